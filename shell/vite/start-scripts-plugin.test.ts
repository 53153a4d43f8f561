// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { startScriptsAfterPaint } from './start-scripts-plugin';

const shellRoot = path.resolve(import.meta.dirname, '..');
type OutputFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** The page as Vite wrote it, with its module entry and preloads, before the start scripts take them. */
let pageAsWritten = '';
const keepPageAsWritten: Plugin = {
  name: 'keep-page-as-written',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type === 'asset') pageAsWritten = String(page.source);
    },
  },
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
/** The shell's browser build. */
let built: OutputFile[];

beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', 'true');
  const output = await build({
    configFile: path.join(shellRoot, 'vite.config.ts'),
    root: shellRoot,
    logLevel: 'silent',
    plugins: [keepPageAsWritten],
    build: { outDir, emptyOutDir: true },
  });
  built = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const chunks = () => built.flatMap((file) => (file.type === 'chunk' ? [file] : []));
const pageOf = (files: OutputFile[]) => String((files.find((file) => file.fileName === 'index.html') as Rolldown.OutputAsset).source);

/** The plugin's generateBundle hook run over the built chunks and `page`: the page it leaves, or the error it raises. */
function startScriptsOver(page: string): string {
  const bundle: Record<string, OutputFile> = Object.fromEntries(chunks().map((chunk) => [chunk.fileName, chunk]));
  bundle['index.html'] = { ...(built.find((file) => file.fileName === 'index.html') as Rolldown.OutputAsset), source: page };
  const hook = startScriptsAfterPaint().generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return String((bundle['index.html'] as Rolldown.OutputAsset).source);
}

describe('the built page of the shell', () => {
  it('links none of its code, and lists its entry and the chunks the entry loads for the start scripts', () => {
    const page = pageOf(built);
    const entry = chunks().find((chunk) => chunk.isEntry)!;
    const list = JSON.parse(page.match(/<script type="application\/json" id="app-scripts">([^<]*)<\/script>/)![1]!) as {
      entry: string;
      modules: string[];
    };

    expect(pageAsWritten).toContain(`<script type="module" crossorigin src="/${entry.fileName}"></script>`);
    expect(pageAsWritten).toContain('<link rel="modulepreload" crossorigin href=');
    expect(page).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(page).not.toMatch(/<link\b[^>]*\bmodulepreload\b/);
    expect(list.entry).toBe(`/${entry.fileName}`);
    expect(list.modules).toEqual(expect.arrayContaining([...entry.imports, ...entry.dynamicImports].map((fileName) => `/${fileName}`)));
    for (const module of list.modules) expect(chunks().map((chunk) => `/${chunk.fileName}`)).toContain(module);
  });

  it.each([
    [
      'a module preload',
      (page: string) => page.replaceAll('<link rel="modulepreload" crossorigin', '<link crossorigin rel="modulepreload"'),
      /index.html still links code the start scripts were to load: <link crossorigin rel="modulepreload" href="\/assets\/[^"]+">/,
    ],
    [
      'the module entry',
      (page: string) => page.replace('<script type="module" crossorigin', '<script crossorigin type="module"'),
      'Expected one module entry in index.html, found 0',
    ],
    ['the end of the head', (page: string) => page.replace('</head>', ''), 'index.html has no </head> to put the list of scripts before'],
  ])('fails the build when Vite writes %s in a form the plugin does not take', (_part, rewrite, message) => {
    expect(startScriptsOver(pageAsWritten)).toBe(pageOf(built));
    expect(() => startScriptsOver(rewrite(pageAsWritten))).toThrow(message);
  });
});
