import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites, type BuiltTestSite } from '../test/test-site';

// The shell's page in miniature, rendered in the browser: the headers do not depend on a build.
const openBuiltSite = builtSites(afterAll);
let t: BuiltTestSite;
beforeAll(async () => {
  t = await openBuiltSite({ env: { SITE_VIDEO_URL: 'https://video.example.com/embed/how-it-works' } });
});

describe('what pages may ask of the browser', () => {
  it('lets Stripe take payments and the video play fullscreen, and gives no one the camera, microphone or location', async () => {
    const res = await request(t.app).get('/privacy').expect(200);
    const features = new Map((res.headers['permissions-policy'] as string).split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features.get('camera')).toBe('()');
    expect(features.get('microphone')).toBe('()');
    expect(features.get('geolocation')).toBe('()');
    expect(features.get('payment')).toBe('(self "https://js.stripe.com" "https://hooks.stripe.com")');
    expect(features.get('fullscreen')).toBe('(self "https://video.example.com")');
    expect(features.get('autoplay')).toBe('(self "https://video.example.com")');
  });

  it('gives no video host anything while no video is configured', async () => {
    const site = await openBuiltSite();
    const res = await request(site.app).get('/privacy').expect(200);
    const features = new Map((res.headers['permissions-policy'] as string).split(', ').map((entry) => entry.split('=') as [string, string]));
    expect(features.get('fullscreen')).toBe('(self)');
    expect(features.get('autoplay')).toBe('(self)');
    expect(res.headers['content-security-policy']).not.toContain('video');
  });
});

describe('the API in one process with the site', () => {
  it('answers under /api for this site only, as the API alone does, while pages stay readable across origins', async () => {
    const api = await request(t.app).get('/api/health');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await request(t.app).get('/privacy');
    expect(page.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
