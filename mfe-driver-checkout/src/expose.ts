/** What the shell may import from this remote: one module per page, each with a default export. */
export const exposes = {
  './drivers-page': './src/routes/drivers-page.tsx',
  './uber-payment-page': './src/routes/uber-payment-page.tsx',
  './uber-payment-success-page': './src/routes/uber-payment-success-page.tsx',
  './starter-kit-paywall-page': './src/routes/starter-kit-paywall-page.tsx',
};
