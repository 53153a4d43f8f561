// Section "ssr": pages rendered per second by the server beside static serving of
// the same HTML. Until the server renders routes (an empty <div id="root">), it prints
// 'not available'.
import fs from 'node:fs';
import path from 'node:path';
import { loadTest, UNLIMITED } from './api-throughput.mjs';
import { ensureBuilt, removeDir, startFixtureServer, tempDir, withSite } from './site-process.mjs';
import { fixed, heading, saveSection, table } from './report.mjs';

const CONNECTIONS = 8;
const RENDERED_ROUTES = ['/', '/blog', '/drivers'];

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
    saveSection('ssr', { available: true, connections: CONNECTIONS, seconds, routes: RENDERED_ROUTES, rendered, static: served });
  });
}
