import type { Page } from '@playwright/test';
import { expect, gotoPage, holdBrandFont, test, waitForAppReady } from './support/fixtures';

const BRAND = 'Inter Variable';
const FALLBACK = 'Inter Fallback';

/** The hero's title of the home page, with its words as they are set. */
const HEADLINE = 'h1';

/** The brand font's faces the page declares, and whether each has loaded. */
function brandFaces(page: Page) {
  return page.evaluate((family) => {
    return [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family).map((face) => face.status);
  }, BRAND);
}

/**
 * Where the home page's hero title, its lead and the sections that start on the first screen
 * stand, in whole pixels: what a visitor sees move if the swap moves anything.
 */
function blocksOf(page: Page) {
  return page.evaluate((headline) => {
    const title = document.querySelector(headline)!;
    const sections = [...document.querySelectorAll('main > *')].filter((section) => section.getBoundingClientRect().top < window.innerHeight);
    return [title, title.nextElementSibling!, ...sections].map((block) => {
      const { top, height } = block.getBoundingClientRect();
      return { top: Math.round(top + window.scrollY), height: Math.round(height) };
    });
  }, HEADLINE);
}

test.describe('the brand typeface', () => {
  test('the stylesheet declares one font file, served from this origin and kept for a year, which a first visit asks for only after its first paint', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/');
    const html = await answer.text();
    expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
    // The stylesheet declares the file, its Latin subset only, shown in the fallback until it arrives.
    const faces = [...html.matchAll(/@font-face\{[^}]*\}/g)].map(([face]) => face);
    const sources = faces.flatMap((face) => [...face.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!.replace(/"/g, '')));
    expect(sources).toHaveLength(1);
    const href = sources[0]!;
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(faces.find((face) => face.includes(href))).toContain('font-display:swap');
    expect(answer.headers()['content-security-policy']).toMatch(/font-src 'self'/);
    const font = await request.get(href);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // A first visit: the page is drawn in the fallback and stays in it; once it works, the file
    // is fetched for the pages after it.
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await expect.poll(() => brandFaces(page)).toEqual(['loaded']);
    const [fontRequested, firstPaint] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    ]);
    expect(fontRequested).toBeGreaterThanOrEqual(firstPaint!);
    await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
    await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"${FALLBACK}"`));

    // This browser now holds the font: the next page sets its text in it from the start.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('brand-font'))).toBe('held');
    await gotoPage(page, '/drivers');
    await expect(page.locator('html')).toHaveAttribute('data-brand-font', 'held');
    await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"${BRAND}"`));
  });

  test('a first page moves to the next inside the site, which is drawn in the brand font, fetched once', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await expect.poll(() => brandFaces(page)).toEqual(['loaded']);
    await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"${FALLBACK}"`));

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('data-brand-font', 'after-move');
    await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"${BRAND}"`));
    await expect(page.locator('header a').first()).toHaveCSS('font-family', new RegExp(`^"${BRAND}"`));
    // The move took the page along, not a new document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name)).toMatch(/\/$/);
    expect(fonts).toHaveLength(1);
  });

  test('a page whose font file never arrives stays in the fallback, and so does the next', async ({ page }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await expect.poll(() => brandFaces(page)).toEqual(['error']);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"${FALLBACK}"`));
    expect(await page.evaluate(() => localStorage.getItem('brand-font'))).toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
  });

  for (const route of ['/', '/drivers', '/blog', '/privacy']) {
    test(`${route}: once the browser holds the font, headings and text are set in it`, async ({ page }) => {
      await holdBrandFont(page);
      const fonts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
      await gotoPage(page, route);
      await waitForAppReady(page);
      await page.evaluate(() => document.fonts.ready);

      expect(await brandFaces(page)).toEqual(['loaded']);
      const heading = page.locator('h1').first();
      await expect(heading).toHaveCSS('font-family', new RegExp(`^"${BRAND}"`));
      await expect(page.locator('body')).toHaveCSS('font-family', new RegExp(`^"${BRAND}"`));
      const weight = await heading.evaluate((element) => getComputedStyle(element).fontWeight);
      expect(await page.evaluate(({ family, weight }) => document.fonts.check(`${weight} 48px "${family}"`), { family: BRAND, weight })).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(fonts).toHaveLength(1);
    });
  }

  test('the fallback sets text as wide as the brand font, so the swap moves nothing', async ({ page }) => {
    await gotoPage(page, '/');
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(
      async ({ brand, fallback, headline }) => {
        // The fallback's local faces load only when asked for.
        await Promise.all(
          [400, 600, 700, 800].flatMap((weight) => [
            document.fonts.load(`${weight} 48px "${fallback}"`),
            document.fonts.load(`${weight} 48px "${brand}"`),
          ]),
        );
        const text = document.querySelector(headline)!.textContent!;
        const context = document.createElement('canvas').getContext('2d')!;
        const widthIn = (font: string) => {
          context.font = font;
          return context.measureText(text).width;
        };
        return [400, 600, 700, 800].map((weight) => ({
          weight,
          ratio: widthIn(`${weight} 48px "${fallback}"`) / widthIn(`${weight} 48px "${brand}"`),
        }));
      },
      { brand: BRAND, fallback: FALLBACK, headline: HEADLINE },
    );
    for (const { weight, ratio } of widths) expect(Math.abs(ratio - 1), `weight ${weight}: fallback width / brand width ${ratio}`).toBeLessThan(0.03);
  });

  for (const width of [390, 1024, 1280]) {
    test(`at ${width} px, the home page stands the same in the fallback as in the brand font, does not shift, and its title keeps a word with every other`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      // A first visit: the page as the fallback sets it.
      await gotoPage(page, '/');
      await waitForAppReady(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
      const inFallback = await blocksOf(page);

      // A later visit, the font held: the page as the brand font sets it.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('brand-font'))).toBe('held');
      await gotoPage(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-brand-font', 'held');
      await waitForAppReady(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await brandFaces(page)).toEqual(['loaded']);
      expect(await blocksOf(page)).toEqual(inFallback);
      // Should the held file come after the first paint, it swaps in: no block moves (above); a
      // few words may move to the next line inside a paragraph, a shift far below what a visitor
      // notices.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((total, value) => total + value, 0)).toBeLessThan(0.05);

      const wordsPerLine = await page.locator(HEADLINE).evaluate((heading) => {
        const range = document.createRange();
        const text = heading.firstChild!;
        const perLine = new Map<number, number>();
        for (const match of text.textContent!.matchAll(/\S+/g)) {
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const top = Math.round(range.getBoundingClientRect().top);
          perLine.set(top, (perLine.get(top) ?? 0) + 1);
        }
        return [...perLine.values()];
      });
      expect(Math.min(...wordsPerLine), `words per line of the title: ${wordsPerLine.join(', ')}`).toBeGreaterThan(1);
    });
  }
});
