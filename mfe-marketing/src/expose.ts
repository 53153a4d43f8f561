/** What the shell may import from this remote: one module per page, each with a default export. */
export const exposes = {
  './home-page': './src/routes/home-page.tsx',
  './privacy-page': './src/routes/privacy-page.tsx',
  './terms-page': './src/routes/terms-page.tsx',
  './cookies-page': './src/routes/cookies-page.tsx',
};
