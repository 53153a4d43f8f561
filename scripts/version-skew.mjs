// Version skew: teams deploy the shell and each remote on their own, so the site often runs
// the previous release of one beside the current release of the other. The previous release
// (the commit in e2e/previous-release.json) is installed and built in a folder of its own;
// then, each in turn:
//   - the previous shell with this build's remotes, and
//   - this build's shell with the previous release's remotes (a remote it had not yet, from
//     this build),
// served from another origin as a CDN would, must answer every route server-rendered, and the
// page must hydrate in Chromium with no remote's fallback and no console error. A page that
// moved to a remote the previous shell does not know is listed there and must answer its 404.
// The shell provides the design system (@minibar/ui) to every remote: remotes built against a
// newer minor version than the previous shell provides may use parts it lacks, so under that
// shell each page must show either itself or its remote's fallback (never a blank or broken
// page), and the shell must be deployed first.
// Run after `npm run build`; exits non-zero, saying what failed.
import './require-node.mjs';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NO_EXTERNAL_HOSTS_ARG } from './support/chromium.mjs';
import { freePort } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { commit, movedToRemotesItDoesNotKnow } = JSON.parse(fs.readFileSync(path.join(root, 'e2e', 'previous-release.json'), 'utf8'));
const directory = JSON.parse(fs.readFileSync(path.join(root, 'site-config', 'src', 'remote-directory.json'), 'utf8'));
const previous = path.join(root, '.e2e', 'previous-release');
const FALLBACK = 'This part of the site is temporarily unavailable';

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.stdout;
}

/** The previous release's files, from git (fetched when the clone does not hold that commit). */
function checkOut() {
  if (spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root }).status !== 0) sh('git', ['fetch', '--quiet', 'origin', commit]);
  fs.rmSync(previous, { recursive: true, force: true });
  fs.mkdirSync(previous, { recursive: true });
  const archive = sh('git', ['archive', '--format=tar', commit], { encoding: 'buffer' });
  sh('tar', ['-x', '-C', previous], { input: archive, encoding: 'buffer' });
}

/** Remotes' builds on an origin of their own: `/<name>/…` from `folders[name]`. */
function serveRemotes(folders) {
  const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  const server = http.createServer((request, response) => {
    const [, name, ...rest] = new URL(request.url, 'http://cdn').pathname.split('/');
    const base = folders[name];
    const file = base && path.join(base, ...rest.map(decodeURIComponent));
    const headers = { 'access-control-allow-origin': '*' };
    if (!file || !file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(origin, child, log) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site did not answer within 60 s:\n${log()}`);
}

const remoteKey = (prefix) => prefix.split('/')[2];
const remoteVariable = (name) => `REMOTE_URL_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * Starts a site (`args` run by Node in `cwd`) with every remote at `folders` on another
 * origin, and checks each route; answers the problems found.
 */
async function checkPair(label, { cwd, args, folders, skipped = [], fallbackAllowed = false }, browser) {
  const problems = [];
  const cdn = await serveRemotes(folders);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(previous, `data-${port}`), LOG_LEVEL: 'warn', RENDER_DEADLINE_MS: '30000' };
  for (const name of ['PUBLIC_DIR', 'SITE_BUILD_DIR', 'REMOTES_FILE', 'SERVER_RENDER']) delete env[name];
  for (const [name, { prefix }] of Object.entries(directory)) {
    env[remoteVariable(name)] = `http://127.0.0.1:${cdn.address().port}/${remoteKey(prefix)}/remoteEntry.js`;
  }
  let log = '';
  const site = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  site.stdout.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  site.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, site, () => log);
    // Every route: the sitemap's, an article, and the pages kept out of the sitemap.
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const routes = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname));
    const [article] = JSON.parse(fs.readFileSync(path.join(folders.blog, 'blog-meta.json'), 'utf8')).posts;
    for (const route of [`/blog/${article.slug}`, '/uber-payment', '/uber-payment-success', '/starter-kit-paywall', '/admin']) routes.add(route);
    for (const route of skipped) routes.delete(route);
    for (const route of routes) {
      const answer = await fetch(`${origin}${route}`);
      const html = await answer.text();
      const body = html.slice(html.indexOf('<div id="root">'));
      const found = [];
      const fellBack = body.includes(FALLBACK);
      if (answer.status !== 200) found.push(`answered ${answer.status}`);
      // A remote that fails on the server leaves its page to the browser, where it shows its fallback.
      else if (!/<h1[^>]*>/.test(body) && !fallbackAllowed) found.push('no heading in the server HTML');
      else if (fellBack && !fallbackAllowed) found.push("not rendered on the server (its remote's fallback)");
      const page = await browser.newPage();
      const said = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !message.text().includes('ERR_NAME_NOT_RESOLVED'))
          said.push(message.text().slice(0, 300));
      });
      page.on('pageerror', (error) => said.push(error.message.slice(0, 300)));
      await page.goto(`${origin}${route}`);
      const ready = await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 }).then(
        () => true,
        () => false,
      );
      if (!ready) found.push('never hydrated');
      const fallbackShown = (await page.getByText(FALLBACK).count()) > 0;
      if (fallbackShown && !fallbackAllowed) found.push("shows its remote's fallback in the browser");
      if (fallbackShown && !(await page.getByRole('button', { name: 'Try again' }).isVisible()))
        found.push('shows the fallback without its Try again');
      if (!(await page.locator('main h1').first().isVisible())) found.push('shows no heading: a blank page');
      // Under a shell with an older design system the federation runtime says which version a
      // remote needs, and a remote that fails shows its fallback and leaves the error it met.
      const expected = (text) => fallbackAllowed && (/does not satisfy the requirement/.test(text) || (fallbackShown && /error #130/.test(text)));
      const unexpected = said.filter((text) => !expected(text));
      if (unexpected.length) found.push(`the console says ${unexpected.join(' | ')}`);
      await page.close();
      const note = fallbackShown && !found.length ? " (its remote's fallback: it needs the newer design system)" : '';
      console.log(`${found.length ? 'FAIL' : 'ok  '} ${label}: ${route}${found.length ? ` (${found.join('; ')})` : note}`);
      problems.push(...found.map((problem) => `${label}: ${route}: ${problem}`));
    }
    for (const route of skipped) {
      const status = (await fetch(`${origin}${route}`)).status;
      if (status !== 404) problems.push(`${label}: ${route} moved to a remote this shell does not know; it answered ${status}, not its 404`);
      else console.log(`ok   ${label}: ${route} (moved to a remote this shell does not know: 404)`);
    }
  } finally {
    site.kill('SIGTERM');
    await new Promise((resolve) => (site.exitCode !== null ? resolve() : site.once('exit', resolve)));
    cdn.close();
    cdn.closeAllConnections();
  }
  return problems;
}

