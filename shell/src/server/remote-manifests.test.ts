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
const serverEntry = 'globalThis.__REMOTE_CODE_RAN__ = true; export const get = () => ({});';
const integrity = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

const requested: string[] = [];
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-ssr-cache-test-'));
const remote = http.createServer((req, res) => {
  requested.push(req.url ?? '');
  if (req.url?.endsWith('mf-manifest.json')) res.setHeader('Content-Type', 'application/json').end(manifest);
  else if (req.url?.endsWith('remoteEntry.ssr.js')) res.setHeader('Content-Type', 'text/javascript').end(serverEntry);
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
  it('refuses a manifest whose hash differs, before fetching its server entry', async () => {
    requested.length = 0;
    await expect(
      loadRemotePage('blog', `${base}/blog/remoteEntry.js`, 'blog-list-page', cacheRoot, { manifest: integrity('another manifest') }),
    ).rejects.toThrow(/manifest does not match the configured integrity/);
    expect(requested.filter((url) => url.includes('remoteEntry.ssr.js'))).toEqual([]);
  });

  it('refuses a server entry whose hash differs, and never runs it', async () => {
    await expect(
      loadRemotePage('marketing', `${base}/marketing/remoteEntry.js`, 'home-page', cacheRoot, {
        manifest: integrity(manifest),
        serverEntry: integrity('export const get = () => {};'),
      }),
    ).rejects.toThrow(/server entry does not match the configured integrity/);
    expect((globalThis as { __REMOTE_CODE_RAN__?: boolean }).__REMOTE_CODE_RAN__).toBeUndefined();
  });
});
