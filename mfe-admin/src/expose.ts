import fs from 'node:fs';

/**
 * What the shell may import from this remote: each page in src/routes/ (`<name>-page.tsx`,
 * with a default export) as `./<name>-page`. The site's page manifest has an entry for
 * each one; a test in the shell checks both ways.
 */
export const exposes: Record<string, string> = Object.fromEntries(
  fs
    .readdirSync(new URL('./routes/', import.meta.url))
    .filter((file) => file.endsWith('-page.tsx'))
    .sort()
    .map((file) => [`./${file.slice(0, -'.tsx'.length)}`, `./src/routes/${file}`]),
);
