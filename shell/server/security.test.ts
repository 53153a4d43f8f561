import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, type TestSite } from './test-site';

let t: TestSite;
beforeAll(async () => {
  t = await createTestSite();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('allows exactly this site, Stripe, Google Maps and the video host', async () => {
    const res = await request(t.app).get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('script-src')).toContain('https://maps.googleapis.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://video.example.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('connect-src')).toContain('https://places.googleapis.com');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
