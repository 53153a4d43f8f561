// The @minibar/ui catalogue (Storybook): builds it into ui/storybook-static, then opens
// every story in Chromium and fails when one renders nothing or throws.
//   node scripts/catalogue.mjs            build and check
//   npx storybook dev -c ui/.storybook -p 4600    browse while working
/* global document -- the page functions below run in the browser */
import './require-node.mjs';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(repoRoot, 'ui', 'storybook-static');
const build = spawnSync('npx', ['storybook', 'build', '-c', 'ui/.storybook', '-o', outDir, '--quiet'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('FAIL the catalogue did not build');
  process.exit(1);
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
const server = http.createServer((req, res) => {
  const file = path.join(outDir, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
  if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const stories = Object.values(JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8')).entries).filter((e) => e.type === 'story');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
let failed = 0;
try {
  const page = await browser.newPage();
  for (const story of stories) {
    const errors = [];
    const onError = (error) => errors.push(error.message);
    page.on('pageerror', onError);
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
    const rendered = await page
      .waitForFunction(
        () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 || document.body.classList.contains('sb-show-errordisplay'),
        null,
        { timeout: 15_000 },
      )
      .then(() => page.evaluate(() => !document.body.classList.contains('sb-show-errordisplay')))
      .catch(() => false);
    page.off('pageerror', onError);
    const ok = rendered && errors.length === 0;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${story.title} / ${story.name}${errors.length ? `: ${errors[0]}` : ''}`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`catalogue: ${stories.length - failed} of ${stories.length} stories render`);
process.exit(failed > 0 || stories.length === 0 ? 1 : 0);
