import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_SLOT, preparePage } from './prepared-page';

const page = `<html><head><style>a{}</style></head><body><div style="--size: 4px">é</div><p style="--size: 4px"></p><meta name="style-nonce" nonce="${NONCE_SLOT}" /></body></html>`;

/** A page the size of the site's, half of it text that does not compress. */
const largePage = `<html><body>${'<p>Drive with us, keep 80%.</p>'.repeat(2000)}${randomBytes(40_000).toString('base64')}<meta nonce="${NONCE_SLOT}" /><i nonce="${NONCE_SLOT}">${randomBytes(70_000).toString('hex')}</i></body></html>`;

describe('a rendered page prepared for answering', () => {
  it('fills every nonce slot with the answer’s nonce, as UTF-8', () => {
    const prepared = preparePage(page);
    const html = prepared.answer('n0nce').toString('utf8');
    expect(html).toBe(page.replaceAll(NONCE_SLOT, 'n0nce'));
    expect(prepared.answer('other').toString('utf8')).toContain('nonce="other"');
  });

  it('allows each distinct style attribute once, by its hash, after the style elements the server inlined', () => {
    const hash = createHash('sha256').update('--size: 4px').digest('base64');
    expect(preparePage(page).styleSources).toBe(`'unsafe-hashes' 'sha256-${hash}'`);
    expect(preparePage(page, { styleElements: ["'sha256-a'", "'sha256-a'"] }).styleSources).toBe(`'sha256-a' 'unsafe-hashes' 'sha256-${hash}'`);
    expect(preparePage('<p>no styles</p>').styleSources).toBe('');
  });

  it('compresses a page only when asked to, and counts its copies in its size', () => {
    const once = preparePage(page);
    expect(once.encodings).toEqual([]);
    expect(once.answer('n0nce', 'br').toString('utf8')).toBe(page.replaceAll(NONCE_SLOT, 'n0nce'));
    const kept = preparePage(page, { precompress: true });
    expect(kept.encodings).toEqual(['br', 'gzip']);
    expect(kept.bytes).toBeGreaterThan(once.bytes + 2 * 20);
  });

  for (const [name, html] of [
    ['a small page', page],
    ['a page with a nonce before 100 kB that cannot be compressed', largePage],
    ['a page without a nonce', '<html><body>é</body></html>'],
  ] as const) {
    it(`answers ${name} in Brotli and gzip that decompress to the page with the answer's nonce`, () => {
      const prepared = preparePage(html, { precompress: true });
      for (const nonce of ['n0nce', 'AnotherNonce+/=']) {
        const expected = html.replaceAll(NONCE_SLOT, nonce);
        expect(zlib.brotliDecompressSync(prepared.answer(nonce, 'br')).toString('utf8')).toBe(expected);
        // gunzip checks the length and CRC-32 the answer ends with.
        expect(zlib.gunzipSync(prepared.answer(nonce, 'gzip')).toString('utf8')).toBe(expected);
        expect(prepared.answer(nonce, 'identity').toString('utf8')).toBe(expected);
      }
    });
  }

  it('sends the part before the nonce compressed once, not again for each answer', () => {
    const prepared = preparePage(largePage.replace(/<i [\s\S]*<\/i>/, ''), { precompress: true });
    const br = prepared.answer('n0nce', 'br');
    expect(br.length).toBeLessThan(Buffer.byteLength(largePage) / 3);
    expect(prepared.answer('n0nce', 'br').subarray(0, -100)).toEqual(br.subarray(0, -100));
  });
});
