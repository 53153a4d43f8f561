import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPreparedPages, preparePage } from './prepared-page';
import { NONCE_SLOT } from './server-render';

const page = `<html><head><style nonce="${NONCE_SLOT}">a{}</style><meta name="style-nonce" nonce="${NONCE_SLOT}" /></head><body><div style="--size: 4px">é</div><p style="--size: 4px"></p></body></html>`;

describe('a rendered page prepared for answering', () => {
  it('fills every nonce slot with the answer’s nonce, as UTF-8', () => {
    const prepared = preparePage(page);
    const html = prepared.withNonce('n0nce').toString('utf8');
    expect(html).toBe(page.replaceAll(NONCE_SLOT, 'n0nce'));
    expect(prepared.withNonce('other').toString('utf8')).toContain('nonce="other"');
  });

  it('allows each distinct style attribute once, by its hash', () => {
    const hash = createHash('sha256').update('--size: 4px').digest('base64');
    expect(preparePage(page).styleSources).toBe(`'unsafe-hashes' 'sha256-${hash}'`);
    expect(preparePage('<p>no styles</p>').styleSources).toBe('');
  });

  it('reads a page the server keeps once, and a different page afresh', () => {
    const preparedPage = createPreparedPages();
    expect(preparedPage(page)).toBe(preparedPage(page));
    expect(preparedPage(`${page} `)).not.toBe(preparedPage(page));
  });
});
