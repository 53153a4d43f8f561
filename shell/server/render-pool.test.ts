import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSites } from '../test/test-site';

/**
 * A stand-in for the shell's renderer: it renders the path it is asked for, lists the
 * environment it sees and the process it runs in; with ?spin it copies into its folder of
 * the render cache, calls the address named by ?notify= and then spins forever; it waits for
 * the answer of the address named by ?until=, and lists the stylesheet named by ?css= as the
 * page's own.
 */
const renderer = `
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
export async function renderPage(request) {
  const url = new URL(request.url, 'http://localhost');
  if (url.searchParams.has('spin')) {
    // As the remote loader does, this process copies code into its own folder first.
    fs.mkdirSync(request.ssrCacheDir + '/' + process.pid + '-' + threadId, { recursive: true });
    const notify = url.searchParams.get('notify');
    if (notify) await (await fetch(notify)).text();
    for (;;) {}
  }
  if (url.searchParams.has('until')) await (await fetch(url.searchParams.get('until'))).text();
  const css = url.searchParams.get('css');
  return {
    appHtml: '<main>rendered ' + url.pathname + ' in <span id="pid">' + process.pid + '</span><pre id="env">' + JSON.stringify(process.env) + '</pre></main>',
    stylesheets: css ? [css] : [],
    modulePreloads: [],
    state: { remoteEntries: request.remoteEntries, page: { key: 'x', failed: false }, today: '2026-01-01' },
  };
}
`;

/** A deadline no first render comes near, for the tests that are not about the deadline. */
const GENEROUS_DEADLINE = { RENDER_DEADLINE_MS: '30000' };

const openBuiltSite = builtSites();
const renderingSite = async (env: Record<string, string> = {}) => (await openBuiltSite({ renderer, env: { ...GENEROUS_DEADLINE, ...env } })).app;

