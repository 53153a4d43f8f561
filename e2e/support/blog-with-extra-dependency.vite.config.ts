import path from 'node:path';
import { defineConfig, mergeConfig, type Plugin, type UserConfigFnObject } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports (the blog's config
// and the TypeScript it reads), while a package import would be loaded by Node as it is.
// eslint-disable-next-line local/workspace-boundaries -- Vite bundles a relative config import
import blogConfig from '../../mfe-blog/vite.config';

/**
 * The blog's own build, with its list page using one more package (`ms`, installed in the
 * repository but not a dependency of the shell): the server build must bundle it.
 */
function useExtraDependency(): Plugin {
  return {
    name: 'use-extra-dependency',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(path.join('src', 'routes', 'blog-list-page.tsx'))) return undefined;
      const withLine = code.replace('<BlogHero />', '<BlogHero /><p data-extra-dependency="">{`Two days are ${ms(\'2 days\')} ms`}</p>');
      if (withLine === code) throw new Error('The blog list page no longer renders <BlogHero />');
      return `import ms from 'ms';\n${withLine}`;
    },
  };
}

export default defineConfig((env) => mergeConfig((blogConfig as UserConfigFnObject)(env), { plugins: [useExtraDependency()] }));
