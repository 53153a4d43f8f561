/** What the shell may import from this remote: one module per page, each with a default export. */
export const exposes = {
  './blog-list-page': './src/routes/blog-list-page.tsx',
  './blog-post-page': './src/routes/blog-post-page.tsx',
};