/** An address that answers at once and tells the test it was called. */
async function notifier() {
  let called = () => {};
  const wasCalled = new Promise<void>((resolve) => (called = resolve));
  const server = http.createServer((_req, res) => {
    called();
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    wasCalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The process the stand-in rendered the page in. */
const renderedIn = (html: string) => Number(/<span id="pid">(\d+)<\/span>/.exec(html)?.[1]);

/**
 * The remote that renders with ?until= call: it keeps the first call waiting until released, and
 * answers every later one at once.
 */
async function heldRemote() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstCallArrived = () => {};
  const firstCall = new Promise<void>((resolve) => (firstCallArrived = resolve));
  let calls = 0;
  const server = http.createServer((_req, res) => {
    calls += 1;
    if (calls === 1) firstCallArrived();
    void (calls === 1 ? released : Promise.resolve()).then(() => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    firstCall,
    release,
    close() {
      release();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const serverRendered = (html: string) => html.includes('<main>rendered');

describe('server rendering in render processes', () => {
  it("renders the page in a process of its own that sees none of the site's environment", async () => {
    process.env.STRIPE_SECRET_KEY_FOR_THIS_TEST = 'sk_live_must_not_leak';
    try {
      const app = await renderingSite();
      const res = await request(app).get('/drivers').expect(200);
      expect(res.text).toContain('<main>rendered /drivers');
      expect(renderedIn(res.text)).not.toBe(process.pid);
      const env = JSON.parse(/<pre id="env">([^<]*)<\/pre>/.exec(res.text)![1]!.replace(/&quot;/g, '"')) as Record<string, string>;
      expect(Object.keys(env).every((name) => ['NODE_ENV', 'TZ'].includes(name))).toBe(true);
      expect(res.text).not.toContain('sk_live_must_not_leak');
    } finally {
      delete process.env.STRIPE_SECRET_KEY_FOR_THIS_TEST;
    }
  });

  it('stops a render past its deadline with its process, removes what that process copied, answers the browser-rendered page, and renders the next page in a fresh process', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-ssr-cache-test-'));
    const spinning = await notifier();
    try {
      const app = await renderingSite({ RENDER_DEADLINE_MS: '3000', SSR_CACHE_DIR: cacheDir, RENDER_WORKERS: '1' });
      const stuck = request(app)
        .get(`/privacy?spin&notify=${encodeURIComponent(spinning.url)}`)
        .then((res) => res);
      await spinning.wasCalled;
      const copied = fs.readdirSync(cacheDir);
      expect(copied).toEqual([expect.stringMatching(/^\d+-0$/)]);
      const spinningProcess = Number(copied[0]!.split('-')[0]);
      const answer = await stuck;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<div id="root"></div>');
      expect(serverRendered(answer.text)).toBe(false);
      // The spinning process is gone, and the code it had copied with it.
      expect(fs.readdirSync(cacheDir)).toEqual([]);
      const next = await request(app).get('/terms').expect(200);
      expect(next.text).toContain('<main>rendered /terms');
      expect(renderedIn(next.text)).not.toBe(spinningProcess);
    } finally {
      await spinning.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('renders another page at once while a render busy-loops in another process', async () => {
    const spinning = await notifier();
    try {
      const site = await openBuiltSite({ renderer, env: GENEROUS_DEADLINE });
      const events: string[] = [];
      const stuck = request(site.app)
        .get(`/privacy?spin&notify=${encodeURIComponent(spinning.url)}`)
        .then((res) => {
          events.push('spinning page answered');
          return res;
        });
      await spinning.wasCalled;
      events.push('render spinning');
      const other = await request(site.app).get('/terms').expect(200);
      events.push('other page answered');
      expect(serverRendered(other.text)).toBe(true);
      // The busy loop ends only with its process: here, as the site stops rendering.
      await site.app.stopRendering();
      expect(serverRendered((await stuck).text)).toBe(false);
      expect(events).toEqual(['render spinning', 'other page answered', 'spinning page answered']);
    } finally {
      await spinning.close();
    }
  });

  it('answers the browser-rendered page past the cap on renders under way', async () => {
    const remote = await heldRemote();
    try {
      const app = await renderingSite({ RENDER_MAX_CONCURRENT: '1' });
      const page = `/privacy?until=${encodeURIComponent(remote.url)}`;
      const first = request(app)
        .get(page)
        .then((res) => res);
      // The first render is under way, held by the remote, when the second request arrives.
      await remote.firstCall;
      const second = await request(app).get(page).expect(200);
      expect(serverRendered(second.text)).toBe(false);
      remote.release();
      const firstPage = await first;
      expect(firstPage.status).toBe(200);
      expect(serverRendered(firstPage.text)).toBe(true);
    } finally {
      await remote.close();
    }
  });
});

describe("a remote page's stylesheets", () => {
  let hits = 0;
  const elsewhere = http.createServer((_req, res) => {
    hits += 1;
    res.setHeader('Content-Type', 'text/css');
    res.end('body { background: url(https://tracker.example/pixel) }');
  });
  afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

  it("are inlined from the remote's own origin", async () => {
    const site = await openBuiltSite({
      renderer,
      env: GENEROUS_DEADLINE,
      prepare(dir) {
        fs.mkdirSync(`${dir}/mfe-blog/dist/assets`, { recursive: true });
        fs.writeFileSync(`${dir}/mfe-blog/dist/assets/post.css`, '.post { color: rebeccapurple }');
      },
    });
    const res = await request(site.app).get('/blog?css=/remotes/blog/assets/post.css').expect(200);
    expect(res.text).toContain('data-href="/remotes/blog/assets/post.css">.post { color: rebeccapurple }</style>');
    // Its file stays named in the page, disabled, so the page's code does not fetch it again.
    expect(res.text).toContain('<link rel="stylesheet" href="/remotes/blog/assets/post.css" disabled />');
  });

  it('are never fetched nor linked from any other origin', async () => {
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const evil = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/evil.css`;
    const app = await renderingSite();
    const res = await request(app)
      .get(`/blog?css=${encodeURIComponent(evil)}`)
      .expect(200);
    expect(serverRendered(res.text)).toBe(true);
    expect(res.text).not.toContain('evil.css');
    expect(res.text).not.toContain('tracker.example');
    expect(hits).toBe(0);
  });
});
