import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

const brotliCompress = promisify(zlib.brotliCompress);

/** The files that get a copy: scripts, styles and pictures whose names carry their content's hash. */
const HASHED_TEXT_FILE = /^assets\/[^/]+\.(?:js|css|svg)$/;

/** Brotli at its highest quality: smaller than a server compressing each answer on the fly can afford. */
export async function brotliCopyOf(source: string | Uint8Array): Promise<Buffer> {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Writes a Brotli copy (`<file>.br`) beside each hashed script, stylesheet and picture of a
 * browser build. Compressed once at the highest quality, the home page's scripts are 124 kB
 * against 143 kB at the quality a server can afford on every answer (4), and the server then
 * compresses nothing for these files. Only hashed files get a copy: a file and its copy always
 * come from the same build, so the copy can never be older than the file. A browser build with
 * no file named so fails: the server would compress every answer again.
 */
export function brotliCopies(): Plugin {
  return {
    name: '@minibar/build-tools:brotli-copies',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After every rewrite of the code, so a copy holds the file as it is written.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = (Object.values(bundle) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]).filter((file) =>
          HASHED_TEXT_FILE.test(file.fileName),
        );
        if (files.length === 0) this.error(`brotli-copies: no file of the browser build is named like a hashed file (${HASHED_TEXT_FILE})`);
        await Promise.all(
          files.map(async (file) => {
            const source = file.type === 'chunk' ? file.code : file.source;
            const copy = await brotliCopyOf(source);
            if (copy.length < Buffer.byteLength(source)) this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: copy });
          }),
        );
      },
    },
  };
}
