// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuilder, mergeConfig, type Plugin, type Rolldown, type UserConfigFnObject } from 'vite';
import { BLOG_META_FILE, blogMetaPlugin, type BlogMetaEntry } from './blog-meta-plugin';

const blogRoot = path.resolve(import.meta.dirname, '..');

/** A post whose body also holds a script and an event handler, besides a paragraph of its own. */
const fixture = vi.hoisted(() => {
  const paragraph = '<p>Stock the minibar with what guests forget to pack.</p>';
  return { slug: 'setting-up-minibar-guide', paragraph, body: `${paragraph}<script>alert(1)</script><img src=x onerror="alert(1)">` };
});

vi.mock('../src/features/shared/posts/content', async (importOriginal) => {
  const { postContent } = await importOriginal<typeof import('../src/features/shared/posts/content')>();
  return { postContent: { ...postContent, [fixture.slug]: `${postContent[fixture.slug]}${fixture.body}` } };
});

type Environment = 'client' | 'ssr';
type BuiltFile = Rolldown.OutputChunk | Rolldown.OutputAsset;

/** The blog built as `vite build` builds it, with `plugins` added, into `outDir`: each environment's files. */
async function buildBlog(outDir: string, plugins: Plugin[] = [], environments: Environment[] = ['client', 'ssr']) {
  const { default: blogConfig } = await import('../vite.config');
  const built: Record<Environment, BuiltFile[]> = { client: [], ssr: [] };
  for (const name of environments) {
    // The configuration anew for each environment, as `vite build` loads it: plugins keep state.
    const config = (blogConfig as UserConfigFnObject)({ command: 'build', mode: 'production', isSsrBuild: name === 'ssr', isPreview: false });
    const builder = await createBuilder(
      mergeConfig(config, {
        configFile: false,
        root: blogRoot,
        logLevel: 'silent',
        plugins,
        build: { outDir: path.join(outDir, 'dist') },
        environments: { ssr: { build: { outDir: path.join(outDir, 'dist', 'server') } } },
      }),
    );
    for (const environment of Object.values(builder.environments)) {
      expect(path.relative(outDir, environment.config.build.outDir)).not.toMatch(/^\.\./);
    }
    const output = await builder.build(builder.environments[name]!);
    built[name] = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  }
  return built;
}

const scriptsOf = (files: BuiltFile[]) => files.flatMap((file) => (file.type === 'chunk' ? [{ fileName: file.fileName, text: file.code }] : []));

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-build-'));
let built: Record<Environment, BuiltFile[]>;

beforeAll(async () => {
  // Built for production, as the site is; the federation plugin leaves itself out of builds it
  // takes to be a test's unless told.
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('MFE_VITE_NO_TEST_ENV_CHECK', 'true');
  built = await buildBlog(outDir);
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the posts in the built blog', () => {
  it.each(['client', 'ssr'] as const)('strips scripts and event handlers from the posts (%s build)', (environment) => {
    const scripts = scriptsOf(built[environment]);
    const withPost = scripts.filter((file) => file.text.includes(fixture.paragraph));

    expect(withPost.length, 'scripts holding the post').toBeGreaterThan(0);
    for (const { fileName, text } of withPost) {
      // What follows the paragraph, to the end of the post's string: the picture alone, without its handler.
      const rest = text.slice(text.indexOf(fixture.paragraph) + fixture.paragraph.length);
      expect(rest.slice(0, 40), fileName).toMatch(/^<img src=\\?"x\\?">[`"']/);
    }
    for (const { fileName, text } of scripts) expect(text, fileName).not.toContain('alert(1)');
  });

  it.each(['client', 'ssr'] as const)('keeps the rest of every post (%s build)', async (environment) => {
    const { postContent } = await vi.importActual<typeof import('../src/features/shared/posts/content')>('../src/features/shared/posts/content');
    const scripts = scriptsOf(built[environment]);
    const sentences = Object.values(postContent).map((html) => html.match(/[\w ,.:;]{40,}/)?.[0] ?? html);

    expect(sentences.filter((sentence) => !scripts.some(({ text }) => text.includes(sentence)))).toEqual([]);
  });

  it('fails the build, naming the content module, when the build no longer loads it', async () => {
    // The posts' content moved: the posts import it from a module the plugin does not know.
    const contentMoved: Plugin = {
      name: 'content-moved',
      enforce: 'pre',
      resolveId(source, importer) {
        return source === './content' && importer?.endsWith(path.join('posts', 'posts.ts')) ? '\0moved-post-content' : null;
      },
      load: (id) => (id === '\0moved-post-content' ? 'export const postContent = {};' : null),
    };
    const movedOutDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-build-'));
    try {
      await expect(buildBlog(movedOutDir, [contentMoved], ['client']).then(() => 'built')).rejects.toThrow(
        /sanitized-posts: the build never loaded \S*src\/features\/shared\/posts\/content\/index\.ts/,
      );
    } finally {
      fs.rmSync(movedOutDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('blog-meta.json of the built blog', () => {
  it("lists every post with its picture's built file", async () => {
    const { postCatalogue } = await import('../src/features/shared/posts/post-catalogue');
    const meta = built.client.find((file) => file.fileName === BLOG_META_FILE) as Rolldown.OutputAsset;
    const { posts } = JSON.parse(String(meta.source)) as { posts: BlogMetaEntry[] };

    expect(posts.map((post) => post.slug)).toEqual(postCatalogue.map((post) => post.slug));
    for (const [index, post] of posts.entries()) {
      const picture = built.client.find((file) => file.fileName === post.image);
      expect(picture?.type === 'asset' && picture.originalFileNames, post.slug).toEqual([`src/assets/posts/${postCatalogue[index]!.image}.svg`]);
    }
  });

  it("fails the build, naming the picture, when a post's picture is not in the bundle", () => {
    const { image } = JSON.parse(String((built.client.find((file) => file.fileName === BLOG_META_FILE) as Rolldown.OutputAsset).source)).posts[0];
    const withoutPicture = Object.fromEntries(built.client.filter((file) => file.fileName !== image).map((file) => [file.fileName, file]));
    const hook = blogMetaPlugin().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
      emitFile() {
        return '';
      },
    };

    expect(() => hook.call(context, {}, Object.fromEntries(built.client.map((file) => [file.fileName, file])))).not.toThrow();
    expect(() => hook.call(context, {}, withoutPicture)).toThrow(/^blog-meta: src\/assets\/posts\/[\w-]+\.svg is not in the bundle/);
  });
});
