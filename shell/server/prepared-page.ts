import crypto, { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Stands for the style nonce in a rendered page, so one rendered copy serves every visitor:
 * each answer replaces it with its own fresh nonce. Random per process, so no page content
 * can contain it.
 */
export const NONCE_SLOT = `nonce-slot-${randomBytes(16).toString('hex')}`;

/** How an answer's body is encoded: the browser's first choice among these, in this order. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** What answering a rendered page needs that depends only on the page, worked out once per page. */
export interface PreparedPage {
  /** CSP sources allowing exactly the page's inlined style elements and style attributes ('' when it has none). */
  styleSources: string;
  /** The encodings the page was compressed in once, ahead of its answers (none for a page answered once). */
  encodings: readonly PageEncoding[];
  /** Bytes held: the page and each of its compressed copies. */
  bytes: number;
  /** The page's bytes in this encoding, with this answer's nonce in every nonce slot. */
  answer: (nonce: string, encoding?: PageEncoding) => Buffer;
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The CSP source allowing exactly this inline text (a style element's or a style attribute's). */
export function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Brotli at quality 10 is within 2% of 11 on the site's pages and about twice as fast; both
// copies are made once per kept page, never per answer.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_BLOCK_MAX = 0xffff;
const BROTLI_RAW_BLOCK_MAX = 0x10000;

function chunks(bytes: Buffer, size: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) parts.push(bytes.subarray(start, start + size));
  return parts;
}

/**
 * A gzip member of the fixed part (deflated once, ended on a byte boundary) and the tail as
 * stored deflate blocks: one member, as browsers read only the first of several.
 */
function gzipCopy(fixed: Buffer) {
  const deflated = Buffer.concat([GZIP_HEADER, zlib.deflateRawSync(fixed, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })]);
  const fixedCrc = zlib.crc32(fixed);
  return {
    bytes: deflated.length,
    withTail(tail: Buffer): Buffer {
      const blocks = tail.length ? chunks(tail, STORED_BLOCK_MAX) : [tail];
      const parts: Buffer[] = [deflated];
      blocks.forEach((block, i) => {
        const header = Buffer.alloc(5);
        header[0] = i === blocks.length - 1 ? 1 : 0;
        header.writeUInt16LE(block.length, 1);
        header.writeUInt16LE(~block.length & 0xffff, 3);
        parts.push(header, block);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(zlib.crc32(tail, fixedCrc), 0);
      trailer.writeUInt32LE((fixed.length + tail.length) % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

/**
 * A Brotli stream of the fixed part (compressed once, flushed to a byte boundary, not ended),
 * then the tail as uncompressed meta-blocks and the empty last meta-block.
 */
function brotliCopy(fixed: Buffer) {
  const compressed = zlib.brotliCompressSync(fixed, {
    ...BROTLI_OPTIONS,
    params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: fixed.length },
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  });
  return {
    bytes: compressed.length,
    withTail(tail: Buffer): Buffer {
      const parts: Buffer[] = [compressed];
      for (const block of chunks(tail, BROTLI_RAW_BLOCK_MAX)) {
        // ISLAST 0, four length nibbles (MLEN - 1), ISUNCOMPRESSED 1; then the bytes as they are.
        const bits = ((block.length - 1) << 3) | (1 << 19);
        parts.push(Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), block);
      }
      // ISLAST 1, ISLASTEMPTY 1.
      parts.push(Buffer.from([3]));
      return Buffer.concat(parts);
    },
  };
}

export interface PreparePageOptions {
  /** CSP sources of the style elements the server wrote into the page (its inlined stylesheets). */
  styleElements?: readonly string[];
  /** Compress the page once now (Brotli and gzip), for a page answered many times. */
  precompress?: boolean;
}

/**
 * Reads a rendered page (its nonce slots all in its last part, see `static-site.ts`) for
 * answering it. The page is cut at its first nonce slot: the part before is the same in every
 * answer and is compressed once; the short rest carries the nonce and is added to each answer
 * as it is, so a compressed answer is a copy plus a few hundred bytes.
 */
export function preparePage(page: string, { styleElements = [], precompress = false }: PreparePageOptions = {}): PreparedPage {
  const values = new Set([...page.matchAll(STYLE_ATTRIBUTE)].map((match) => decodeAttribute(match[1]!)));
  const attributeSources = values.size ? ["'unsafe-hashes'", ...[...values].map(sha256Source)] : [];
  const styleSources = [...new Set(styleElements), ...attributeSources].join(' ');
  const cut = page.includes(NONCE_SLOT) ? page.indexOf(NONCE_SLOT) : page.length;
  const fixed = Buffer.from(page.slice(0, cut));
  // Encoded once: an answer only copies the parts around its nonce.
  const tailParts = page
    .slice(cut)
    .split(NONCE_SLOT)
    .map((part) => Buffer.from(part));
  const tailWith = (nonce: string) => {
    const nonceBytes = Buffer.from(nonce);
    return Buffer.concat(tailParts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  };
  const copies = precompress ? { br: brotliCopy(fixed), gzip: gzipCopy(fixed) } : undefined;
  const tailBytes = tailParts.reduce((sum, part) => sum + part.length, 0);
  return {
    styleSources,
    encodings: copies ? ['br', 'gzip'] : [],
    bytes: fixed.length + tailBytes + (copies ? copies.br.bytes + copies.gzip.bytes : 0),
    answer(nonce, encoding = 'identity') {
      const tail = tailWith(nonce);
      if (encoding !== 'identity' && copies) return copies[encoding].withTail(tail);
      return Buffer.concat([fixed, tail]);
    },
  };
}
