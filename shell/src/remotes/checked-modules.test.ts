import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedPageModules } from './checked-modules';

const hash = `sha256-${'A'.repeat(43)}=`;

/** A module preload the start scripts wrote, with its hash, and how it ended so far. */
function preload(href: string, checked?: 'ok' | 'failed'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.setAttribute('integrity', hash);
  if (checked) link.dataset.checked = checked;
  document.head.append(link);
  return link;
}

/** What the federation runtime's loading of a remote's entry comes to with the plugin: loaded, or refused with its reason. */
function loadEntry(name: string, entry: string): Promise<string> {
  const hook = checkedPageModules().loadEntry as (args: unknown) => Promise<unknown>;
  return hook({ remoteInfo: { name, entry, type: 'module' } }).then(
    () => 'loaded',
    (error: Error) => `refused: ${error.message}`,
  );
}

describe("a remote's preloaded modules, checked in the browser before the remote is loaded", () => {
  beforeEach(() => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('loads a remote whose preloads all had the hashes its build lists', async () => {
    preload('/remotes/blog/remoteEntry.js', 'ok');
    preload('/remotes/blog/assets/page.js', 'ok');
    expect(await loadEntry('blog', '/remotes/blog/remoteEntry.js')).toBe('loaded');
  });

  it('preloads a failed module again on the next load, and loads the remote once it has its hash', async () => {
    preload('/remotes/blog/assets/page.js', 'failed');
    const loading = loadEntry('blog', '/remotes/blog/remoteEntry.js');
    const again = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]:not([data-checked])');
    expect(again?.getAttribute('integrity')).toBe(hash);
    again!.dispatchEvent(new Event('load'));
    expect(await loading).toBe('loaded');
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('refuses a remote whose preload was answered with other bytes, without fetching the file again', async () => {
    const link = preload('/remotes/blog/assets/page.js', 'failed');
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ name: link.href, responseStatus: 200 } as unknown as PerformanceEntry]);
    expect(await loadEntry('blog', '/remotes/blog/remoteEntry.js')).toMatch(/^refused: Remote "blog": a module of this page does not have the hash/);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')]).toEqual([link]);
  });

  it('refuses the remote when the module preloaded again never answers, instead of waiting for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      preload('/remotes/blog/assets/page.js', 'failed');
      const loading = loadEntry('blog', '/remotes/blog/remoteEntry.js');
      await vi.advanceTimersByTimeAsync(5000);
      expect(await loading).toMatch(/^refused/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the remote again when the module preloaded again still fails its hash', async () => {
    preload('/remotes/blog/assets/page.js', 'failed');
    const loading = loadEntry('blog', '/remotes/blog/remoteEntry.js');
    document.head.querySelector('link[rel="modulepreload"]:not([data-checked])')!.dispatchEvent(new Event('error'));
    expect(await loading).toMatch(/^refused/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.dataset.checked).toBe('failed');
  });

  it('waits for a preload still under way, and refuses the remote when it fails', async () => {
    const link = preload('/remotes/blog/assets/page.js');
    const loading = loadEntry('blog', '/remotes/blog/remoteEntry.js');
    link.dispatchEvent(new Event('error'));
    expect(await loading).toMatch(/^refused/);
  });

  it('waits for a preload still under way, and loads the remote when it succeeds', async () => {
    const link = preload('/remotes/blog/assets/page.js');
    const loading = loadEntry('blog', '/remotes/blog/remoteEntry.js');
    link.dispatchEvent(new Event('load'));
    expect(await loading).toBe('loaded');
  });

  it("does not hold a remote back for another remote's failed preload", async () => {
    preload('/remotes/marketing/assets/home-page.js', 'failed');
    expect(await loadEntry('blog', '/remotes/blog/remoteEntry.js')).toBe('loaded');
  });

  it('loads the remote at once where the browser does not preload modules, having nothing to wait for', async () => {
    vi.mocked(DOMTokenList.prototype.supports).mockReturnValue(false);
    preload('/remotes/blog/assets/page.js');
    expect(await loadEntry('blog', '/remotes/blog/remoteEntry.js')).toBe('loaded');
  });
});
