import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = fs.readFileSync(path.join(import.meta.dirname, 'start-scripts.js'), 'utf8');

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** Stands in for the browser's paint timing: the test says when the page has painted. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static callbacks: PaintCallback[] = [];
  constructor(callback: PaintCallback) {
    PaintObserver.callbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

function paint(name: string) {
  for (const callback of PaintObserver.callbacks) {
    callback({ getEntriesByName: (entry) => (entry === name ? [{ name }] : []) }, { disconnect() {} });
  }
}

/** What the page has asked the browser to load, in order: module preloads, then the entry. */
function requested(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element.tagName === 'LINK' ? `preload ${element.getAttribute('href')}` : `entry ${element.getAttribute('src')}`,
  );
}

function page({ serverRendered }: { serverRendered: boolean }) {
  document.head.innerHTML =
    '<script type="application/json" id="app-scripts">{"entry":"/assets/entry.js","modules":["/assets/react.js"]}</script>' +
    (serverRendered
      ? '<script type="application/json" id="page-modules">["/remotes/marketing/home-page.js"]</script><script type="application/json" id="ssr-state">{}</script>'
      : '');
  document.body.innerHTML = '<div id="root"></div>';
}

describe("the page's start scripts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    PaintObserver.callbacks = [];
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("loads the site's code only once the server-rendered page has painted, the page's modules beside the shell's", () => {
    page({ serverRendered: true });
    new Function(script)();
    expect(requested()).toEqual([]);

    paint('first-paint');
    expect(requested()).toEqual([]);

    paint('first-contentful-paint');
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual(['preload /assets/react.js', 'preload /remotes/marketing/home-page.js', 'entry /assets/entry.js']);
    // Fetched in the same mode as the modules they import, so the preloads are used.
    expect([...document.head.querySelectorAll('link, script[src]')].map((element) => element.getAttribute('crossorigin'))).toEqual(['', '', '']);
  });

  it('loads it once only, when the paint comes after the wait ran out', () => {
    page({ serverRendered: true });
    new Function(script)();
    vi.advanceTimersByTime(2000);
    paint('first-contentful-paint');
    vi.runOnlyPendingTimers();
    expect(requested()).toEqual(['preload /assets/react.js', 'preload /remotes/marketing/home-page.js', 'entry /assets/entry.js']);
  });

  it('loads it at once on a page the server did not render, which has nothing to paint first', () => {
    page({ serverRendered: false });
    new Function(script)();
    expect(requested()).toEqual(['preload /assets/react.js', 'entry /assets/entry.js']);
  });

  it('asks for a long list of modules a few per task, the entry last', () => {
    const modules = Array.from({ length: 10 }, (_, index) => `/assets/module-${index}.js`);
    page({ serverRendered: false });
    document.getElementById('app-scripts')!.textContent = JSON.stringify({ entry: '/assets/entry.js', modules });
    new Function(script)();
    const firstTask = requested().length;
    expect(firstTask).toBeGreaterThan(0);
    expect(firstTask).toBeLessThan(modules.length);

    vi.runAllTimers();
    expect(requested()).toEqual([...modules.map((href) => `preload ${href}`), 'entry /assets/entry.js']);
  });

  it("preloads a remote's module with the hash the server lists for it, so the browser runs it only with that hash", () => {
    const hash = `sha256-${'A'.repeat(43)}=`;
    page({ serverRendered: false });
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="page-modules">[{"href":"/remotes/blog/remoteEntry.js","integrity":"${hash}"},{"href":"/remotes/blog/no-hash.js"}]</script>`,
    );
    new Function(script)();
    vi.runAllTimers();
    expect(requested()).toEqual(['preload /assets/react.js', 'preload /remotes/blog/remoteEntry.js', 'entry /assets/entry.js']);
    const remoteEntry = document.head.querySelector('link[href="/remotes/blog/remoteEntry.js"]');
    expect(remoteEntry?.getAttribute('integrity')).toBe(hash);
    expect(document.head.querySelector('link[href="/assets/react.js"]')?.hasAttribute('integrity')).toBe(false);
  });

  it('marks how each preload carrying a hash ended, for the shell to refuse a remote whose module failed it', () => {
    page({ serverRendered: false });
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="page-modules">[{"href":"/remotes/blog/a.js","integrity":"sha256-${'A'.repeat(43)}="},{"href":"/remotes/blog/b.js","integrity":"sha256-${'B'.repeat(43)}="}]</script>`,
    );
    new Function(script)();
    vi.runAllTimers();
    const [first, second] = ['/remotes/blog/a.js', '/remotes/blog/b.js'].map((href) => document.head.querySelector(`link[href="${href}"]`)!);
    expect(first!.hasAttribute('data-checked')).toBe(false);
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error'));
    expect([first!.getAttribute('data-checked'), second!.getAttribute('data-checked')]).toEqual(['ok', 'failed']);
  });

  it('loads it at once in a tab that is not shown, which does not paint', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    page({ serverRendered: true });
    new Function(script)();
    vi.runOnlyPendingTimers();
    expect(requested()).toHaveLength(3);
  });
});
