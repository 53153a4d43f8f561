import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { SiteServerConfig } from './config';
import { currentRemotes } from './remotes-config';
import { createRenderPool } from './render-pool';
import { getSiteConfigFor } from './site-config';
import type { SubmittedForm } from '@minibar/contracts/form-posts';
import type { PageTable } from '@minibar/site-config';
import { createPageCache, createRemoteVersions, type PageKeyParts } from './page-cache';
import { preparePage, sha256Source, type PreparedPage } from './prepared-page';
import { SITE_LINKS_ID } from '../src/layout/nav-items';

/** Today in this machine's time zone, as the renderer dates its pages. */
function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Without a server render, the answer to a posted form still says what happened (its
 * message and each field's): a visitor without JavaScript never gets a blank page. The
 * browser with JavaScript renders the page over it.
 */
function withPlainFormAnswer(html: string, form: SubmittedForm | undefined): string {
  if (!form) return html;
  const lines = [form.message, ...Object.values(form.fieldErrors).flat()].filter((line): line is string => Boolean(line));
  const answer = `<div role="alert">${lines.map((line) => `<p>${escapeText(line)}</p>`).join('')}</div>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${answer}</div>`);
}

/** Stylesheets are fingerprinted (immutable): each is fetched once and kept. */
const stylesheetCache = new Map<string, Promise<string | undefined>>();
const MAX_CACHED_STYLESHEETS = 200;

function fetchStylesheet(url: string): Promise<string | undefined> {
  let css = stylesheetCache.get(url);
  if (!css) {
    if (stylesheetCache.size >= MAX_CACHED_STYLESHEETS) stylesheetCache.clear();
    css = fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => (response.ok ? response.text() : undefined))
      .catch(() => undefined);
    stylesheetCache.set(url, css);
    void css.then((text) => {
      if (text === undefined) stylesheetCache.delete(url);
    });
  }
  return css;
}

/** Stylesheets a remote listed off its origin, each logged once. */
const refusedStylesheets = new Set<string>();

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g;

/**
 * The page's stylesheets (the shell's and the remote page's) inlined, so the first paint
 * needs no further request; a stylesheet that cannot be read stays a link. Each inlined one
 * keeps a disabled link to its file, which the browser does not fetch: the remote's code
 * finds the stylesheet already in the page when it loads the page's modules, instead of
 * fetching and applying it a second time. A remote's stylesheet is read only from a
 * remote's own origin: one listed anywhere else is left out of the page (and logged once).
 * Each inlined style element is allowed by its hash (`styleElements`), not by a nonce, so the
 * page holds nothing that changes from one answer to the next.
 */
async function inlineStylesheets(
  html: string,
  remoteStylesheets: string[],
  origin: string,
  remoteOrigins: ReadonlySet<string>,
  log: (message: string) => void,
): Promise<{ html: string; allInlined: boolean; styleElements: string[] }> {
  const shellLinks = [...html.matchAll(STYLESHEET_LINK)].map((match) => ({ tag: match[0], href: match[1]! }));
  const trusted = remoteStylesheets.filter((href) => {
    const url = URL.canParse(href, `${origin}/`) ? new URL(href, `${origin}/`) : undefined;
    if (url && remoteOrigins.has(url.origin)) return true;
    if (!refusedStylesheets.has(href)) {
      refusedStylesheets.add(href);
      log(`A remote lists the stylesheet ${href.slice(0, 200)} outside its own origin; it is left out`);
    }
    return false;
  });
  const hrefs = [...shellLinks.map((link) => link.href), ...trusted];
  const sheets = await Promise.all(hrefs.map((href) => fetchStylesheet(new URL(href, `${origin}/`).href)));
  const styleElements: string[] = [];
  const tagFor = (href: string, css: string | undefined) => {
    if (css === undefined) return `<link rel="stylesheet" href="${escapeAttribute(href)}" />`;
    // Written as the browser hashes it: a parser reads every line break as \n.
    const text = css.replace(/<\/style/gi, '<\\/style').replace(/\r\n?/g, '\n');
    styleElements.push(sha256Source(text));
    return `<style data-href="${escapeAttribute(href)}">${text}</style><link rel="stylesheet" href="${escapeAttribute(href)}" disabled />`;
  };
  let result = html;
  shellLinks.forEach((link, i) => {
    result = result.replace(link.tag, () => tagFor(link.href, sheets[i]));
  });
  const remoteTags = trusted.map((href, i) => tagFor(href, sheets[shellLinks.length + i])).join('');
  return {
    html: result.replace('</head>', () => `${remoteTags}</head>`),
    allInlined: sheets.every((css) => css !== undefined),
    styleElements,
  };
}

/**
 * Server rendering through the shell's renderer (shell/dist-server), run in a pool of
 * render processes that load each remote's server entry through federation. Absent,
 * failing, busy past the cap or past the deadline, pages are rendered in the browser.
 * `close` ends the render processes.
 */
