// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type Rolldown } from 'vite';
import { BRAND_FONT_FILE } from '@minibar/ui/brand-font';
import { preloadBrandFont } from './font-preload-plugin';

const shellRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
type OutputFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-font-build-'));
/** The shell's browser build. */
let built: OutputFile[];

beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', 'true');
  const output = await build({
    configFile: path.join(shellRoot, 'vite.config.ts'),
    root: shellRoot,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  built = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const assets = () => built.flatMap((file) => (file.type === 'asset' ? [file] : []));
const page = () => String(assets().find((file) => file.fileName === 'index.html')!.source);
const PRELOAD = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g;

/** The plugin's generateBundle hook run over `bundle`: the page it leaves, or the error it raises. */
function preloadOver(bundle: Record<string, OutputFile>): string {
  const hook = preloadBrandFont().generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle);
  return String((bundle['index.html'] as Rolldown.OutputAsset).source);
}

describe("the shell's built page and the brand font", () => {
  it('preloads the one font file the build holds, the Latin subset of the font package, early in the head', () => {
    const preloads = [...page().matchAll(PRELOAD)].map((match) => match[1]!);
    const fonts = assets().filter((file) => file.fileName.endsWith('.woff2'));

    expect(fonts.map((file) => `/${file.fileName}`)).toEqual(preloads);
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
    expect(Buffer.from(fonts[0]!.source).equals(fs.readFileSync(require.resolve(BRAND_FONT_FILE)))).toBe(true);
    expect(page().indexOf(preloads[0]!)).toBeLessThan(page().indexOf('<link rel="stylesheet"'));
  });

  it("points the stylesheet's brand font face at the preloaded file, shown in the fallback until it arrives", () => {
    const css = assets()
      .filter((file) => file.fileName.endsWith('.css'))
      .map((file) => String(file.source))
      .join('\n');
    const [, href] = PRELOAD.exec(page()) ?? [];
    PRELOAD.lastIndex = 0;
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const brandFace = faces.find((face) => face.includes('font-family:Inter Variable'));

    expect(brandFace).toContain(`url(${href})`);
    expect(brandFace).toContain('font-display:swap');
    // The fallback faces are the browser's own fonts: no other file is fetched.
    expect(faces.filter((face) => face.includes('url('))).toEqual([brandFace]);
    expect(faces.filter((face) => face.includes('font-family:Inter Fallback') && face.includes('size-adjust'))).toHaveLength(4);
  });

  it('fails the build when the font file is missing from it, or the page has no viewport meta to follow', () => {
    const bundle = () => Object.fromEntries(built.map((file) => [file.fileName, { ...file }]));
    const withoutFont = Object.fromEntries(Object.entries(bundle()).filter(([fileName]) => !fileName.endsWith('.woff2')));
    const index = bundle()['index.html'] as Rolldown.OutputAsset;
    const withoutViewport = { ...bundle(), 'index.html': { ...index, source: String(index.source).replace(/<meta name="viewport"[^>]*>/, '') } };

    expect(() => preloadOver(withoutFont)).toThrow(`The build holds no single copy of the brand font ${BRAND_FONT_FILE}`);
    expect(() => preloadOver(withoutViewport)).toThrow('index.html has no viewport meta to put the brand font preload after');
  });
});
