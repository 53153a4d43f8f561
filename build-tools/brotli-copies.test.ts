import zlib from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { brotliCopies } from './brotli-copies';

const code = `export const greeting = ${JSON.stringify('Hello from the mini-store. '.repeat(100))};`;
const chunk = (fileName: string) => ({ type: 'chunk', fileName, code }) as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;

/** The files the plugin adds to a browser build's bundle. */
async function copiesOf(bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>) {
  const emitted: { fileName: string; source: Uint8Array }[] = [];
  const hook = brotliCopies().generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => Promise<void> };
  await hook.handler.call({ emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file) }, {}, bundle);
  return Object.fromEntries(emitted.map(({ fileName, source }) => [fileName, zlib.brotliDecompressSync(source).toString()]));
}

describe('Brotli copies of a build', () => {
  it("writes a copy of each hashed script, stylesheet and picture, holding the file's code", async () => {
    const css = `.hero { color: teal; }\n`.repeat(40);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(40)}</svg>`;
    const copies = await copiesOf({
      'assets/start-a1b2c3.js': chunk('assets/start-a1b2c3.js'),
      'assets/style-a1b2c3.css': asset('assets/style-a1b2c3.css', css),
      'assets/hero-a1b2c3.svg': asset('assets/hero-a1b2c3.svg', svg),
    });

    expect(copies).toEqual({ 'assets/start-a1b2c3.js.br': code, 'assets/style-a1b2c3.css.br': css, 'assets/hero-a1b2c3.svg.br': svg });
  });

  it('writes none for files that keep their name from build to build, source maps, or a file the copy would not shrink', async () => {
    const copies = await copiesOf({
      'remoteEntry.js': chunk('remoteEntry.js'),
      'assets/start-a1b2c3.js.map': asset('assets/start-a1b2c3.js.map', '{"version":3}'.repeat(40)),
      'assets/tiny-a1b2c3.js': asset('assets/tiny-a1b2c3.js', 'x'),
    });

    expect(copies).toEqual({});
  });
});
