import type { Plugin } from 'vite';

/** The page a remote opened on its own is: its title, a root element and its standalone entry. */
export function standalonePageHtml(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${title}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="/src/standalone.tsx"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Gives a remote's dev server an `index.html` without a file of its own: it answers `/` with
 * it, which opens the remote alone. The build has no such page; its only entry is remoteEntry.js.
 * A page asked for by its own address that reaches it (Vite no longer turned the address into
 * /index.html) is answered with an error saying so, instead of a bare 404.
 */
export function standalonePage(title: string): Plugin {
  const html = standalonePageHtml(title);
  return {
    name: '@minibar/build-tools:standalone-page',
    apply: 'serve',
    configureServer(server) {
      // After Vite's own middlewares: by then every page address (/, /blog, /blog/x) has
      // been turned into /index.html, and files and modules have been answered.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.url !== '/index.html') {
            // Vite turns a page's address into the path of an HTML file before this.
            const unturnedPage =
              server.config.appType === 'spa' &&
              req.method === 'GET' &&
              req.headers.accept?.includes('text/html') &&
              !req.url?.split('?')[0]!.endsWith('.html');
            next(unturnedPage ? new Error(`standalone-page: the page ${req.url} was not turned into /index.html by Vite`) : undefined);
            return;
          }
          try {
            const page = await server.transformIndexHtml(req.url, html, req.originalUrl);
            res.setHeader('Content-Type', 'text/html');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(page);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
