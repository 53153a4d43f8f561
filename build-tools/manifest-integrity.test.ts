import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBuildIntegrity, type BuiltFiles } from './manifest-integrity';

const hash = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function write(folder: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), text);
  }
}

const manifest = JSON.stringify({ id: 'blog', metaData: { ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '' } } }, null, 2);
const serverBuild = {
  'remoteEntry.ssr.js': 'import("./assets/page.js")',
  'assets/page.js': 'export default 1',
  'assets/facade.js': 'export * from "../page.js"',
};
/** What the server build wrote, each file with the files it imports: the facade is imported by nothing. */
const serverGraph: BuiltFiles = new Map([
  ['remoteEntry.ssr.js', ['assets/page.js', 'react']],
  ['assets/page.js', []],
  ['assets/facade.js', []],
  ['.vite/manifest.json', []],
]);

/**
 * A remote's two builds as Vite and the federation plugin leave them: the browser build in
 * `dist` (with Brotli copies and Vite's record), the server build in `dist/server`, and the
 * server files its entry imports copied beside the browser build's.
 */
function builtRemote({
  servedCopies = { 'remoteEntry.ssr.js': serverBuild['remoteEntry.ssr.js'], 'assets/page.js': serverBuild['assets/page.js'] },
}: { servedCopies?: Record<string, string> } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-integrity-'));
  folders.push(dist);
  const browserBuild = { 'remoteEntry.js': 'entry', 'assets/page-a1.js': 'page', 'assets/page-a1.js.br': 'compressed', 'mf-manifest.json': manifest };
  write(dist, { ...browserBuild, '.vite/manifest.json': '{}', ...servedCopies });
  write(path.join(dist, 'server'), { ...serverBuild, '.vite/manifest.json': '{}' });
  return {
    browser: { dir: dist, files: [...Object.keys(browserBuild), '.vite/manifest.json'] },
    server: { dir: path.join(dist, 'server'), files: serverGraph },
  };
}

describe("a remote's manifest, listing the hash of each file of its builds", () => {
  it('lists every file of the browser build, and every file the server entry imports as it is served', () => {
    const build = builtRemote();
    writeBuildIntegrity(build.browser, build.server);
    const written = JSON.parse(fs.readFileSync(path.join(build.browser.dir, 'mf-manifest.json'), 'utf8')) as { id: string; metaData: unknown };
    expect(written.id).toBe('blog');
    expect(written.metaData).toEqual({
      ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '' },
      integrity: {
        server: { 'remoteEntry.ssr.js': hash(serverBuild['remoteEntry.ssr.js']), 'assets/page.js': hash('export default 1') },
        browser: { 'remoteEntry.js': hash('entry'), 'assets/page-a1.js': hash('page') },
      },
    });
  });

  it('fails the build when the browser build has no manifest', () => {
    const build = builtRemote();
    fs.rmSync(path.join(build.browser.dir, 'mf-manifest.json'));
    expect(() => writeBuildIntegrity(build.browser, build.server)).toThrow(/no mf-manifest\.json in the browser build/);
  });

  it('fails the build when the manifest names no server entry', () => {
    const build = builtRemote();
    fs.writeFileSync(path.join(build.browser.dir, 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
    expect(() => writeBuildIntegrity(build.browser, build.server)).toThrow(/names no server entry/);
  });

  it('fails the build when the server build did not write the server entry the manifest names', () => {
    const build = builtRemote();
    expect(() => writeBuildIntegrity(build.browser, { ...build.server, files: new Map([['assets/page.js', []]]) })).toThrow(
      /wrote no remoteEntry\.ssr\.js/,
    );
  });

  it('fails the build when a server file its entry imports is not served beside the browser build', () => {
    const build = builtRemote({ servedCopies: { 'remoteEntry.ssr.js': serverBuild['remoteEntry.ssr.js'] } });
    expect(() => writeBuildIntegrity(build.browser, build.server)).toThrow(/served copy of the server build file .*page\.js is missing/);
  });

  it('fails the build when a server file is served with other bytes than its build wrote', () => {
    const build = builtRemote({ servedCopies: { 'remoteEntry.ssr.js': serverBuild['remoteEntry.ssr.js'], 'assets/page.js': 'export default 2' } });
    expect(() => writeBuildIntegrity(build.browser, build.server)).toThrow(/server build's assets\/page\.js is not served as built/);
  });

  it('fails the build when a browser file it wrote is missing', () => {
    const build = builtRemote();
    fs.rmSync(path.join(build.browser.dir, 'assets', 'page-a1.js'));
    expect(() => writeBuildIntegrity(build.browser, build.server)).toThrow(/browser build file .*page-a1\.js is missing/);
  });
});
