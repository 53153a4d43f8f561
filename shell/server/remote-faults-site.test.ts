import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_VERSION_MAX_AGE_MS } from './page-cache';
import { builtSites } from '../test/test-site';

/**
 * A stand-in for the shell's renderer: each render is told apart by an id of its own, and,
 * as the real one does, it reads the manifest of the remote that serves the page and names
 * the build it rendered from; a remote it cannot read gets the page's fallback (no build named).
 */
const renderer = `
import { createHash, randomUUID } from 'node:crypto';
const remoteOf = (pathname) => (pathname.startsWith('/blog') ? 'blog' : pathname.startsWith('/drivers') ? 'driverCheckout' : 'marketing');
export async function renderPage(request) {
  const name = remoteOf(new URL(request.url, 'http://localhost').pathname);
  let remote;
  try {
    const response = await fetch(new URL('mf-manifest.json', request.serverRemoteEntries[name]));
    if (response.ok) remote = { name, version: createHash('sha256').update(await response.text()).digest('hex').slice(0, 16) };
  } catch {
    // The remote is down: its fallback.
  }
  return {
    appHtml: '<main>render ' + randomUUID() + '</main>',
    stylesheets: [],
    modulePreloads: [],
    ...(remote ? { remote } : {}),
    state: { remoteEntries: request.remoteEntries, page: { key: name, failed: !remote }, today: '2026-01-01' },
  };
}
`;

/**
 * Every remote's manifest from an origin of their own. The blog's may be held (each request
 * waits until the test releases them all) or may change on every read.
 */
function remotesServer() {
  let blogMode: 'up' | 'held' | 'changing' = 'up';
  let blogReads = 0;
  const held: Array<() => void> = [];
  let firstHeld = () => {};
  let blogHeld = new Promise<void>((resolve) => (firstHeld = resolve));
  const server = http.createServer((req, res) => {
    const name = /^\/([\w-]+)\/mf-manifest\.json$/.exec(req.url ?? '')?.[1];
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    const answer = (build: string) =>
      res.setHeader('Content-Type', 'application/json').end(JSON.stringify({ name, metaData: { buildVersion: build } }));
    if (name !== 'blog' || blogMode === 'up') answer('1.0.0');
    else if (blogMode === 'changing') answer(`1.0.${(blogReads += 1)}`);
    else {
      held.push(() => answer('1.0.0'));
      firstHeld();
    }
  });
  return {
    server,
    /** From now on the blog's origin holds every request until released. */
    hold() {
      blogMode = 'held';
      blogHeld = new Promise<void>((resolve) => (firstHeld = resolve));
    },
    /** Resolves once the blog's origin holds a request. */
    get blogHeld() {
      return blogHeld;
    },
    /** Requests the blog's origin holds unanswered. */
    get holding() {
      return held.length;
    },
    release() {
      blogMode = 'up';
      for (const answer of held.splice(0)) answer();
    },
    changeEveryRead() {
      blogMode = 'changing';
    },
  };
}

const remotes = remotesServer();
let remotesOrigin = '';
/** An origin that refuses connections: nothing listens there any more. */
let refusingOrigin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => remotes.server.listen(0, '127.0.0.1', resolve));
  remotesOrigin = `http://127.0.0.1:${(remotes.server.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refusingOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      remotes.release();
      remotes.server.close(() => resolve());
      remotes.server.closeAllConnections();
    }),
);

const openBuiltSite = builtSites();
async function siteWithRemotes({ blogOrigin = remotesOrigin } = {}) {
  const site = await openBuiltSite({
    renderer,
    env: {
      REMOTE_URL_MARKETING: `${remotesOrigin}/marketing/remoteEntry.js`,
      REMOTE_URL_BLOG: `${blogOrigin}/blog/remoteEntry.js`,
      REMOTE_URL_DRIVER_CHECKOUT: `${remotesOrigin}/driver-checkout/remoteEntry.js`,
      REMOTE_URL_PARTNER_FORMS: `${remotesOrigin}/partner-forms/remoteEntry.js`,
      RENDER_DEADLINE_MS: '30000',
    },
  });
  // The clock stands still but for the moves below: what the site reads again after a while is read again exactly when told.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12));
  return site.app;
}
afterEach(() => {
  vi.useRealTimers();
  remotes.release();
});

/** Past the time after which the site reads each remote's manifest again. */
const laterThanRemotesAreReadAgain = () => vi.setSystemTime(Date.now() + REMOTE_VERSION_MAX_AGE_MS + 1);

/** The id of the render the page was answered with. */
async function rendered(app: Awaited<ReturnType<typeof siteWithRemotes>>, url: string): Promise<string> {
  const render = /<main>(render [\w-]+)<\/main>/.exec((await request(app).get(url).expect(200)).text)?.[1];
  expect(render).toBeDefined();
  return render!;
}

describe("a remote's failure stays in its own pages", () => {
  it('answers / and /drivers from the page cache while the blog origin hangs or is slow, and the blog page once it answers', async () => {
    const app = await siteWithRemotes();
    const home = await rendered(app, '/');
    const drivers = await rendered(app, '/drivers');
    expect(await rendered(app, '/')).toBe(home);
    remotes.hold();
    laterThanRemotesAreReadAgain();
    const events: string[] = [];
    const blogPage = request(app)
      .get('/blog')
      .then((res) => {
        events.push('blog page answered');
        return res;
      });
    await remotes.blogHeld;
    expect(await rendered(app, '/')).toBe(home);
    expect(await rendered(app, '/drivers')).toBe(drivers);
    events.push('home and drivers answered');
    expect(remotes.holding).toBeGreaterThan(0);
    remotes.release();
    expect((await blogPage).status).toBe(200);
    expect(events).toEqual(['home and drivers answered', 'blog page answered']);
  });

  it('keeps answering / and /drivers from the page cache while the blog refuses connections, and renders the blog page afresh each time', async () => {
    const app = await siteWithRemotes({ blogOrigin: refusingOrigin });
    const home = await rendered(app, '/');
    const drivers = await rendered(app, '/drivers');
    expect(await rendered(app, '/')).toBe(home);
    expect(await rendered(app, '/drivers')).toBe(drivers);
    laterThanRemotesAreReadAgain();
    expect(await rendered(app, '/')).toBe(home);
    expect(await rendered(app, '/drivers')).toBe(drivers);
    const blog = await rendered(app, '/blog');
    expect(await rendered(app, '/blog')).not.toBe(blog);
  });

  it("keeps / and /drivers in the page cache while the blog's manifest changes on every read, and never keeps a blog page under a build it was not rendered from", async () => {
    const app = await siteWithRemotes();
    remotes.changeEveryRead();
    const home = await rendered(app, '/');
    const drivers = await rendered(app, '/drivers');
    const blog = await rendered(app, '/blog');
    expect(await rendered(app, '/blog')).not.toBe(blog);
    laterThanRemotesAreReadAgain();
    expect(await rendered(app, '/')).toBe(home);
    expect(await rendered(app, '/drivers')).toBe(drivers);
    expect(await rendered(app, '/blog')).not.toBe(blog);
  });
});
