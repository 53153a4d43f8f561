import crypto from 'node:crypto';
import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, writeBuiltSite, type TestSite } from '../test/test-site';

/** A deadline no first render comes near: these tests are not about the render deadline. */
const GENEROUS_DEADLINE = { RENDER_DEADLINE_MS: '30000' };

let t: TestSite;
beforeAll(async () => {
  t = await createTestSite({ ...GENEROUS_DEADLINE, SITE_VIDEO_URL: 'https://video.example.com/embed/how-it-works' });
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('allows exactly this site, Stripe, Google Maps and the video host', async () => {
    const res = await request(t.app).get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('script-src')).toContain('https://maps.googleapis.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://video.example.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('connect-src')).toContain('https://places.googleapis.com');
    expect(directive('object-src')).toBe("object-src 'none'");
    // The brand font is served by this site: no font host is allowed.
    const fontSources = directive('font-src').split(' ').slice(1);
    expect(fontSources).toContain("'self'");
    expect(fontSources.filter((source) => source !== "'self'" && source !== 'data:')).toEqual([]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("gives scripts, styles, fonts and images only the headers a file needs, and pages, the API and SVG a document's", async () => {
    const dir = writeBuiltSite();
    fs.mkdirSync(`${dir}/shell/dist/assets`, { recursive: true });
    fs.writeFileSync(`${dir}/shell/dist/assets/app.js`, 'export {};');
    fs.writeFileSync(`${dir}/shell/dist/assets/app.css`, 'p { color: teal }');
    fs.writeFileSync(`${dir}/shell/dist/assets/brand.woff2`, 'wOF2');
    fs.writeFileSync(`${dir}/shell/dist/logo.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const site = await createTestSite({ PUBLIC_DIR: dir });
    try {
      for (const file of ['/assets/app.js', '/assets/app.css', '/assets/brand.woff2']) {
        const res = await request(site.app).get(file).expect(200);
        expect(res.headers['content-security-policy'], file).toBeUndefined();
        expect(res.headers['x-frame-options'], file).toBeUndefined();
        expect(res.headers['cross-origin-opener-policy'], file).toBeUndefined();
        expect(res.headers['x-content-type-options'], file).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], file).toBe('cross-origin');
        expect(res.headers['strict-transport-security'], file).toContain('max-age=');
      }
      for (const document of ['/', '/logo.svg', '/api/health']) {
        const res = await request(site.app).get(document);
        expect(res.headers['content-security-policy'], document).toContain("default-src 'self'");
        expect(res.headers['x-frame-options'], document).toBe('SAMEORIGIN');
      }
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('inline styles', () => {
  const renderer = `
export async function renderPage(request) {
  return {
    appHtml: '<main><p style="pointer-events:none">a</p><div style="--size:var(--x, &quot;a&quot;)">b</div></main>',
    stylesheets: ['/remotes/blog/assets/post.css'],
    modulePreloads: [],
    state: { remoteEntries: request.remoteEntries, page: { key: 'x', failed: false }, today: '2026-01-01' },
  };
}
`;
  const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it("allows the page's inlined style elements and style attributes by hash, the scripts' style elements by this answer's nonce, never inline styles in general", async () => {
    const dir = writeBuiltSite(renderer);
    fs.mkdirSync(`${dir}/mfe-blog/dist/assets`, { recursive: true });
    fs.writeFileSync(`${dir}/mfe-blog/dist/assets/post.css`, '.post { color: teal }');
    const site = await createTestSite({ ...GENEROUS_DEADLINE, PUBLIC_DIR: dir });
    try {
      const first = await request(site.app).get('/blog').expect(200);
      const second = await request(site.app).get('/blog').expect(200);
      const styleSrc = (res: request.Response) =>
        (res.headers['content-security-policy'] as string).split(';').find((d) => d.trim().startsWith('style-src '))!;
      expect(styleSrc(first)).not.toContain('unsafe-inline');
      expect(first.text).toContain('<style data-href="/remotes/blog/assets/post.css">.post { color: teal }</style>');
      expect(styleSrc(first)).toContain(sha256('.post { color: teal }'));
      const nonce = /<meta name="style-nonce" nonce="([^"]+)" \/><\/body>/.exec(first.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(styleSrc(first)).toContain(`'nonce-${nonce}'`);
      expect(styleSrc(second)).not.toContain(`'nonce-${nonce}'`);
      expect(styleSrc(first)).toContain(`'unsafe-hashes' ${sha256('pointer-events:none')} ${sha256('--size:var(--x, "a")')}`);
    } finally {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
