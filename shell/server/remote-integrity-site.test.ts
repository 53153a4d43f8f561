import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites } from '../test/test-site';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const blogHeading = /<h1[^>]*>Ideas to Earn More/;

/** The blog remote and the shell's server renderer, built from this checkout into a folder of their own. */
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-integrity-build-'));
// Each page's REMOTES_FILE and render cache. Removed after the last test, once every site is
// closed: a render thread may still be writing a file it fetched after its page has answered.
const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-integrity-site-'));
const blogBuild = path.join(buildDir, 'mfe-blog', 'dist');

async function build(app: string, args: string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SITE_BUILD_DIR: buildDir };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', ...args], {
    cwd: path.join(repoRoot, app),
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
}

const integrity = (file: string) => `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
let pinned: { manifest: string; serverEntry: string };
const wrongHash = `sha256-${crypto.createHash('sha256').update('another build').digest('base64')}`;

/** The blog's build on an origin of its own, as a CDN serves it. */
let cdn: http.Server;
let cdnOrigin = '';
const cdnRequests: string[] = [];
/** What the CDN answers instead of a built file (given how many times it was asked for it), if anything. */
type OtherAnswer = (file: string, asked: number, built: Buffer) => string | undefined;
let otherAnswer: OtherAnswer = () => undefined;
/** The hashes the blog's manifest lists. */
let listed: { server: Record<string, string>; browser: Record<string, string> };

beforeAll(async () => {
  await Promise.all([build('mfe-blog', []), build('shell', ['--config', 'vite.server.config.ts'])]);
  pinned = { manifest: integrity(path.join(blogBuild, 'mf-manifest.json')), serverEntry: integrity(path.join(blogBuild, 'remoteEntry.ssr.js')) };
  listed = (JSON.parse(fs.readFileSync(path.join(blogBuild, 'mf-manifest.json'), 'utf8')) as { metaData: { integrity: typeof listed } }).metaData
    .integrity;
  const app = express();
  app.use((req, res, next) => {
    cdnRequests.push(req.path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(blogBuild, req.path);
    const built = file.startsWith(blogBuild) && fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : undefined;
    const other = built && otherAnswer(req.path.slice(1), cdnRequests.filter((asked) => asked === req.path).length, built);
    if (other === undefined) return next();
    res.type(path.extname(file)).send(other);
  });
  app.use(express.static(blogBuild, { fallthrough: false }));
  cdn = http.createServer(app);
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => cdn.close(() => resolve()));
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(pagesDir, { recursive: true, force: true });
});

const openBuiltSite = builtSites();

/**
 * The blog's page from a site with the shell's built renderer, rendering in its render
 * threads, whose blog is the one on the CDN with these hashes pinned in its REMOTES_FILE:
 * what its root holds, its state, the modules it lists for the browser, what its render
 * threads copied to run (and the text of the server entry among it), what the CDN was asked for.
 */
async function blogPage(hashes: { manifest: string; serverEntry: string }, answer: OtherAnswer = () => undefined) {
  const dir = fs.mkdtempSync(path.join(pagesDir, 'page-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const ssrCacheDir = path.join(dir, 'ssr-cache');
  fs.writeFileSync(remotesFile, JSON.stringify({ blog: { url: `${cdnOrigin}/remoteEntry.js`, integrity: hashes } }));
  try {
    const site = await openBuiltSite({
      env: { REMOTES_FILE: remotesFile, SSR_CACHE_DIR: ssrCacheDir, RENDER_DEADLINE_MS: '30000' },
      prepare(siteDir) {
        fs.cpSync(path.join(buildDir, 'shell', 'dist-server'), path.join(siteDir, 'shell', 'dist-server'), { recursive: true });
        // The renderer imports React and the federation runtime as installed here.
        fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
      },
    });
    cdnRequests.length = 0;
    otherAnswer = answer;
    const html = (await request(site.app).get('/blog').expect(200)).text;
    const state = JSON.parse(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      page: { failed: boolean };
    } | null;
    const copied = fs.existsSync(ssrCacheDir) ? fs.readdirSync(ssrCacheDir, { recursive: true }).map(String) : [];
    const copiedEntry = copied
      .filter((name) => name.endsWith('remoteEntry.ssr.js'))
      .map((name) => fs.readFileSync(path.join(ssrCacheDir, name), 'utf8'))
      .join('');
    const pageModules = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as Array<{
      href: string;
      integrity: string;
    }>;
    const root = html.slice(html.indexOf('<div id="root">'));
    return { root, state, pageModules, copied, copiedEntry, fetched: [...cdnRequests] };
  } finally {
    // The next page is answered as built, even when this one failed.
    otherAnswer = () => undefined;
  }
}

describe("a remote's hashes, listed in its manifest and pinned in REMOTES_FILE, checked as its page is rendered on the server", () => {
  it("renders the remote's page when its manifest and server entry have the pinned hashes", { timeout: 60_000 }, async () => {
    const page = await blogPage(pinned);
    expect(page.root).toMatch(blogHeading);
    expect(page.root).not.toContain('data-testid="remote-fallback"');
    expect(page.state?.page.failed).toBe(false);
    expect(page.copied.some((file) => file.endsWith('remoteEntry.ssr.js'))).toBe(true);
  });

  it('lists every file of its server build in its manifest, and fetches each of them once to render its page', { timeout: 60_000 }, async () => {
    const serverFiles = Object.keys(listed.server);
    expect(serverFiles).toContain('remoteEntry.ssr.js');
    for (const file of serverFiles) expect(listed.server[file]).toBe(integrity(path.join(blogBuild, file)));
    const page = await blogPage(pinned);
    expect(page.root).toMatch(blogHeading);
    expect(serverFiles.map((file) => page.fetched.filter((fetched) => fetched === `/${file}`).length)).toEqual(serverFiles.map(() => 1));
  });

  it("gives the browser the page's modules with the hashes its manifest lists", { timeout: 60_000 }, async () => {
    const page = await blogPage(pinned);
    expect(page.pageModules.map((module) => module.href)).toContain(`${cdnOrigin}/remoteEntry.js`);
    for (const module of page.pageModules) {
      const file = module.href.slice(`${cdnOrigin}/`.length);
      expect(module.integrity).toBe(integrity(path.join(blogBuild, file)));
    }
  });

  it(
    "renders the fallback, not the remote's page, when a chunk of its server build differs from the hash its manifest lists",
    { timeout: 60_000 },
    async () => {
      // A chunk (not the entry) with the page's heading, answered with another heading.
      const chunk = Object.keys(listed.server).find(
        (file) => file !== 'remoteEntry.ssr.js' && fs.readFileSync(path.join(blogBuild, file), 'utf8').includes('Ideas to Earn More'),
      );
      expect(chunk).toBeDefined();
      const page = await blogPage(pinned, (file, _asked, built) =>
        file === chunk ? built.toString('utf8').replaceAll('Ideas to Earn More', 'Tampered') : undefined,
      );
      expect(page.root).toContain('data-testid="remote-fallback"');
      expect(page.root).not.toMatch(blogHeading);
      expect(page.root).not.toContain('Tampered');
      expect(page.state?.page.failed).toBe(true);
      expect(page.fetched).toContain(`/${chunk}`);
      expect(page.copied.some((file) => file.endsWith(chunk!))).toBe(false);
    },
  );

  it('runs the server entry it checked when the CDN answers a second request for it with other code', { timeout: 60_000 }, async () => {
    const page = await blogPage(pinned, (file, asked, built) =>
      file === 'remoteEntry.ssr.js' && asked > 1 ? `${built.toString('utf8')}\n// second answer\n` : undefined,
    );
    expect(page.root).toMatch(blogHeading);
    expect(page.fetched.filter((file) => file === '/remoteEntry.ssr.js')).toHaveLength(1);
    expect(page.copiedEntry).toContain('export { getExposes as get, init }');
    expect(page.copiedEntry).not.toContain('second answer');
  });

  it("renders the fallback, not the remote's page, when its manifest differs from the pinned hash", { timeout: 60_000 }, async () => {
    const page = await blogPage({ ...pinned, manifest: wrongHash });
    expect(page.root).toContain('data-testid="remote-fallback"');
    expect(page.root).not.toMatch(blogHeading);
    expect(page.state?.page.failed).toBe(true);
    // Refused at its manifest: its server code is not even fetched.
    expect(page.fetched).toContain('/mf-manifest.json');
    expect(page.fetched).not.toContain('/remoteEntry.ssr.js');
  });

  it("renders the fallback, not the remote's page, when its server entry differs from the pinned hash", { timeout: 60_000 }, async () => {
    const page = await blogPage({ ...pinned, serverEntry: wrongHash });
    expect(page.root).toContain('data-testid="remote-fallback"');
    expect(page.root).not.toMatch(blogHeading);
    expect(page.state?.page.failed).toBe(true);
    // Fetched and refused: never copied to be run.
    expect(page.fetched).toContain('/remoteEntry.ssr.js');
    expect(page.copied.some((file) => file.endsWith('remoteEntry.ssr.js'))).toBe(false);
  });
});
