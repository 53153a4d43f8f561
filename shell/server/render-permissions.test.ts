import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderProcessArguments } from './render-permissions';

let root = '';
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * A site as installed: the renderer's build importing two packages (one depends on a third),
 * a package nothing imports, a workspace linked into node_modules as npm links one, the
 * database folder and the render cache.
 */
function installedSite() {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-permissions-')));
  const site = path.join(root, 'site');
  const modules = path.join(site, 'node_modules');
  const rendererFile = path.join(site, 'shell', 'dist-server', 'render-page.js');
  write(
    rendererFile,
    `import { a } from "pkg-a";\nimport * as ReactDom from "react-dom/server";\nexport const x = () => import("@scope/pkg-c/sub");\nimport fs from "node:fs";`,
  );
  write(
    path.join(site, 'shell', 'dist-server', 'assets', 'chunk.js'),
    `import { b } from 'pkg-b';\nimport { c } from "../render-page.js";\nimport('./other.js');`,
  );
  write(path.join(site, 'shell', 'package.json'), '{"name":"shell","dependencies":{"unrelated":"1"}}');
  write(path.join(modules, 'pkg-a', 'package.json'), '{"name":"pkg-a","dependencies":{"pkg-b":"1"},"peerDependencies":{"absent":"1"}}');
  write(path.join(modules, 'pkg-b', 'package.json'), '{"name":"pkg-b"}');
  write(path.join(modules, 'react-dom', 'package.json'), '{"name":"react-dom"}');
  write(path.join(modules, '@scope', 'pkg-c', 'package.json'), '{"name":"@scope/pkg-c"}');
  write(path.join(modules, 'unrelated', 'package.json'), '{"name":"unrelated"}');
  write(path.join(site, 'workspace', 'package.json'), '{"name":"workspace"}');
  fs.symlinkSync('../workspace', path.join(modules, 'workspace'), 'dir');
  write(path.join(site, 'data', 'site.sqlite'), 'SQLite format 3');
  const processFile = path.join(site, 'shell', 'server', 'render-process.mjs');
  write(processFile, '');
  return { site, modules, rendererFile, processFile, cacheDir: path.join(root, 'cache') };
}

describe('what a render process may touch', () => {
  it('reads its own file, the renderer, the packages the renderer imports and the render cache, and writes the render cache only', () => {
    const { modules, rendererFile, processFile, cacheDir } = installedSite();
    const { execArgv, refused } = renderProcessArguments(processFile, rendererFile, cacheDir);
    expect(refused).toEqual([]);
    expect(execArgv).toEqual([
      '--permission',
      '--preserve-symlinks',
      `--allow-fs-read=${processFile}`,
      `--allow-fs-read=${path.dirname(rendererFile)}`,
      `--allow-fs-read=${path.join(modules, '@scope', 'pkg-c')}`,
      `--allow-fs-read=${path.join(modules, 'pkg-a')}`,
      `--allow-fs-read=${path.join(modules, 'pkg-b')}`,
      `--allow-fs-read=${path.join(modules, 'react-dom')}`,
      `--allow-fs-read=${cacheDir}`,
      `--allow-fs-write=${cacheDir}`,
    ]);
    expect(execArgv.join(' ')).not.toMatch(/--allow-(child-process|worker|addons|wasi|inspector)/);
  });

  it('never grants a package that holds a link to a folder, through which a path could climb out of it', () => {
    const { site, modules, rendererFile, processFile, cacheDir } = installedSite();
    fs.symlinkSync('../../workspace', path.join(modules, 'pkg-b', 'lib'), 'dir');
    const { execArgv, refused } = renderProcessArguments(processFile, rendererFile, cacheDir);
    expect(refused).toEqual([{ folder: path.join(modules, 'pkg-b'), link: path.join(modules, 'pkg-b', 'lib') }]);
    expect(execArgv).not.toContain(`--allow-fs-read=${path.join(modules, 'pkg-b')}`);
    expect(execArgv.some((flag) => flag === `--allow-fs-read=${site}` || flag === `--allow-fs-read=${modules}`)).toBe(false);
  });

  it('removes a link found in the render cache before granting it', () => {
    const { site, rendererFile, processFile, cacheDir } = installedSite();
    fs.mkdirSync(path.join(cacheDir, '123-0'), { recursive: true });
    fs.symlinkSync(path.join(site, 'data'), path.join(cacheDir, '123-0', 'data'), 'dir');
    renderProcessArguments(processFile, rendererFile, cacheDir);
    expect(fs.readdirSync(path.join(cacheDir, '123-0'))).toEqual([]);
    expect(fs.existsSync(path.join(site, 'data', 'site.sqlite'))).toBe(true);
  });
});
