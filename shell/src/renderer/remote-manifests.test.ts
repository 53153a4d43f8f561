// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemotePage } from './remote-manifests';

const integrity = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

/**
 * A remote's build: a server entry that notes its label in a global when it runs and answers
 * every module with the label its chunk exports, that chunk, and a manifest listing their hashes.
 */
function remoteBuild(label: string, options: { serverPath?: string; unlisted?: string[] } = {}) {
  const serverEntry =
    `import { label } from './assets/label.js';\n` +
    `(globalThis.__REMOTES_RUN__ ??= []).push(label);\n` +
    `export const init = () => {};\n` +
    `export const get = (module) => () => ({ default: label + ' ' + module });\n`;
  const chunk = `export const label = ${JSON.stringify(label)};\n`;
  const browserEntry = `export const label = ${JSON.stringify(label)};\n`;
  const server = Object.fromEntries(
    Object.entries({ 'remoteEntry.ssr.js': serverEntry, 'assets/label.js': chunk })
      .filter(([file]) => !options.unlisted?.includes(file))
      .map(([file, text]) => [file, integrity(text)]),
  );
  const manifest = JSON.stringify({
    metaData: {
      ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: options.serverPath ?? '' },
      integrity: { server, browser: { 'remoteEntry.js': integrity(browserEntry), 'assets/page.js': integrity('page') } },
    },
    exposes: [{ name: 'page', assets: { js: { sync: ['assets/page.js'] } } }],
  });
  return {
    manifest,
    files: { 'mf-manifest.json': manifest, 'remoteEntry.ssr.js': serverEntry, 'assets/label.js': chunk, 'remoteEntry.js': browserEntry },
  };
}

const remotesRun = () => (globalThis as { __REMOTES_RUN__?: string[] }).__REMOTES_RUN__ ?? [];

/** A static host: each path answers its text, or what the function answers for the n-th request of it. */
type Answer = string | ((asked: number) => string);
function staticHost() {
  const files = new Map<string, Answer>();
  const asked = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://host').pathname;
    const count = (asked.get(pathname) ?? 0) + 1;
    asked.set(pathname, count);
    const answer = files.get(pathname);
    if (answer === undefined) res.writeHead(404).end();
    else
      res
        .setHeader('Content-Type', pathname.endsWith('.json') ? 'application/json' : 'text/javascript')
        .end(typeof answer === 'string' ? answer : answer(count));
  });
  return {
    server,
    origin: '',
    /** Serves a build under `folder` (`/<folder>/…`). */
    serve(folder: string, build: Record<string, Answer>) {
      for (const [file, answer] of Object.entries(build)) files.set(`/${folder}/${file}`, answer);
    },
    asked: (pathname: string) => asked.get(pathname) ?? 0,
    askedUnder: (folder: string) => [...asked.keys()].filter((pathname) => pathname.startsWith(`/${folder}/`)),
  };
}

const remote = staticHost();
const otherOrigin = staticHost();
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-ssr-cache-test-'));
/** The folders of server code this process keeps whose names start with `prefix` (the remote's name). */
const codeFolders = (prefix: string) => fs.readdirSync(path.join(cacheRoot, `${process.pid}-${threadId}`)).filter((name) => name.startsWith(prefix));

