import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Config } from '../config';
import { currentRemoteUrls } from './remotes-config';
import { getSiteConfigFor } from './site-config';
import type { SubmittedForm } from '../../../shared-ui/src/forms/public-forms';

interface RenderResult {
  appHtml: string;
  stylesheets: string[];
  modulePreloads?: string[];
  state: unknown;
}

type RenderPage = (request: {
  url: string;
  remoteEntries: Record<string, string>;
  serverRemoteEntries: Record<string, string>;
  siteConfig: ReturnType<typeof getSiteConfigFor>;
  form?: SubmittedForm | undefined;
  ssrCacheDir: string;
}) => Promise<RenderResult>;

/** No request waits longer than this for its server render; then it gets the client-rendered page. */
const RENDER_DEADLINE_MS = 4000;

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

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g;

/**
 * The page's stylesheets (the shell's and the remote page's) inlined, so the first paint
 * needs no further request; a stylesheet that cannot be read stays a link.
 */
async function inlineStylesheets(html: string, remoteStylesheets: string[], origin: string): Promise<string> {
  const shellLinks = [...html.matchAll(STYLESHEET_LINK)].map((match) => ({ tag: match[0], href: match[1]! }));
  const hrefs = [...shellLinks.map((link) => link.href), ...remoteStylesheets];
  const sheets = await Promise.all(hrefs.map((href) => fetchStylesheet(new URL(href, `${origin}/`).href)));
  const tagFor = (href: string, css: string | undefined) =>
    css === undefined
      ? `<link rel="stylesheet" href="${escapeAttribute(href)}" />`
      : `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  let result = html;
  shellLinks.forEach((link, i) => {
    result = result.replace(link.tag, () => tagFor(link.href, sheets[i]));
  });
  const remoteTags = remoteStylesheets.map((href, i) => tagFor(href, sheets[shellLinks.length + i])).join('');
  return result.replace('</head>', () => `${remoteTags}</head>`);
}

/**
 * Server rendering through the shell's renderer (shell/dist-server), which loads each
 * remote's server entry through federation. Absent or failing, pages are rendered in
 * the browser as before.
 */
export function createServerRenderer(config: Config, log: (error: unknown) => void) {
  const rendererFile = path.join(config.publicDir, 'shell', 'dist-server', 'render-page.js');
  let renderer: Promise<RenderPage | undefined> | undefined;
  let rendererMtime = 0;

  const load = (): Promise<RenderPage | undefined> => {
    if (!config.serverRender || !fs.existsSync(rendererFile)) return Promise.resolve(undefined);
    const { mtimeMs } = fs.statSync(rendererFile);
    if (!renderer || mtimeMs !== rendererMtime) {
      rendererMtime = mtimeMs;
      renderer = import(`${pathToFileURL(rendererFile).href}?v=${mtimeMs}`).then(
        (mod: { renderPage: RenderPage }) => mod.renderPage,
        (error: unknown) => {
          log(error);
          return undefined;
        },
      );
    }
    return renderer;
  };

  /**
   * The rendered page merged into the shell's HTML, or the HTML unchanged. A form the server
   * answered (values, messages) is rendered in the page and kept in its state for hydration.
   */
  return async function renderInto(html: string, req: Request, form?: SubmittedForm): Promise<string> {
    const renderPage = await load();
    if (!renderPage) return withPlainFormAnswer(html, form);
    const remoteEntries = currentRemoteUrls(config);
    const selfOrigin = `http://127.0.0.1:${req.socket.localPort}`;
    const serverRemoteEntries = Object.fromEntries(
      Object.entries(remoteEntries).map(([name, url]) => [name, new URL(url, `${selfOrigin}/`).href]),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const result = await Promise.race([
        renderPage({ url: req.originalUrl, remoteEntries, serverRemoteEntries, siteConfig: getSiteConfigFor(config), form, ssrCacheDir: config.ssrCacheDir }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Server render deadline passed')), RENDER_DEADLINE_MS);
        }),
      ]);
      const state = JSON.stringify(result.state).replace(/</g, '\\u003c');
      const withStyles = await inlineStylesheets(html, result.stylesheets, selfOrigin);
      // Hydration needs the page's remote code: fetched at once, beside the shell's, not
      // one round trip after another as each module discovers the next.
      const preloads = (result.modulePreloads ?? [])
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`)
        .join('');
      return withStyles
        .replace('</head>', () => `${preloads}<script type="application/json" id="ssr-state">${state}</script></head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${result.appHtml}</div>`);
    } catch (error) {
      log(error);
      return withPlainFormAnswer(html, form);
    } finally {
      clearTimeout(timer);
    }
  };
}
