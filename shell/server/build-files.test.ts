import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, writeBuiltSite, type TestSite } from '../test/test-site';

const script = `export const greeting = ${JSON.stringify('Hello from the mini-store. '.repeat(200))};\n`;
// A copy told apart from anything the server could compress on the fly: another quality, and a known body.
const copy = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

// A font file is compressed already: the build writes no copy of it, and it is sent as it is.
const font = Buffer.from(`wOF2${'\u0001'.repeat(600)}`, 'latin1');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let site: TestSite;
let dir: string;
let server: http.Server;

/** The answer's bytes as they came over the wire, not decompressed. */
function get(pathname: string, acceptEncoding: string): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function writeFile(relativePath: string, content: string | Buffer) {
  fs.mkdirSync(`${dir}/${relativePath.slice(0, relativePath.lastIndexOf('/'))}`, { recursive: true });
  fs.writeFileSync(`${dir}/${relativePath}`, content);
}

beforeAll(async () => {
  dir = writeBuiltSite();
  writeFile('shell/dist/assets/start-a1b2c3.js', script);
  writeFile('shell/dist/assets/start-a1b2c3.js.br', copy);
  writeFile('shell/dist/assets/plain-d4e5f6.js', script);
  writeFile('mfe-marketing/dist/assets/home-page-a1b2c3.js', script);
  writeFile('mfe-marketing/dist/assets/home-page-a1b2c3.js.br', copy);
  writeFile('mfe-marketing/dist/remoteEntry.js', script);
  writeFile('mfe-marketing/dist/remoteEntry.js.br', Buffer.from('not the container'));
  writeFile('shell/dist/assets/inter-latin-wght-normal-a1b2c3.woff2', font);
  site = await createTestSite({ PUBLIC_DIR: dir });
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the build's Brotli copies of its hashed files", () => {
  it("sends a browser that takes Brotli the shell's and a remote's copies, as scripts kept for a year", async () => {
    for (const file of ['/assets/start-a1b2c3.js', '/remotes/marketing/assets/home-page-a1b2c3.js']) {
      const res = await get(file, 'gzip, deflate, br, zstd');
      expect(res.status, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBe('br');
      expect(res.headers['content-type'], file).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, file).toContain('Accept-Encoding');
      expect(res.body.equals(copy), file).toBe(true);
      expect(zlib.brotliDecompressSync(res.body).toString(), file).toBe(script);
    }
  });

  it('sends a browser without Brotli the file itself, compressed as it goes', async () => {
    const res = await get('/assets/start-a1b2c3.js', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);

    const uncompressed = await get('/assets/start-a1b2c3.js', 'identity');
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body.toString()).toBe(script);
  });

  it('sends a hashed file that has no copy, and never a copy of a file whose name has no hash', async () => {
    const plain = await get('/assets/plain-d4e5f6.js', 'br');
    expect(plain.status).toBe(200);
    expect(plain.body.equals(copy)).toBe(false);
    expect(zlib.brotliDecompressSync(plain.body).toString()).toBe(script);

    // remoteEntry.js keeps its name from one deploy to the next: a copy beside it could be older than it.
    const container = await get('/remotes/marketing/remoteEntry.js', 'br');
    expect(container.status).toBe(200);
    expect(zlib.brotliDecompressSync(container.body).toString()).toBe(script);
  });

  it('sends the copies of a remote deployed while the site runs', async () => {
    writeFile('mfe-marketing/dist/assets/home-page-f7e8d9.js', script);
    writeFile('mfe-marketing/dist/assets/home-page-f7e8d9.js.br', copy);

    const res = await get('/remotes/marketing/assets/home-page-f7e8d9.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(copy)).toBe(true);
  });

  it('answers a missing file with a 404, with or without Brotli', async () => {
    for (const encoding of ['br', 'gzip']) {
      expect((await get('/assets/missing-a1b2c3.js', encoding)).status, encoding).toBe(404);
      expect((await get('/remotes/marketing/assets/missing-a1b2c3.js', encoding)).status, encoding).toBe(404);
    }
  });
});

describe("the shell's brand font", () => {
  it('is sent as it is, as a font kept for a year, without the headers of a page', async () => {
    const res = await get('/assets/inter-latin-wght-normal-a1b2c3.woff2', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.body.equals(font)).toBe(true);
  });
});
