import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build, type Plugin } from 'vite';
import { providedImportsOf, providedSharesWhole } from './provided-shares-whole';

const blogRoot = path.resolve(import.meta.dirname, '../mfe-blog');
const SHARED = ['react', 'react-dom', 'zustand', '@minibar/ui'];

describe('providedImportsOf', () => {
  it('names each provided package or path inside one that a module imports or re-exports from', () => {
    const code = [
      "import { jsx } from 'react/jsx-runtime';",
      "import { layout } from '@minibar/ui';",
      "import { button } from '@minibar/ui';",
      "import { z } from 'zod';",
      "export { create } from 'zustand';",
      "import './styles.css';",
    ].join('\n');
    expect(providedImportsOf(code, SHARED)).toEqual(['react/jsx-runtime', '@minibar/ui', 'zustand']);
  });

  it('does not take a package whose name only starts like a provided one', () => {
    expect(providedImportsOf("import { x } from 'react-hook-form';\nimport y from '@minibar/site-config/x.json';", SHARED)).toEqual([]);
  });
});

describe('the import of each provided package whole, over a build', () => {
  it('fails the build when no module of it imports a provided package', () => {
    const plugin = providedSharesWhole(SHARED);
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const buildStart = plugin.buildStart as (this: unknown) => void;
    const transform = (plugin.transform as { handler: (this: unknown, code: string, id: string) => unknown }).handler;
    const buildEnd = plugin.buildEnd as (this: unknown, error?: Error) => void;

    buildStart.call(context);
    transform.call(context, "import { z } from 'zod';", '/app/src/schema.ts');
    expect(() => buildEnd.call(context)).toThrow(
      'provided-shares-whole: no module of the build imports a provided package (react, react-dom, zustand, @minibar/ui)',
    );

    transform.call(context, "import { useState } from 'react';", '/app/src/form.tsx');
    expect(() => buildEnd.call(context)).not.toThrow();
  });
});

/**
 * Holds back every module of the blog below its pages for a moment before anything else
 * loads it: the pause a busy machine makes, when the federation plugin sees every module it
 * knows of read and, after 10 ms, takes the exports the pages import as all there are.
 */
const pauseBelowThePages: Plugin = {
  name: 'pause-below-the-pages',
  load: {
    order: 'pre',
    async handler(id) {
      if (id.startsWith(path.join(blogRoot, 'src')) && !id.includes(`${path.sep}routes${path.sep}`)) await sleep(300);
      return null;
    },
  },
};

/** The scripts of the blog's browser build, with `plugins` added: each file's name and text. */
async function buildBlog(plugins: Plugin[]): Promise<Map<string, string>> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-build-'));
  try {
    const output = await build({
      configFile: path.join(blogRoot, 'vite.config.ts'),
      root: blogRoot,
      logLevel: 'silent',
      plugins,
      build: { outDir, emptyOutDir: true },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
    return new Map(files.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.code] as const] : [])));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

describe('a remote built while the machine is busy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is built, and built the same as on a quiet machine', async () => {
    // The federation plugin leaves itself out of builds it takes to be a test's unless told.
    vi.stubEnv('MFE_VITE_NO_TEST_ENV_CHECK', 'true');
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', 'true');
    const paused = await buildBlog([pauseBelowThePages]);
    const quiet = await buildBlog([]);
    expect(paused.has('remoteEntry.js')).toBe(true);
    expect([...paused.keys()].sort()).toEqual([...quiet.keys()].sort());
    for (const [fileName, text] of quiet) expect(paused.get(fileName), fileName).toBe(text);
  }, 180_000);
});
