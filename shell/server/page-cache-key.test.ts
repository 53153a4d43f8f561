import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_VERSION_MAX_AGE_MS } from './page-cache';
import { builtSites } from '../test/test-site';

/**
 * A stand-in for the shell's renderer: each render is told apart by an id of its own, and,
 * as the real one does, it names the blog build it rendered from: the digest of the
 * manifest it reads.
 */
const renderer = `
import { createHash, randomUUID } from 'node:crypto';
export async function renderPage(request) {
  const manifest = await (await fetch(new URL('mf-manifest.json', request.serverRemoteEntries.blog))).text();
  return {
    appHtml: '<main>render ' + randomUUID() + '</main>',
    stylesheets: [],
    modulePreloads: [],
    remote: { name: 'blog', version: createHash('sha256').update(manifest).digest('hex').slice(0, 16) },
    state: { remoteEntries: request.remoteEntries, page: { key: 'blog/blog-list-page', failed: false }, today: '2026-01-01' },
  };
}
`;

/** Every remote's manifest, served from an origin of their own; a test may deploy a new build of one. */
const remoteNames = ['marketing', 'blog', 'driver-checkout', 'partner-forms'];
const manifests = new Map<string, string>();
const remotes = http.createServer((req, res) => {
  const manifest = manifests.get(req.url ?? '');
  if (manifest === undefined) res.writeHead(404).end();
  else res.setHeader('Content-Type', 'application/json').end(manifest);
});
let remotesOrigin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => remotes.listen(0, '127.0.0.1', resolve));
  remotesOrigin = `http://127.0.0.1:${(remotes.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remotes.close(() => resolve())));

function deploy(name: string, build: string) {
  manifests.set(`/${name}/mf-manifest.json`, JSON.stringify({ name, metaData: { buildVersion: build } }));
}

/** The head of the shell's page as a build writes it: its script's name changes with every build. */
const shellBuild = (build: string) => `<title>x</title><script type="module" src="/assets/index-${build}.js"></script>`;

const openBuiltSite = builtSites();
async function siteWithRemotes() {
  for (const name of remoteNames) deploy(name, '1.0.0');
  const entry = (name: string) => `${remotesOrigin}/${name}/remoteEntry.js`;
  const site = await openBuiltSite({
    renderer,
    pageHead: shellBuild('one'),
    env: {
      REMOTE_URL_MARKETING: entry('marketing'),
      REMOTE_URL_BLOG: entry('blog'),
      REMOTE_URL_DRIVER_CHECKOUT: entry('driver-checkout'),
      REMOTE_URL_PARTNER_FORMS: entry('partner-forms'),
      RENDER_DEADLINE_MS: '30000',
    },
  });
  // The clock stands still but for the moves below: what the site reads again after a while is read again exactly when told.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12));
  return site;
}
afterEach(() => {
  vi.useRealTimers();
});

/** Past the time after which the site reads each remote's manifest again. */
const laterThanRemotesAreReadAgain = () => vi.setSystemTime(Date.now() + REMOTE_VERSION_MAX_AGE_MS + 1);

async function blogRender(app: Awaited<ReturnType<typeof siteWithRemotes>>['app']): Promise<string> {
  const render = /<main>(render [\w-]+)<\/main>/.exec((await request(app).get('/blog').expect(200)).text)?.[1];
  expect(render).toBeDefined();
  return render!;
}

describe('the key a rendered page is kept under', () => {
  it('answers the kept page when nothing it depends on changed, the remotes read again included', async () => {
    const { app } = await siteWithRemotes();
    const first = await blogRender(app);
    expect(await blogRender(app)).toBe(first);
    laterThanRemotesAreReadAgain();
    expect(await blogRender(app)).toBe(first);
  });

  it("renders the page anew once a remote's new build is deployed, and keeps that one", async () => {
    const { app } = await siteWithRemotes();
    const first = await blogRender(app);
    expect(await blogRender(app)).toBe(first);
    deploy('blog', '1.0.1');
    laterThanRemotesAreReadAgain();
    const afterDeploy = await blogRender(app);
    expect(afterDeploy).not.toBe(first);
    expect(await blogRender(app)).toBe(afterDeploy);
  });

  it("renders the page anew once the shell's new build is deployed", async () => {
    const site = await siteWithRemotes();
    const first = await blogRender(site.app);
    expect(await blogRender(site.app)).toBe(first);
    const page = path.join(site.dir, 'shell', 'dist', 'index.html');
    const built = fs.statSync(page).mtime;
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace(shellBuild('one'), shellBuild('two')));
    fs.utimesSync(page, built, new Date(built.getTime() + 60_000));
    expect(await blogRender(site.app)).not.toBe(first);
  });

  it("renders the page anew when the shell's renderer is rebuilt", async () => {
    const site = await siteWithRemotes();
    const first = await blogRender(site.app);
    expect(await blogRender(site.app)).toBe(first);
    const rendererFile = path.join(site.dir, 'shell', 'dist-server', 'render-page.js');
    const built = fs.statSync(rendererFile).mtime;
    fs.utimesSync(rendererFile, built, new Date(built.getTime() + 60_000));
    expect(await blogRender(site.app)).not.toBe(first);
  });
});
