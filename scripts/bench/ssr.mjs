// Section "ssr": pages rendered per second by the server beside static serving of
// the same HTML, and a kept page beside the same page as a file served by the site itself, in
// each encoding. Until the server renders routes (an empty <div id="root">), it prints
// 'not available'.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTest, UNLIMITED } from './api-throughput.mjs';
import { ensureBuilt, removeDir, startFixtureServer, tempDir, withSite } from './site-process.mjs';
import { fixed, heading, saveSection, table } from './report.mjs';

const CONNECTIONS = 8;
const RENDERED_ROUTES = ['/', '/blog', '/drivers'];
/** The site's own shell files, where the bench puts the page as a file for the site to serve. */
const SHELL_DIST = fileURLToPath(new URL('../../shell/dist/', import.meta.url));
/** What a client says it takes: none (identity), gzip, and a browser's list (Brotli). */
const ENCODINGS = [
  { name: 'identity', acceptEncoding: undefined },
  { name: 'gzip', acceptEncoding: 'gzip' },
  { name: 'br', acceptEncoding: 'gzip, deflate, br' },
];

/** True when the HTML carries rendered content inside the root element. */
export function hasServerRenderedRoot(html) {
  const match = /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return Boolean(match && match[1].replace(/<!--[\s\S]*?-->/g, '').trim());
}

export async function measureRendering(site, seconds) {
  const rendered = await loadTest(site.url, {
    seconds,
    connections: CONNECTIONS,
    method: 'GET',
    requests: RENDERED_ROUTES.map((route) => ({ method: 'GET', path: route })),
  });
  const html = await (await fetch(`${site.url}/`)).text();
  const staticDir = tempDir('ssr-static');
  fs.writeFileSync(path.join(staticDir, 'index.html'), html);
  const staticServer = await startFixtureServer('static', staticDir);
  try {
    const served = await loadTest(`${staticServer.url}/`, { seconds, connections: CONNECTIONS, method: 'GET' });
    return { rendered, served, htmlBytes: Buffer.byteLength(html) };
  } finally {
    await staticServer.stop();
    removeDir(staticDir);
  }
}

/** The bytes of an answer as sent, still encoded (fetch would decode them). */
function bytesSent(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * The kept page `/` against the very same HTML as a plain file, both from the site's one
 * process (its static path for the shell's files, with its headers and compression), in each
 * encoding; `ratio` is the kept page's pages/s over the file's.
 */
export async function measureKeptAgainstFile(site, seconds) {
  const html = await (await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } })).text();
  const fileName = `bench-kept-page-${process.pid}.html`;
  fs.writeFileSync(path.join(SHELL_DIST, fileName), html);
  try {
    const rows = [];
    for (const { name, acceptEncoding } of ENCODINGS) {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const [kept, file] = [
        await loadTest(`${site.url}/`, { seconds, connections: CONNECTIONS, method: 'GET', headers }),
        await loadTest(`${site.url}/${fileName}`, { seconds, connections: CONNECTIONS, method: 'GET', headers }),
      ];
      const bytes = await bytesSent(`${site.url}/`, headers);
      rows.push({ encoding: name, bytes, kept, file, ratio: kept.requestsPerSecond / file.requestsPerSecond });
    }
    return { rows, htmlBytes: Buffer.byteLength(html) };
  } finally {
    fs.rmSync(path.join(SHELL_DIST, fileName), { force: true });
  }
}

export async function runSsr() {
  heading('ssr: server-rendered pages per second');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  await ensureBuilt();
  await withSite('ssr', { env: UNLIMITED }, async (site) => {
    const home = await (await fetch(`${site.url}/`)).text();
    if (!hasServerRenderedRoot(home)) {
      console.log('not available (the server answers / with an empty <div id="root">: no server-side rendering yet)');
      saveSection('ssr', { available: false });
      return;
    }
    const { rendered, served, htmlBytes } = await measureRendering(site, seconds);
    console.log(
      `${CONNECTIONS} connections, ${seconds} s each after a warm-up; rendered: GET ${RENDERED_ROUTES.join(', ')} in turn; static: the rendered HTML of / (${htmlBytes} B) from express.static in its own process.`,
    );
    table(
      ['server', 'pages/s', 'p50', 'p99', 'non-2xx', 'errors'],
      [
        ['server-side rendering', fixed(rendered.requestsPerSecond), `${rendered.p50} ms`, `${rendered.p99} ms`, rendered.non2xx, rendered.errors],
        ['static HTML', fixed(served.requestsPerSecond), `${served.p50} ms`, `${served.p99} ms`, served.non2xx, served.errors],
      ],
    );
    const keptAgainstFile = await measureKeptAgainstFile(site, seconds);
    console.log(
      `The kept page / (${keptAgainstFile.htmlBytes} B) beside the same HTML as a file in the site's shell/dist, both from the site's process; ${CONNECTIONS} connections, ${seconds} s each; bytes: the kept page's answer.`,
    );
    table(
      ['encoding', 'bytes', 'kept pages/s', 'p50', 'p99', 'file pages/s', 'p50', 'p99', 'kept / file'],
      keptAgainstFile.rows.map(({ encoding, bytes, kept, file, ratio }) => [
        encoding,
        bytes,
        fixed(kept.requestsPerSecond),
        `${kept.p50} ms`,
        `${kept.p99} ms`,
        fixed(file.requestsPerSecond),
        `${file.p50} ms`,
        `${file.p99} ms`,
        `${fixed(ratio * 100)}%`,
      ]),
    );
    saveSection('ssr', { available: true, connections: CONNECTIONS, seconds, routes: RENDERED_ROUTES, rendered, static: served, keptAgainstFile });
  });
}
