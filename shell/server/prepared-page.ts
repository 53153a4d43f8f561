import crypto from 'node:crypto';
import { NONCE_SLOT } from './server-render';

/** What answering a rendered page needs that depends only on the page, worked out once per page. */
export interface PreparedPage {
  /** CSP sources allowing exactly the page's style attributes ('' when it has none). */
  styleSources: string;
  /** The page's bytes with this answer's nonce in every nonce slot. */
  withNonce: (nonce: string) => Buffer;
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

function sha256Source(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Reads a rendered page (its style elements carrying NONCE_SLOT) for answering it. */
export function preparePage(page: string): PreparedPage {
  const values = new Set([...page.matchAll(STYLE_ATTRIBUTE)].map((match) => decodeAttribute(match[1]!)));
  const styleSources = values.size ? ["'unsafe-hashes'", ...[...values].map(sha256Source)].join(' ') : '';
  // Encoded once: an answer only copies the parts around its nonce.
  const parts = page.split(NONCE_SLOT).map((part) => Buffer.from(part));
  return {
    styleSources,
    withNonce(nonce) {
      const nonceBytes = Buffer.from(nonce);
      return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    },
  };
}

const PAGES_REMEMBERED = 64;

/**
 * Prepared pages for the last pages answered. A page the server keeps is the same string on
 * every answer, so it is read and encoded once. Only for pages that are the same for every
 * visitor: a page holding a form's answer is prepared with `preparePage` and forgotten.
 */
export function createPreparedPages() {
  const remembered = new Map<string, PreparedPage>();
  return function preparedPage(page: string): PreparedPage {
    let prepared = remembered.get(page);
    if (!prepared) {
      prepared = preparePage(page);
      if (remembered.size >= PAGES_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(page, prepared);
    }
    return prepared;
  };
}
