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
    const page = { bytes: 15 };
    cache.set(parts(), page);
    expect(cache.get(parts())).toBe(page);
    expect(cache.get(parts({ url: '/blog?category=Rideshare' }))).toBeUndefined();
    expect(cache.get(parts({ template: '<html>another shell build</html>' }))).toBeUndefined();
    expect(cache.get(parts({ remoteVersions: 'a.c' }))).toBeUndefined();
    expect(cache.get(parts({ day: '2026-11-24' }))).toBeUndefined();
  });

  it('keeps within its memory bound, dropping the least recently used pages first', () => {
    const cache = createPageCache(3000);
    const page = { bytes: 1000 };
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
    cache.set(parts(), { bytes: 15 });
    expect(cache.enabled).toBe(false);
    expect(cache.get(parts())).toBeUndefined();
  });
});

describe('remote builds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const blog = 'https://cdn.test/blog/mf-manifest.json';
  const marketing = 'https://cdn.test/marketing/mf-manifest.json';

  it('reads each manifest once per two seconds and sees a new build after that', async () => {
    vi.useFakeTimers();
    const manifests: Record<string, string> = { [blog]: '{"v":1}', [marketing]: '{"v":1}' };
    const readManifest = vi.fn(async (url: string) => manifests[url]);
    const versionOf = createRemoteVersions(readManifest);

    const first = [await versionOf(blog), await versionOf(marketing)];
    expect(first).toEqual([manifestVersion('{"v":1}'), manifestVersion('{"v":1}')]);
    manifests[blog] = '{"v":2}';
    expect([await versionOf(blog), await versionOf(marketing)]).toEqual(first);
    expect(readManifest).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(REMOTE_VERSION_MAX_AGE_MS);
    expect(await versionOf(blog)).toBe(manifestVersion('{"v":2}'));
    expect(await versionOf(marketing)).toBe(first[1]);
    expect(readManifest).toHaveBeenCalledTimes(4);
  });

  it("names a build as the renderer does: the first 16 hex digits of the manifest's SHA-256", async () => {
    const text = '{"name":"blog"}';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    expect(manifestVersion(text)).toBe(Buffer.from(digest).toString('hex').slice(0, 16));
  });

  it('names no version while a remote cannot be read, so its pages are rendered afresh, and still names the others', async () => {
    const versionOf = createRemoteVersions(async (url) => (url === blog ? undefined : '{}'));
    expect(await versionOf(blog)).toBeUndefined();
    expect(await versionOf(marketing)).toBe(manifestVersion('{}'));
  });

  it('names no version for a remote whose read passes its deadline, and stops that read', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const versionOf = createRemoteVersions(
      (url, signal) => (url === blog ? new Promise<string>(() => signal.addEventListener('abort', () => (aborted = true))) : Promise.resolve('{}')),
      { deadlineMs: 1000 },
    );
    const held = versionOf(blog);
    expect(await versionOf(marketing)).toBe(manifestVersion('{}'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await held).toBeUndefined();
    expect(aborted).toBe(true);
  });

  it('leaves a remote unread for a while after failed reads in a row, answering no version at once, then tries it again', async () => {
    vi.useFakeTimers();
    let up = false;
    const readManifest = vi.fn(async () => (up ? '{"v":1}' : undefined));
    const versionOf = createRemoteVersions(readManifest, { failuresBeforePause: 3, pauseMs: 10_000 });
    for (let read = 0; read < 3; read += 1) {
      expect(await versionOf(blog)).toBeUndefined();
      vi.advanceTimersByTime(REMOTE_VERSION_MAX_AGE_MS);
    }
    expect(readManifest).toHaveBeenCalledTimes(3);
    up = true;
    expect(await versionOf(blog)).toBeUndefined();
    expect(readManifest).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_000);
    expect(await versionOf(blog)).toBe(manifestVersion('{"v":1}'));
    expect(readManifest).toHaveBeenCalledTimes(4);
  });

  it('pauses a remote again at once when the read after its pause fails too', async () => {
    vi.useFakeTimers();
    const readManifest = vi.fn(async () => undefined);
    const versionOf = createRemoteVersions(readManifest, { failuresBeforePause: 3, pauseMs: 10_000 });
    for (let read = 0; read < 3; read += 1) {
      await versionOf(blog);
      vi.advanceTimersByTime(REMOTE_VERSION_MAX_AGE_MS);
    }
    vi.advanceTimersByTime(10_000);
    await versionOf(blog);
    expect(readManifest).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(REMOTE_VERSION_MAX_AGE_MS);
    expect(await versionOf(blog)).toBeUndefined();
    expect(readManifest).toHaveBeenCalledTimes(4);
  });
});
