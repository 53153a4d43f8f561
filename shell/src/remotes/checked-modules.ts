import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** True where the browser preloads modules (and so checks a preload's `integrity`). */
function preloadsModules(doc: Document): boolean {
  try {
    return doc.createElement('link').relList?.supports('modulepreload') ?? false;
  } catch {
    return false;
  }
}

/** Whether a module preload carrying a hash ended with the module kept (its bytes had that hash) or refused. */
function outcomeOf(link: HTMLLinkElement): Promise<boolean> {
  const checked = link.dataset.checked;
  if (checked) return Promise.resolve(checked === 'ok');
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Whether a failed preload had its answer (so its bytes failed the hash), rather than failing
 * on the network: the page's resource timing holds the answer's status.
 */
function answeredWithOtherBytes(doc: Document, link: HTMLLinkElement): boolean {
  const timing = doc.defaultView?.performance?.getEntriesByName?.(link.href) ?? [];
  return timing.some((entry) => ((entry as PerformanceResourceTiming).responseStatus ?? 0) >= 200);
}

/** How long a module preloaded again may take before it counts as failed. */
const PRELOAD_AGAIN_WAIT_MS = 5000;

/**
 * A preload that failed on the network, preloaded again (fetched and checked afresh) on the
 * next load of its remote. One whose bytes failed the hash is refused for this page.
 */
function preloadAgain(doc: Document, failed: HTMLLinkElement): Promise<boolean> {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = failed.href;
  link.setAttribute('integrity', failed.getAttribute('integrity') ?? '');
  if (failed.crossOrigin !== null) link.crossOrigin = failed.crossOrigin;
  failed.replaceWith(link);
  // A browser that keeps the failed module may end the new preload with no event at all: it
  // then counts as failed, so the page shows its fallback instead of waiting for ever.
  const unanswered = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PRELOAD_AGAIN_WAIT_MS));
  return Promise.race([outcomeOf(link), unanswered]).then((ok) => {
    link.dataset.checked = ok ? 'ok' : 'failed';
    return ok;
  });
}

/**
 * The page preloads its remote's modules with the hashes the remote's build lists (the start
 * scripts mark each preload `data-checked` when it ends). Before a remote's entry is imported,
 * this waits for the preloads of that remote's files: a module whose preload succeeded is kept
 * by the browser and imported as checked; a remote one of whose preloads failed is refused
 * (its page shows the fallback), since `import()` takes no hash and would fetch the file again
 * unchecked. The next load of that remote (Try again) preloads again a file that failed on the
 * network. Modules the page does not preload, and pages the server did not render, are not
 * checked in the browser.
 */
export function checkedPageModules(doc: Document = document): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-checked-page-modules',
    async loadEntry({ remoteInfo }) {
      if (!preloadsModules(doc)) return undefined;
      const folder = new URL('./', new URL(remoteInfo.entry, doc.baseURI)).href;
      const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][integrity]')].filter((link) => link.href.startsWith(folder));
      const outcomes = await Promise.all(
        links.map((link) => {
          if (link.dataset.checked !== 'failed') return outcomeOf(link);
          return answeredWithOtherBytes(doc, link) ? Promise.resolve(false) : preloadAgain(doc, link);
        }),
      );
      if (outcomes.includes(false)) {
        throw new Error(`Remote "${remoteInfo.name}": a module of this page does not have the hash its build lists; the remote is not loaded`);
      }
      return undefined;
    },
  };
}
