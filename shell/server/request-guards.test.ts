import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { builtSites } from '../test/test-site';

const openBuiltSite = builtSites();
const site = (env: Record<string, string> = {}) => openBuiltSite({ env });

describe('requests the site refuses before any work', () => {
  it('answers an address over 2 kB with 414: a short page, or JSON under /api', async () => {
    const { app } = await site();
    const page = await request(app)
      .get(`/a${'/'.repeat(15_000)}b`)
      .expect(414);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('The address is too long.');
    const api = await request(app)
      .get(`/api/${'x'.repeat(3000)}`)
      .expect(414);
    expect(api.body).toEqual({ message: 'The address is too long.' });
  });

  it('still serves a page whose path has many slashes under 2 kB (the not-found page, no page is there), or whose query is long', async () => {
    const { app } = await site();
    const slashes = await request(app)
      .get(`/a${'/'.repeat(1900)}b`)
      .expect(404);
    expect(slashes.text).toContain('<div id="root">');
    const query = await request(app)
      .get(`/blog?category=Cooking&x=${'y'.repeat(4000)}`)
      .expect(200);
    expect(query.text).toContain('<div id="root">');
  });

  it("moves a path with trailing slashes to its page's one address for good", async () => {
    const { app } = await site();
    const res = await request(app)
      .get(`/drivers${'/'.repeat(1500)}?ref=flyer`)
      .expect(301);
    expect(res.headers.location).toBe('/drivers?ref=flyer');
  });

  it('answers a malformed Host header with 400: JSON under /api, a short page elsewhere', async () => {
    const { app } = await site();
    const api = await request(app).get('/api/health').set('Host', 'a:99999').expect(400);
    expect(api.body).toEqual({ message: 'The Host header is not valid.' });
    const page = await request(app).get('/blog/increase-revenue-smart-minibars').set('Host', 'a:99999').expect(400);
    expect(page.type).toBe('text/html');
    expect(page.text).not.toContain('a:99999');
  });

  it('limits page requests per client like the API, with a short page past the limit', async () => {
    const { app } = await site({ RATE_LIMIT_PAGE_MAX: '3' });
    for (let i = 0; i < 3; i += 1) await request(app).get('/drivers').expect(200);
    const refused = await request(app).get('/drivers').expect(429);
    expect(refused.type).toBe('text/html');
    expect(refused.text).toContain('Too many requests. Please wait a moment and try again.');
    // Files and the API are counted apart.
    await request(app).get('/api/health').expect(200);
  });
});

describe('remotes from REMOTES_FILE', () => {
  /** A stand-in for the shell's renderer that writes the hashes it was given to check each remote against. */
  const integrityEcho = `
export async function renderPage(request) {
  return {
    appHtml: '<pre id="integrity">' + JSON.stringify(request.remoteIntegrity ?? null) + '</pre>',
    stylesheets: [],
    modulePreloads: [],
    state: { remoteEntries: request.remoteEntries, page: { key: 'blog/blog-list-page', failed: false }, today: '2026-01-01' },
  };
}
`;
  const integrityRenderedWith = async (app: Parameters<typeof request>[0]) =>
    JSON.parse(/<pre id="integrity">([^<]*)<\/pre>/.exec((await request(app).get('/blog').expect(200)).text)?.[1] ?? '"not rendered"') as unknown;

  function remotesFile(content: unknown): string {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-remotes-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify(content));
    return file;
  }

  it('are left out (their pages show the fallback) when served over plain http or from an origin not allowed', async () => {
    const file = remotesFile({
      blog: 'http://cdn.example.net/blog/remoteEntry.js',
      marketing: 'https://elsewhere.example/marketing/remoteEntry.js',
      driverCheckout: { url: 'https://cdn.example.net/drivers/remoteEntry.js' },
    });
    const { app } = await site({ REMOTES_FILE: file, REMOTE_ORIGINS: 'https://cdn.example.net' });
    const res = await request(app).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      driverCheckout: 'https://cdn.example.net/drivers/remoteEntry.js',
      partnerForms: '/remotes/partner-forms/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });
    // The page's policy does not allow the left-out origin either.
    const csp = (await request(app).get('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain('https://cdn.example.net');
    expect(csp).not.toContain('elsewhere.example');
  });

  it('follow an edit of the file without a restart, their pinned hashes included', async () => {
    const file = remotesFile({ blog: '/remotes/blog/remoteEntry.js' });
    const { app } = await openBuiltSite({ renderer: integrityEcho, env: { REMOTES_FILE: file, RENDER_DEADLINE_MS: '30000' } });
    await request(app).get('/remotes.json').expect(200);
    expect(await integrityRenderedWith(app)).toEqual({});
    const integrity = { manifest: `sha256-${'A'.repeat(43)}=`, serverEntry: `sha256-${'B'.repeat(43)}=` };
    fs.writeFileSync(file, JSON.stringify({ blog: { url: 'http://127.0.0.1:9/blog/remoteEntry.js', integrity } }));
    const res = await request(app).get('/remotes.json').expect(200);
    expect(res.body.blog).toBe('http://127.0.0.1:9/blog/remoteEntry.js');
    // The hashes never reach the browser: the server checks them before it runs the remote's code.
    expect(JSON.stringify(res.body)).not.toContain('sha256-');
    expect(await integrityRenderedWith(app)).toEqual({ blog: integrity });
  });
});