const problems = [];
let browser;
try {
  const started = Date.now();
  checkOut();
  sh('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: previous, stdio: 'inherit' });
  // Its apps are built one at a time, not two at once as its own build script does: built two at
  // once, its blog's server build once found none of the shared UI package's exports while
  // another app was building, and failed.
  const { apps: previousApps } = await import(pathToFileURL(path.join(previous, 'scripts', 'build.mjs')).href);
  for (const app of previousApps) sh('npm', ['run', 'build', '-w', app, '--silent'], { cwd: previous });
  console.log(`previous release ${commit.slice(0, 7)} installed and built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS_ARG] });

  const current = Object.fromEntries(Object.values(directory).map(({ prefix, folder }) => [remoteKey(prefix), path.join(root, folder, 'dist')]));
  // Each remote's previous build where the previous release had it.
  const older = Object.fromEntries(
    Object.entries(current).map(([key, folder]) => {
      const before = path.join(previous, path.basename(path.dirname(folder)), 'dist');
      return [key, fs.existsSync(path.join(before, 'remoteEntry.js')) ? before : folder];
    }),
  );
  // The design system the previous shell provides, against the one these remotes were built with.
  const uiVersion = (folder) => {
    for (const name of ['ui', 'shared-ui']) {
      const file = path.join(folder, name, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
    throw new Error(`no design system package in ${folder}`);
  };
  const [provided, needed] = [uiVersion(previous), uiVersion(root)];
  const newer = (a, b) =>
    a
      .split('.')
      .map(Number)
      .some((part, i, all) => part > Number(b.split('.')[i]) && all.slice(0, i).every((p, j) => p === Number(b.split('.')[j])));
  const needsNewerUi = newer(needed, provided);
  if (needsNewerUi) {
    console.log(
      `These remotes need @minibar/ui ^${needed}; the previous shell provides ${provided}: deploy the shell first. Under it, a page may show its remote's fallback.`,
    );
  }
  problems.push(
    ...(await checkPair(
      'previous shell, current remotes',
      {
        cwd: previous,
        args: ['--import', 'tsx', 'shell/server/main.ts'],
        folders: current,
        skipped: movedToRemotesItDoesNotKnow,
        fallbackAllowed: needsNewerUi,
      },
      browser,
    )),
  );
  problems.push(
    ...(await checkPair('current shell, previous remotes', { cwd: root, args: ['shell/dist-site-server/main.js'], folders: older }, browser)),
  );
} catch (error) {
  problems.push(error.message);
} finally {
  await browser?.close();
}
if (problems.length) {
  console.error(`version skew:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'version skew: the previous shell with the current remotes, and the current shell with the previous remotes, render and hydrate every route',
);
