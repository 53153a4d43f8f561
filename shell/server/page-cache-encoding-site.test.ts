import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteDirectory } from '@minibar/site-config';
import { manifestVersion } from './page-cache';
import { builtSites } from '../test/test-site';

/** A stand-in for the shell's renderer that numbers its renders, so a kept page can be told from a fresh one. */
const renderer = `
let renders = 0;
export async function renderPage(request) {
  renders += 1;
  const url = new URL(request.url, 'http://localhost');
  return {
    appHtml: '<main><p style="pointer-events:none">render ' + process.pid + '.' + renders + '</p>' + 'Drive with us. '.repeat(500) + '</main>',
    stylesheets: ['/remotes/blog/assets/post.css'],
    modulePreloads: [],
    remote: { name: 'blog', version: url.searchParams.get('built') ?? 'unknown' },
    state: { remoteEntries: request.remoteEntries, page: { key: 'blog/blog-list-page', failed: false }, today: '2026-01-01' },
  };
}
`;
const manifest = '{"name":"blog","metaData":{"buildVersion":"1.0.0"}}';
const stylesheet = '.post {\r\n  color: teal;\r\n}\r\n';
const inlineScript = 'document.documentElement.dataset.scripts = "on";';
const url = `/blog?built=${manifestVersion(manifest)}`;

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

interface Answer {
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  body: Buffer;
  /** The body decoded as its Content-Encoding says. */
  html: string;
}

let origin = '';
let server: http.Server;
const openBuiltSite = builtSites(afterAll);

beforeAll(async () => {
  const site = await openBuiltSite({
    renderer,
    pageHead: `<title>x</title><script>${inlineScript}</script>`,
    env: { RENDER_DEADLINE_MS: '30000' },
    prepare(dir) {
      for (const { folder } of Object.values(remoteDirectory)) {
        fs.mkdirSync(path.join(dir, folder, 'dist', 'assets'), { recursive: true });
        fs.writeFileSync(path.join(dir, folder, 'dist', 'mf-manifest.json'), manifest);
      }
      fs.writeFileSync(path.join(dir, 'mfe-blog', 'dist', 'assets', 'post.css'), stylesheet);
    },
  });
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One GET with exactly these headers (no client adds an Accept-Encoding of its own). */
function get(headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({ headers: res.headers, body, html: decoded.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

const nonceIn = (answer: Answer) => /<meta name="style-nonce" nonce="([^"]+)" \/><\/body><\/html>$/.exec(answer.html)?.[1];
const directive = (answer: Answer, name: string) =>
  String(answer.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** The page's first answer renders and keeps it; every later one is the kept page. */
async function keptPage(): Promise<Answer> {
  const first = await get({ 'Accept-Encoding': 'identity' });
  expect(first.headers['content-encoding']).toBeUndefined();
  const kept = await get({});
  expect(kept.html.replace(nonceIn(kept)!, '')).toBe(first.html.replace(nonceIn(first)!, ''));
  return kept;
}

describe('a kept page, answered from its compressed copies', () => {
  it('answers Brotli and gzip that decompress to exactly the page as it is, each with a fresh nonce its CSP names', async () => {
    const identity = await keptPage();
    const br = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'Accept-Encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const nonces = [identity, br, gzip].map(nonceIn);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, answer] of [identity, br, gzip].entries()) {
      expect(answer.html.replace(nonces[i]!, 'NONCE')).toBe(identity.html.replace(nonces[0]!, 'NONCE'));
      expect(directive(answer, 'style-src')).toContain(`'nonce-${nonces[i]}'`);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // The copy made once, then the page's last bytes with this answer's nonce as they are:
    // compressed for each answer, the nonce would not be in the answer's bytes.
    expect(br.body.length).toBeLessThan(identity.body.length / 4);
    expect(gzip.body.length).toBeLessThan(identity.body.length / 4);
    expect(br.body.includes(`${nonces[1]}" /></body></html>`)).toBe(true);
    expect(gzip.body.includes(`${nonces[2]}" /></body></html>`)).toBe(true);
  });

  it('answers a client that names no encoding, or refuses both, with the page as it is', async () => {
    await keptPage();
    for (const headers of [{}, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Array<Record<string, string>>) {
      const answer = await get(headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.html).toContain('<main><p style="pointer-events:none">render ');
    }
    expect((await get({ 'Accept-Encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it("allows exactly the page's inline script, its inlined stylesheet and its style attribute, by hash", async () => {
    await keptPage();
    const answer = await get({ 'Accept-Encoding': 'br' });
    const styleSrc = directive(answer, 'style-src');
    const scriptSrc = directive(answer, 'script-src');
    expect(scriptSrc).toContain(sha256(inlineScript));
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(1);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The stylesheet as the page holds it, line breaks as a browser reads them.
    expect(answer.html).toContain(`<style data-href="/remotes/blog/assets/post.css">${stylesheet.replace(/\r\n/g, '\n')}</style>`);
    expect(styleSrc).toContain(sha256(stylesheet.replace(/\r\n/g, '\n')));
    expect(styleSrc).toContain(`'unsafe-hashes' ${sha256('pointer-events:none')}`);
    expect(styleSrc.match(/'sha256-/g)).toHaveLength(2);
    expect(styleSrc).not.toContain('unsafe-inline');
    // The nonce is in the page once, at its end, and nowhere else.
    expect(answer.html.split(nonceIn(answer)!)).toHaveLength(2);
    expect(answer.html).not.toMatch(/<style nonce=/);
  });
});
