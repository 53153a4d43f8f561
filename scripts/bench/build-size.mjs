// Section "build": wall-clock time of a full production build and what each app ships.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, buildAll } from '../build.mjs';
import { heading, kB, saveSection, table } from './report.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Files, raw bytes and gzip -9 bytes of one app's dist, with JS and CSS apart. */
export function distSize(app) {
  const figures = { files: 0, bytes: 0, gzipBytes: 0, jsGzipBytes: 0, cssGzipBytes: 0 };
  for (const file of filesUnder(path.join(ROOT, app, 'dist'))) {
    const content = fs.readFileSync(file);
    const gzipBytes = zlib.gzipSync(content, { level: 9 }).length;
    figures.files += 1;
    figures.bytes += content.length;
    figures.gzipBytes += gzipBytes;
    if (file.endsWith('.js')) figures.jsGzipBytes += gzipBytes;
    if (file.endsWith('.css')) figures.cssGzipBytes += gzipBytes;
  }
  return figures;
}

export async function runBuild() {
  heading('build: production build time and dist sizes');
  // "Cold-ish": every app is rebuilt from its sources (Vite keeps no build cache), but the
  // installed dependencies and the file-system cache are warm.
  const started = performance.now();
  let buildError;
  try {
    await buildAll(apps);
  } catch (error) {
    buildError = error instanceof Error ? error.message : String(error);
  }
  const seconds = (performance.now() - started) / 1000;
  if (buildError) console.log(`The build failed after ${seconds.toFixed(1)} s; sizes below are of whatever dist exists.\n${buildError}`);
  else console.log(`npm run build (all ${apps.length} apps, two at a time): ${seconds.toFixed(1)} s wall clock`);

  const sizes = Object.fromEntries(apps.map((app) => [app, distSize(app)]));
  console.log('\nEvery file of each dist, gzip -9 per file (what ships, not what a page loads).');
  table(
    ['app', 'files', 'raw', 'gzip', 'JS gzip', 'CSS gzip'],
    Object.entries(sizes).map(([app, s]) => [app, s.files, kB(s.bytes), kB(s.gzipBytes), kB(s.jsGzipBytes), kB(s.cssGzipBytes)]),
  );
  saveSection('build', { buildSeconds: Number(seconds.toFixed(1)), buildError, dist: sizes });
}
