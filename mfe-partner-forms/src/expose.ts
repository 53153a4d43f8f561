/** What the shell may import from this remote: one module per page, each with a default export. */
export const exposes = {
  './property-manager-page': './src/routes/property-manager-page.tsx',
  './hotel-signup-page': './src/routes/hotel-signup-page.tsx',
  './cleaning-partner-page': './src/routes/cleaning-partner-page.tsx',
  './admin-page': './src/routes/admin-page.tsx',
};
