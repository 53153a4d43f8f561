import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { brotliCopies } from './brotli-copies';
import { wrappersAsFunctions, wrappersCompiledWithScript } from './compiled-with-script';
import { entryGlueInOneChunk } from './federation';

const blogRoot = path.resolve(import.meta.dirname, '../mfe-blog');
type OutputFile = Rolldown.OutputChunk | Rolldown.OutputAsset;
type Bundle = Record<string, OutputFile>;

/** Each chunk's code as Vite wrote it, before the rewrites that come after (`order: 'post'`). */
const asBundled = new Map<string, string>();
const keepAsBundled: Plugin = {
  name: 'keep-as-bundled',
  enforce: 'pre',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') asBundled.set(file.fileName, file.code);
    },
  },
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
/** The blog's browser build: a remote, built by the shared remote configuration. */
let built: OutputFile[];

beforeAll(async () => {
  // Built for production, as the site is; the federation plugin leaves itself out of builds it
  // takes to be a test's unless told.
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('MFE_VITE_NO_TEST_ENV_CHECK', 'true');
  vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', 'true');
  const output = await build({
    configFile: path.join(blogRoot, 'vite.config.ts'),
    root: blogRoot,
    logLevel: 'silent',
    plugins: [keepAsBundled],
    build: { outDir, emptyOutDir: true },
  });
  built = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const chunks = () => built.flatMap((file) => (file.type === 'chunk' ? [file] : []));
const chunkHolding = (module: RegExp) => chunks().filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
const bundleOf = (files: OutputFile[]): Bundle => Object.fromEntries(files.map((file) => [file.fileName, file]));

/** A plugin's generateBundle hook, run as the browser build runs it; its errors are thrown. */
async function generateBundle(plugin: Plugin, bundle: Bundle): Promise<void> {
  const hook = plugin.generateBundle as { handler?: (...args: unknown[]) => unknown } | ((...args: unknown[]) => unknown);
  const handler = typeof hook === 'function' ? hook : hook.handler!;
  const context = {
    environment: { name: 'client', config: { consumer: 'client' } },
    error(message: string): never {
      throw new Error(message);
    },
    emitFile() {
      return '';
    },
  };
  await handler.call(context, {}, bundle, false);
}

describe("a remote page's glue, in one chunk", () => {
  const glue = [/localSharedImportMap/, /mf-external-runtime-core/, /[\\/]src[\\/]assets[\\/]posts[\\/][^\\/]+\.svg$/];

  it("puts the share map, the runtime's accessors and the blog's pictures in the chunk of Vite's preload helper", () => {
    const [helperChunk, ...others] = chunkHolding(/vite\/preload-helper/);
    const remoteEntry = chunks().find((chunk) => chunk.fileName === 'remoteEntry.js')!;

    expect(others).toEqual([]);
    for (const module of glue) expect(chunkHolding(module).map((chunk) => chunk.fileName)).toEqual([helperChunk!.fileName]);
    expect(remoteEntry.imports).toHaveLength(2);
    expect(remoteEntry.imports).toContain(helperChunk!.fileName);
  });

  it("fails the build when the federation plugin gives Vite's preload helper no chunk group", () => {
    const plugin = entryGlueInOneChunk();
    const configResolved = plugin.configResolved as (config: unknown) => void;
    const output = { codeSplitting: { groups: [{ name: 'phone-numbers', test: /libphonenumber-js/ }] } };

    expect(() => configResolved({ environments: { client: { build: { rolldownOptions: { output } } } } })).toThrow(
      "entry-glue-in-one-chunk: the browser build has no chunk group 'vite-preload-helper'",
    );
  });

  it("fails the build when the share map is not in the chunk of Vite's preload helper", async () => {
    const [helperChunk] = chunkHolding(/vite\/preload-helper/);
    const shareMap = helperChunk!.moduleIds.find((id) => /localSharedImportMap/.test(id))!;
    const withShareMapApart = bundleOf([
      ...built.filter((file) => file !== helperChunk),
      { ...helperChunk!, moduleIds: helperChunk!.moduleIds.filter((id) => id !== shareMap) },
      { ...helperChunk!, fileName: 'assets/share-map.js', moduleIds: [shareMap] },
    ]);

    await expect(generateBundle(entryGlueInOneChunk(), bundleOf(built))).resolves.toBeUndefined();
    await expect(generateBundle(entryGlueInOneChunk(), withShareMapApart)).rejects.toThrow(
      /entry-glue-in-one-chunk: the chunk of Vite's preload helper \(assets\/vite-preload-helper-[\w-]+\.js\) holds no module matching \/localSharedImportMap\//,
    );
  });
});

describe('module wrappers compiled with their script, in a real build', () => {
  it("rewrites the wrappers of the bundler's chunks, which import its helpers from the rolldown-runtime chunk", () => {
    const [runtime] = chunkHolding(/rolldown\/runtime/);
    const rewritten = chunks().filter((chunk) => chunk.code !== asBundled.get(chunk.fileName));

    expect(runtime!.fileName).toMatch(/rolldown-runtime/);
    expect(rewritten.map((chunk) => chunk.fileName)).toContain('remoteEntry.js');
    for (const chunk of chunks()) expect(chunk.code, chunk.fileName).toBe(wrappersAsFunctions(asBundled.get(chunk.fileName)!, null).code);
  });

  it("fails the build when no chunk imports the bundler's helpers from a chunk named rolldown-runtime", async () => {
    const renamed = (text: string) => text.replaceAll('rolldown-runtime', 'bundler-runtime');
    const asBundledChunks = (rename: (text: string) => string) =>
      bundleOf(chunks().map((chunk) => ({ ...chunk, fileName: rename(chunk.fileName), code: rename(asBundled.get(chunk.fileName)!) })));

    await expect(
      generateBundle(
        wrappersCompiledWithScript(),
        asBundledChunks((text) => text),
      ),
    ).resolves.toBeUndefined();
    await expect(generateBundle(wrappersCompiledWithScript(), asBundledChunks(renamed))).rejects.toThrow(
      'compiled-with-script: no chunk of the browser build has a module wrapper to rewrite',
    );
  });
});

describe('Brotli copies of a real build', () => {
  const hashed = () => built.filter((file) => /^assets\/[^/]+\.(?:js|css|svg)$/.test(file.fileName));
  const textOf = (file: OutputFile) => (file.type === 'chunk' ? file.code : Buffer.from(file.source).toString());

  it('writes a copy of each hashed script, stylesheet and picture, holding the file as built', () => {
    const copied = hashed().filter((file) => built.some((copy) => copy.fileName === `${file.fileName}.br`));

    expect(new Set(copied.map((file) => path.extname(file.fileName)))).toEqual(new Set(['.js', '.css', '.svg']));
    for (const file of hashed()) if (textOf(file).length > 1024) expect(copied, file.fileName).toContain(file);
    for (const file of copied) {
      const copy = built.find((output) => output.fileName === `${file.fileName}.br`) as Rolldown.OutputAsset;
      expect(zlib.brotliDecompressSync(copy.source).toString(), file.fileName).toBe(textOf(file));
    }
  });

  it('fails the build when no file is named like a hashed file of the assets folder', async () => {
    const moved = bundleOf(hashed().map((file) => ({ ...file, fileName: file.fileName.replace(/^assets\//, 'static/') })));

    await expect(generateBundle(brotliCopies(), moved)).rejects.toThrow('brotli-copies: no file of the browser build is named like a hashed file');
  });
});