beforeAll(async () => {
  for (const host of [remote, otherOrigin]) {
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve));
    host.origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  for (const host of [remote, otherOrigin]) await new Promise<void>((resolve) => host.server.close(() => resolve()));
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void logged.push(message));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a remote's server code, checked before it runs", () => {
  it('runs a remote whose server files have the hashes its manifest lists, fetching each file once', async () => {
    const build = remoteBuild('listed');
    remote.serve('listed', build.files);
    const page = await loadRemotePage<{ default: string }>('driverCheckout', `${remote.origin}/listed/remoteEntry.js`, 'page', cacheRoot);
    expect(page.module).toEqual({ default: 'listed ./page' });
    expect(remotesRun()).toContain('listed');
    expect([remote.asked('/listed/remoteEntry.ssr.js'), remote.asked('/listed/assets/label.js')]).toEqual([1, 1]);
  });

  it('runs a remote whose manifest and server entry have the configured hashes', async () => {
    const build = remoteBuild('pinned');
    remote.serve('pinned', build.files);
    const page = await loadRemotePage<{ default: string }>('driverCheckout', `${remote.origin}/pinned/remoteEntry.js`, 'page', cacheRoot, {
      manifest: integrity(build.manifest),
      serverEntry: integrity(build.files['remoteEntry.ssr.js']),
    });
    expect(page.module).toEqual({ default: 'pinned ./page' });
  });

  it("answers the page's scripts with the hashes its manifest lists for the browser", async () => {
    const build = remoteBuild('scripts');
    remote.serve('scripts', build.files);
    const page = await loadRemotePage('partnerForms', `${remote.origin}/scripts/remoteEntry.js`, 'page', cacheRoot);
    expect(page.scripts).toEqual([
      { href: `${remote.origin}/scripts/remoteEntry.js`, integrity: integrity(build.files['remoteEntry.js']) },
      { href: `${remote.origin}/scripts/assets/page.js`, integrity: integrity('page') },
    ]);
  });

  it('refuses a manifest whose hash differs, before fetching its server entry', async () => {
    remote.serve('other-manifest', remoteBuild('other-manifest').files);
    await expect(
      loadRemotePage('blog', `${remote.origin}/other-manifest/remoteEntry.js`, 'page', cacheRoot, { manifest: integrity('another manifest') }),
    ).rejects.toThrow(/manifest does not match the configured integrity/);
    expect(remote.askedUnder('other-manifest')).toEqual(['/other-manifest/mf-manifest.json']);
    expect(remotesRun()).not.toContain('other-manifest');
  });

  it('refuses a server entry whose hash differs from the configured one, and never runs it', async () => {
    remote.serve('other-entry', remoteBuild('other-entry').files);
    await expect(
      loadRemotePage('marketing', `${remote.origin}/other-entry/remoteEntry.js`, 'page', cacheRoot, {
        serverEntry: integrity('export const get = () => {};'),
      }),
    ).rejects.toThrow(/server entry does not match the configured integrity/);
    expect(remotesRun()).not.toContain('other-entry');
  });

  it('refuses a remote one of whose chunks differs from the hash its manifest lists, and runs none of its code', async () => {
    const build = remoteBuild('tampered-chunk');
    remote.serve('tampered-chunk', { ...build.files, 'assets/label.js': `export const label = "tampered";\n` });
    await expect(loadRemotePage('blog', `${remote.origin}/tampered-chunk/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow(
      /server file assets\/label\.js does not match the hash its manifest lists/,
    );
    expect(remotesRun()).not.toContain('tampered');
    expect(remotesRun()).not.toContain('tampered-chunk');
  });

  it('refuses a remote whose manifest lists no hash for a file its server code imports', async () => {
    remote.serve('unlisted-chunk', remoteBuild('unlisted-chunk', { unlisted: ['assets/label.js'] }).files);
    await expect(loadRemotePage('blog', `${remote.origin}/unlisted-chunk/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow(
      /lists no hash for its server file assets\/label\.js/,
    );
    expect(remotesRun()).not.toContain('unlisted-chunk');
  });

  it('refuses a remote whose manifest lists no hashes, without fetching its server code', async () => {
    const build = remoteBuild('no-hashes');
    const manifest = JSON.parse(build.manifest) as { metaData: { integrity?: unknown } };
    delete manifest.metaData.integrity;
    remote.serve('no-hashes', { ...build.files, 'mf-manifest.json': JSON.stringify(manifest) });
    await expect(loadRemotePage('blog', `${remote.origin}/no-hashes/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow(
      /lists no hashes of its server files/,
    );
    expect(remote.askedUnder('no-hashes')).toEqual(['/no-hashes/mf-manifest.json']);
  });

  it('runs the bytes it checked when the remote answers a second request for its server entry with other code', async () => {
    const build = remoteBuild('first-answer');
    const checked = build.files['remoteEntry.ssr.js'];
    const other = checked.replace('push(label)', "push('second answer')");
    remote.serve('first-answer', { ...build.files, 'remoteEntry.ssr.js': (asked) => (asked === 1 ? checked : other) });
    const page = await loadRemotePage<{ default: string }>('partnerForms', `${remote.origin}/first-answer/remoteEntry.js`, 'page', cacheRoot, {
      manifest: integrity(build.manifest),
      serverEntry: integrity(checked),
    });
    expect(page.module).toEqual({ default: 'first-answer ./page' });
    expect(remotesRun()).not.toContain('second answer');
    expect([remote.asked('/first-answer/remoteEntry.ssr.js'), remote.asked('/first-answer/assets/label.js')]).toEqual([1, 1]);
  });

  it('refuses a manifest whose server entry lies on another origin, and asks that origin for nothing', async () => {
    const elsewhere = remoteBuild('elsewhere');
    otherOrigin.serve('elsewhere', elsewhere.files);
    // The same build, with hashes that match, on another origin: only the origin is wrong.
    const manifest = remoteBuild('elsewhere', { serverPath: `${otherOrigin.origin}/elsewhere/` }).manifest;
    remote.serve('points-elsewhere', { 'mf-manifest.json': manifest });
    await expect(loadRemotePage('marketing', `${remote.origin}/points-elsewhere/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow(
      /server entry .* lies outside the remote's origin or folder/,
    );
    expect(otherOrigin.askedUnder('elsewhere')).toEqual([]);
    expect(remotesRun()).not.toContain('elsewhere');
  });

  it.each([
    ['a scheme-relative URL', 'scheme-relative', (origin: string) => `//${new URL(origin).host}/elsewhere/`],
    ['a path out of its folder', 'dot-dot', () => '../beside/'],
    ['a path out of its folder written %2e%2e', 'encoded-dot-dot', () => '%2e%2e/beside/'],
    ['a path a backslash turns into another host', 'backslash', () => '/\\evil.example/'],
  ])('refuses a manifest whose server entry path is %s', async (_, folder, serverPath) => {
    remote.serve('inner/beside', remoteBuild('beside').files);
    otherOrigin.serve('elsewhere', remoteBuild('beside').files);
    remote.serve(`inner/${folder}`, { 'mf-manifest.json': remoteBuild('beside', { serverPath: serverPath(otherOrigin.origin) }).manifest });
    await expect(loadRemotePage('driverCheckout', `${remote.origin}/inner/${folder}/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow(
      /lies outside the remote's origin or folder/,
    );
    expect([...remote.askedUnder('inner/beside'), ...otherOrigin.askedUnder('elsewhere')]).toEqual([]);
  });

  it('logs a refused build once, however often it is tried again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const build = remoteBuild('logged-once');
    remote.serve('logged-once', { ...build.files, 'assets/label.js': 'export const label = "tampered";\n' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      vi.setSystemTime(Date.now() + 10_000);
      await expect(loadRemotePage('partnerForms', `${remote.origin}/logged-once/remoteEntry.js`, 'page', cacheRoot)).rejects.toThrow();
    }
    expect(remote.asked('/logged-once/assets/label.js')).toBe(3);
    expect(logged.filter((message) => message.includes('assets/label.js'))).toHaveLength(1);
  });
});

describe("a remote's builds kept on the server", () => {
  it('keeps the server code of the current and the previous build only, when its manifest changes ten times', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const entry = `${remote.origin}/redeployed/remoteEntry.js`;
    for (let deploy = 1; deploy <= 10; deploy += 1) {
      remote.serve('redeployed', remoteBuild(`deploy ${deploy}`).files);
      // Past the manifest's age: the next render reads it again.
      vi.setSystemTime(Date.now() + 10_000);
      const page = await loadRemotePage<{ default: string }>('marketing', entry, 'page', cacheRoot);
      expect(page.module).toEqual({ default: `deploy ${deploy} ./page` });
    }
    expect(codeFolders('marketing-')).toHaveLength(2);
    // The runtime's state keeps two builds' instances, share scopes and loaded entries.
    const runtime = globalThis as {
      __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }>; __SHARE__?: Record<string, unknown> };
      __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
    };
    const instances = (runtime.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name);
    expect(instances.filter((name) => name.startsWith('shell_server_marketing_'))).toHaveLength(2);
    expect(Object.keys(runtime.__FEDERATION__?.__SHARE__ ?? {}).filter((name) => name.startsWith('shell_server_marketing_'))).toHaveLength(2);
    expect(Object.keys(runtime.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {}).filter((key) => key.includes('/redeployed/'))).toHaveLength(2);
  });
});
