import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { standalonePage } from './standalone-page';

/** When on, every request goes on with the address it came with: a Vite that no longer turns page addresses into /index.html. */
let pageAddressesKept = false;
const keepPageAddresses: Plugin = {
  name: 'keep-page-addresses',
  configureServer: {
    order: 'pre',
    handler: (server) => () => {
      server.middlewares.use((req, _res, next) => {
        if (pageAddressesKept && req.originalUrl) req.url = req.originalUrl;
        next();
      });
    },
  },
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-page-'));
let server: ViteDevServer;
let origin = '';

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root,
    cacheDir: path.join(root, '.vite'),
    logLevel: 'silent',
    plugins: [keepPageAddresses, standalonePage('Blog')],
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const openPage = (address: string) => fetch(`${origin}${address}`, { headers: { accept: 'text/html' } });

describe("a remote's page for being opened on its own, on its dev server", () => {
  it.each(['/', '/blog', '/blog/setting-up-minibar-guide?ref=home'])('is the answer to %s', async (address) => {
    const response = await openPage(address);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(html).toContain('<title>Blog</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/src/standalone.tsx"></script>');
    expect(html).toContain('/@vite/client');
  });

  it('answers with an error naming the page when Vite no longer turns its address into /index.html', async () => {
    pageAddressesKept = true;
    try {
      const response = await openPage('/blog');

      expect(response.status).toBe(500);
      expect(await response.text()).toContain('standalone-page: the page /blog was not turned into /index.html by Vite');
    } finally {
      pageAddressesKept = false;
    }
  });
});
