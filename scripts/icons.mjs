// Draws the site's icons from shell/icons/favicon.svg into shell/public (run after changing the
// drawing: `sh scripts/node24.sh node scripts/icons.mjs`, then commit the pictures).
// The icons are PNG, not SVG: a browser draws an SVG icon as a document of its own, on the
// page's main thread just after the first paint (25 to 50 ms on a phone); a small PNG costs
// next to nothing.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const drawing = fs.readFileSync(path.join(ROOT, 'shell/icons/favicon.svg'), 'utf8');

const icons = [
  // A browser tab's icon: 16 px at up to 3 device pixels per px.
  { file: 'favicon.png', size: 48, svg: drawing },
  // A phone's home screen rounds the corners itself: the square is drawn to the edges.
  { file: 'apple-touch-icon.png', size: 180, svg: drawing.replace(/ rx="[\d.]+"/, '') },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block">`);
    await page.locator('img').evaluate((img) => img.decode());
    fs.writeFileSync(path.join(ROOT, 'shell/public', file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`shell/public/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
