import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { remotePagesSchema } from '@minibar/contracts';
import { knownPages, PageTable, remoteNames, type PageEntry, type RemoteName } from '@minibar/site-config';
import type { SiteServerConfig } from './config';
import { currentRemotes } from './remotes-config';

/** How often a remote's pages are read again, and how long one read may take. */
export const SITE_PAGES_DEFAULTS = { maxAgeMs: 2000, deadlineMs: 1000 };

/** What a remote's manifest says of its pages: declared, none (a release from before remotes declared them), or unreadable. */
type Declared = { pages: PageEntry[] } | 'none' | { problem: string };

interface RemoteState {
  manifestUrl: string;
  readAt: number;
  /** The read under way, if any. */
  reading?: Promise<void>;
  /** True once one read has ended, whatever its outcome. */
  settled: boolean;
  /** The last pages it declared that could be read; undefined: the known pages of a release that declares none. */
  pages?: PageEntry[];
}

/** Where this server reads each remote's manifest: beside the entry /remotes.json names, as this server reaches it. */
export function manifestUrls(config: SiteServerConfig, req: Request): Partial<Record<RemoteName, string>> {
  const self = `http://127.0.0.1:${req.socket.localPort}/`;
  return Object.fromEntries(
    Object.entries(currentRemotes(config)).map(([name, source]) => [name, new URL('mf-manifest.json', new URL(source.url, self)).href]),
  );
}

async function fetchManifest(url: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { signal, cache: 'no-store' });
  return response.ok ? await response.text() : undefined;
}

function declaredIn(name: RemoteName, text: string): Declared {
  let declared: unknown;
  try {
    declared = (JSON.parse(text) as { metaData?: { pages?: unknown } } | null)?.metaData?.pages;
  } catch {
    return { problem: 'its manifest is not JSON' };
  }
  if (declared === undefined) return 'none';
  const parsed = remotePagesSchema.safeParse(declared);
  if (!parsed.success) {
    const format = (declared as { format?: unknown } | null)?.format;
    const issue = parsed.error.issues[0];
    return {
      problem: `its pages (format ${JSON.stringify(format)}) cannot be read: ${issue?.path.join('.') || 'pages'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { pages: parsed.data.pages.map((page) => ({ ...page, remote: name })) };
}

/**
 * The site's pages, read at run time from each remote's manifest, where its build writes the
 * pages it declares: a remote adds or changes a page with its own deploy. Each remote is
 * read on its own schedule (every two seconds at most, within a deadline) and never holds a
 * request once it has been read: requests get the pages as last read while a new read runs.
 * A remote whose pages cannot be read keeps its last pages read; one whose release declares
 * none is served the known pages. Of a path two remotes declare, the remote that served it
 * keeps it and the other's page is refused. Each problem is logged once.
 */
export function createSitePages(
  log: (message: string) => void,
  readManifest: (url: string, signal: AbortSignal) => Promise<string | undefined> = fetchManifest,
  options: { maxAgeMs?: number; deadlineMs?: number } = {},
) {
  const { maxAgeMs, deadlineMs } = { ...SITE_PAGES_DEFAULTS, ...options };
  const states = new Map<RemoteName, RemoteState>();
  const logged = new Set<string>();
  const logOnce = (message: string) => {
    if (logged.has(message)) return;
    logged.add(message);
    log(message);
  };
  let built: { key: string; table: PageTable } | undefined;

  function read(name: RemoteName, state: RemoteState): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    state.readAt = Date.now();
    state.reading = readManifest(state.manifestUrl, controller.signal)
      .catch(() => undefined)
      .then((text) => {
        if (text === undefined) return;
        const declared = declaredIn(name, text);
        if (declared === 'none') state.pages = undefined;
        else if ('pages' in declared) state.pages = declared.pages;
        else logOnce(`Remote "${name}": ${declared.problem}; its pages as last read are kept`);
      })
      .finally(() => {
        clearTimeout(timer);
        state.reading = undefined;
        state.settled = true;
      });
    return state.reading;
  }

  function tableOf(chosen: Array<[RemoteName, readonly PageEntry[]]>): PageTable {
    const key = createHash('sha256').update(JSON.stringify(chosen)).digest('hex');
    if (built?.key === key) return built.table;
    // A path two remotes declare stays with the remote that served it so far (a page never
    // moves to another remote by accident); a path new to both goes to the first in order.
    const servedBy = new Map((built?.table.entries ?? knownPages).map((entry) => [entry.path, entry.remote]));
    const byPath = new Map<string, PageEntry>();
    for (const [, pages] of chosen) {
      for (const page of pages) {
        const taken = byPath.get(page.path);
        if (!taken) {
          byPath.set(page.path, page);
          continue;
        }
        const [kept, refused] = servedBy.get(page.path) === page.remote ? [page, taken] : [taken, page];
        byPath.set(page.path, kept);
        logOnce(`Remote "${refused.remote}" declares ${page.path}, which "${kept.remote}" serves; its page is refused`);
      }
    }
    // In the declared order, remote by remote, as before a refusal.
    const order = chosen.flatMap(([, pages]) => pages);
    built = { key, table: new PageTable(order.filter((page) => byPath.get(page.path) === page)) };
    return built.table;
  }

  /** The pages as last read; the first request after start waits for each remote's first read (within its deadline). */
  async function current(urls: Partial<Record<RemoteName, string>>): Promise<PageTable> {
    const firstReads: Promise<void>[] = [];
    for (const name of remoteNames) {
      const manifestUrl = urls[name];
      if (!manifestUrl) continue;
      let state = states.get(name);
      if (!state || state.manifestUrl !== manifestUrl) {
        state = { manifestUrl, readAt: 0, settled: false, pages: state?.pages };
        states.set(name, state);
      }
      if (!state.reading && Date.now() - state.readAt >= maxAgeMs) void read(name, state);
      if (!state.settled && state.reading) firstReads.push(state.reading);
    }
    await Promise.all(firstReads);
    return tableOf(
      remoteNames.map(
        (name) => [name, states.get(name)?.pages ?? knownPages.filter((page) => page.remote === name)] as [RemoteName, readonly PageEntry[]],
      ),
    );
  }

  return { current };
}

export type SitePages = ReturnType<typeof createSitePages>;