export function createServerRenderer(config: SiteServerConfig, log: (message: string, error?: unknown) => void) {
  const rendererFile = path.join(config.publicDir, 'shell', 'dist-server', 'render-page.js');
  const pool = createRenderPool({ rendererFile, ...config.render, cacheDir: config.ssrCacheDir, log });
  const pageCache = createPageCache<PreparedPage>(config.pageCacheBytes);
  const remoteVersionOf = createRemoteVersions();

  /**
   * The page's cache key, from the shell's renderer and the one remote that serves the page
   * (another remote's build, or its being down, never changes it), and that remote's build.
   * Undefined while that remote cannot be read: the page is rendered afresh.
   */
  async function cacheKeyFor(
    req: Request,
    pages: PageTable,
    template: string,
    rendererBuild: string,
    serverRemoteEntries: Record<string, string>,
  ): Promise<{ parts: PageKeyParts; remote: { name: string; version: string } } | undefined> {
    const name = pages.entryFor(req.path).remote;
    const entry = serverRemoteEntries[name];
    if (!entry) return undefined;
    const version = await remoteVersionOf(new URL('mf-manifest.json', entry).href);
    if (version === undefined) return undefined;
    const parts = { url: req.originalUrl, template, remoteVersions: `${rendererBuild}.${name}.${version}`, day: localDay() };
    return { parts, remote: { name, version } };
  }

  /** The renderer's build (its modification time), or undefined when it is not built. */
  const rendererVersion = (): string | undefined => {
    if (!config.serverRender) return undefined;
    try {
      return String(fs.statSync(rendererFile).mtimeMs);
    } catch {
      return undefined;
    }
  };

  const builtVersion = rendererVersion();
  if (builtVersion) pool.warm(builtVersion);

  /**
   * The rendered page merged into the shell's HTML, or the HTML unchanged, prepared for
   * answering (`preparePage`): its nonce slots, from the shell's HTML, are for the caller to
   * fill with the answer's nonce. A form the server answered (values, messages) is rendered in
   * the page and kept in its state for hydration. A page kept for every visitor is kept
   * prepared, with its compressed copies.
   */
  async function renderInto(html: string, req: Request, pages: PageTable, form?: SubmittedForm): Promise<PreparedPage> {
    const unrendered = () => preparePage(withPlainFormAnswer(html, form));
    const version = rendererVersion();
    if (!version) return unrendered();
    const remotes = currentRemotes(config);
    const remoteEntries = Object.fromEntries(Object.entries(remotes).map(([name, source]) => [name, source.url]));
    const selfOrigin = `http://127.0.0.1:${req.socket.localPort}`;
    const serverRemoteEntries = Object.fromEntries(Object.entries(remoteEntries).map(([name, url]) => [name, new URL(url, `${selfOrigin}/`).href]));
    const remoteIntegrity = Object.fromEntries(
      Object.entries(remotes).flatMap(([name, source]) => (source.integrity ? [[name, source.integrity]] : [])),
    );
    // A posted form's answer holds what the visitor typed: never kept. A path no page is at is
    // answered 404 and never kept either: any number of such paths would push real pages out.
    // Every other page is the same for every visitor and is kept until the shell, a remote or
    // the day changes.
    const shared = !form && pageCache.enabled && !pages.entryFor(req.path).perVisitor && !pages.isNotFound(req.path);
    const cacheKey = shared ? await cacheKeyFor(req, pages, html, version, serverRemoteEntries) : undefined;
    const cached = cacheKey && pageCache.get(cacheKey.parts);
    if (cached) return cached;
    try {
      const result = await pool.render(
        {
          url: req.originalUrl,
          pages: pages.entries,
          remoteEntries,
          serverRemoteEntries,
          remoteIntegrity,
          siteConfig: getSiteConfigFor(config),
          form,
          ssrCacheDir: config.ssrCacheDir,
        },
        version,
      );
      if (!result) return unrendered();
      const state = JSON.stringify(result.state).replace(/</g, '\\u003c');
      const remoteOrigins = new Set(Object.values(serverRemoteEntries).map((url) => new URL(url).origin));
      const styles = await inlineStylesheets(html, result.stylesheets, selfOrigin, remoteOrigins, log);
      // Hydration needs the page's remote code: listed for the page's start scripts to fetch
      // at once, beside the shell's, not one round trip after another as each module
      // discovers the next.
      const pageModules = JSON.stringify(result.modulePreloads ?? []).replace(/</g, '\\u003c');
      // The page is painted once it is parsed down to the footer, not from a first part of it:
      // on a phone, the first paint of a part leaves the rest of a long page to be laid out
      // after it, one long task when a visitor's first tap comes.
      // First in the head: it holds the first paint before any script or style is read.
      const firstPaintWhole = `<link rel="expect" href="#${SITE_LINKS_ID}" blocking="render" />`;
      const page = styles.html
        .replace(/<head>/, () => `<head>${firstPaintWhole}`)
        .replace(
          '</head>',
          () =>
            `<script type="application/json" id="page-modules">${pageModules}</script><script type="application/json" id="ssr-state">${state}</script></head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${result.appHtml}</div>`);
      // A page whose remote failed shows its fallback, and one whose stylesheet could not be
      // read links it instead of inlining it: both are rendered again next time, not kept.
      // The render process reads a remote's manifest on its own schedule: a page rendered from
      // another build than the key names is answered but not kept under that key.
      const renderedAsKeyed =
        cacheKey && result.remote && result.remote.name === cacheKey.remote.name && result.remote.version === cacheKey.remote.version;
      const kept = Boolean(cacheKey && renderedAsKeyed && styles.allInlined);
      const prepared = preparePage(page, { styleElements: styles.styleElements, precompress: kept });
      if (cacheKey && kept) pageCache.set(cacheKey.parts, prepared);
      return prepared;
    } catch (error) {
      log('Server render failed', error);
      return unrendered();
    }
  }
  return Object.assign(renderInto, { close: () => pool.close() });
}
