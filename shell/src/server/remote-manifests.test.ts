// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRemotePage } from './remote-manifests';

const manifest = JSON.stringify({ metaData: { ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '' } }, exposes: [] });
/** Each remote's server entry: a federation entry that notes its remote's name in a global when it runs. */
const serverEntryOf = (name: string) =>
  `(globalThis.__REMOTES_RUN__ ??= []).push(${JSON.stringify(name)});\n` +
  `export const init = () => {};\n` +
  `export const get = (module) => () => ({ default: ${JSON.stringify(name)} + ' ' + module });\n`;
const integrity = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
const remotesRun = () => (globalThis as { __REMOTES_RUN__?: string[] }).__REMOTES_RUN__ ?? [];

const requested: string[] = [];
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-ssr-cache-test-'));
const remote = http.createServer((req, res) => {
  requested.push(req.url ?? '');
  const [, name, file] = /^\/([^/]+)\/([^/?]+)/.exec(req.url ?? '') ?? [];
  if (file === 'mf-manifest.json') res.setHeader('Content-Type', 'application/json').end(manifest);
  else if (name && file === 'remoteEntry.ssr.js') res.setHeader('Content-Type', 'text/javascript').end(serverEntryOf(name));
  else res.writeHead(404).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => remote.close(() => resolve()));
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

describe("a remote's integrity on the server", () => {
  it('runs a remote whose manifest and server entry have the configured hashes', async () => {
    const page = await loadRemotePage<{ default: string }>('driverCheckout', `${base}/driverCheckout/remoteEntry.js`, 'driver-page', cacheRoot, {
      manifest: integrity(manifest),
      serverEntry: integrity(serverEntryOf('driverCheckout')),
    });
    expect(page.module).toEqual({ default: 'driverCheckout ./driver-page' });
    expect(remotesRun()).toContain('driverCheckout');
  });

  it('refuses a manifest whose hash differs, before fetching its server entry', async () => {
    requested.length = 0;
    await expect(
      loadRemotePage('blog', `${base}/blog/remoteEntry.js`, 'blog-list-page', cacheRoot, { manifest: integrity('another manifest') }),
    ).rejects.toThrow(/manifest does not match the configured integrity/);
    expect(requested.filter((url) => url.includes('remoteEntry.ssr.js'))).toEqual([]);
    expect(remotesRun()).not.toContain('blog');
  });

  it('refuses a server entry whose hash differs, and never runs it', async () => {
    await expect(
      loadRemotePage('marketing', `${base}/marketing/remoteEntry.js`, 'home-page', cacheRoot, {
        manifest: integrity(manifest),
        serverEntry: integrity('export const get = () => {};'),
      }),
    ).rejects.toThrow(/server entry does not match the configured integrity/);
    expect(remotesRun()).not.toContain('marketing');
  });
});
