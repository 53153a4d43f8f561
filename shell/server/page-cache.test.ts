import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, createRemoteVersions, manifestVersion, REMOTE_VERSION_MAX_AGE_MS, type PageKeyParts } from './page-cache';

const parts = (overrides: Partial<PageKeyParts> = {}): PageKeyParts => ({
  url: '/blog',
  template: '<html><head><title>Blog</title></head><body><div id="root"></div></body></html>',
  remoteVersions: 'a.b',
  day: '2026-11-23',
  ...overrides,
});

describe('rendered page cache', () => {
  it('gives back a page only for the same URL, shell HTML, remote builds and day', () => {
    const cache = createPageCache(1024 * 1024);
    cache.set(parts(), '<p>rendered</p>');
    expect(cache.get(parts())).toBe('<p>rendered</p>');
    expect(cache.get(parts({ url: '/blog?category=Rideshare' }))).toBeUndefined();
    expect(cache.get(parts({ template: '<html>another shell build</html>' }))).toBeUndefined();
    expect(cache.get(parts({ remoteVersions: 'a.c' }))).toBeUndefined();
    expect(cache.get(parts({ day: '2026-11-24' }))).toBeUndefined();
  });

  it('keeps within its memory bound, dropping the least recently used pages first', () => {
    const cache = createPageCache(3000);
    const page = 'x'.repeat(1000);
    cache.set(parts({ url: '/a' }), page);
    cache.set(parts({ url: '/b' }), page);
    expect(cache.get(parts({ url: '/a' }))).toBe(page);
    cache.set(parts({ url: '/c' }), page);
    cache.set(parts({ url: '/d' }), page);
    expect(cache.size).toBe(3);
    expect(cache.get(parts({ url: '/b' }))).toBeUndefined();
    expect(cache.get(parts({ url: '/a' }))).toBe(page);
  });

  it('keeps nothing when its memory is set to 0', () => {
    const cache = createPageCache(0);
    cache.set(parts(), '<p>rendered</p>');
    expect(cache.enabled).toBe(false);
    expect(cache.get(parts())).toBeUndefined();
  });
});

describe('remote builds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads each manifest once per two seconds and sees a new build after that', async () => {
    vi.useFakeTimers();
    const manifests: Record<string, string> = {
      'https://cdn.test/blog/mf-manifest.json': '{"v":1}',
      'https://cdn.test/marketing/mf-manifest.json': '{"v":1}',
    };
    const readManifest = vi.fn(async (url: string) => manifests[url]);
    const currentVersions = createRemoteVersions(readManifest);
    const urls = Object.keys(manifests);

    const first = await currentVersions(urls);
    expect(first).toEqual({ [urls[0]!]: manifestVersion('{"v":1}'), [urls[1]!]: manifestVersion('{"v":1}') });
    manifests['https://cdn.test/blog/mf-manifest.json'] = '{"v":2}';
    expect(await currentVersions(urls)).toEqual(first);
    expect(readManifest).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(REMOTE_VERSION_MAX_AGE_MS);
    const second = await currentVersions(urls);
    expect(second?.['https://cdn.test/blog/mf-manifest.json']).toBe(manifestVersion('{"v":2}'));
    expect(second?.['https://cdn.test/marketing/mf-manifest.json']).toBe(first?.['https://cdn.test/marketing/mf-manifest.json']);
    expect(readManifest).toHaveBeenCalledTimes(4);
  });

  it("names a build as the renderer does: the first 16 hex digits of the manifest's SHA-256", async () => {
    const text = '{"name":"blog"}';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    expect(manifestVersion(text)).toBe(Buffer.from(digest).toString('hex').slice(0, 16));
  });

  it('names no version while a remote cannot be read, so its pages are rendered afresh', async () => {
    const currentVersions = createRemoteVersions(async (url) => (url.includes('blog') ? undefined : '{}'));
    expect(await currentVersions(['https://cdn.test/blog/mf-manifest.json', 'https://cdn.test/marketing/mf-manifest.json'])).toBeUndefined();
  });
});
