import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoPage } from './support/fixtures';

const CATEGORIES = ['Property Management', 'Rideshare', 'Guest Experience', 'Tutorials', 'Business Tips'];
const FEATURED_TITLE = 'How Smart Minibars Increase Revenue for Short-Term Rentals';
const GUIDE = {
  slug: 'setting-up-minibar-guide',
  title: 'Setting Up Your Minibar: A Step-by-Step Guide',
  excerpt:
    'Unbox the kit, choose the right spot, place the QR code and brief your cleaners. Everything you need to go from delivery to your first sale in under an hour.',
};

const cards = (page: Page) => page.getByTestId('post-card');
const featured = (page: Page) => page.getByTestId('featured-post');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('link', { name: name === 'All' ? 'All categories' : `${name} category`, exact: true });

async function expectAllView(page: Page) {
  await expect(categoryButton(page, 'All')).toHaveAttribute('aria-current', 'true');
  await expect(searchBox(page)).toHaveValue('');
  await expect(featured(page).getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
}

test.describe('blog list', () => {
  test('shows the featured article above a grid of the other four', async ({ page }) => {
    await gotoPage(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllView(page);
    await expect(cards(page).getByRole('heading', { name: FEATURED_TITLE })).toHaveCount(0);

    const card = cards(page).filter({ hasText: GUIDE.title });
    // The picture is drawn in the page itself, not fetched as a file after it shows.
    await expect(card.locator('div[aria-hidden="true"] > svg')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card).toContainText('Tutorials');
    await expect(card).toContainText('February 5, 2025');
    await expect(card).toContainText(GUIDE.excerpt);
    await expect(card.getByRole('link', { name: `Read article about ${GUIDE.title}` })).toHaveAttribute('href', `/blog/${GUIDE.slug}`);
  });

  test('each category filter shows only its articles and hides the featured one', async ({ page }) => {
    await gotoPage(page, '/blog');
    for (const category of CATEGORIES) {
      await categoryButton(page, category).click();
      await expect(page).toHaveURL(`/blog?category=${encodeURIComponent(category).replace(/%20/g, '+')}`);
      await expect(categoryButton(page, category)).toHaveAttribute('aria-current', 'true');
      await expect(featured(page)).toHaveCount(0);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(category);
    }
    await categoryButton(page, 'All').click();
    await expect(page).toHaveURL('/blog');
    await expectAllView(page);
  });

  test('searches titles and excerpts regardless of case', async ({ page }) => {
    await gotoPage(page, '/blog');
    await searchBox(page).fill('SEATBACK');
    await expect(featured(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Contactless Shopping: A New Income Stream for Rideshare Drivers');

    await searchBox(page).fill('smart minibars');
    await expect(featured(page)).toHaveCount(0);
    await expect(cards(page).getByRole('heading', { name: FEATURED_TITLE })).toBeVisible();
  });

  test('shows the empty state, and Reset Filters brings back everything', async ({ page }) => {
    await gotoPage(page, '/blog?category=Tutorials');
    await searchBox(page).fill('no such topic');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter to find what you're looking for.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/blog');
    await expectAllView(page);
  });

  test('keeps the view in the URL: a reload reproduces it and Back returns to the previous one', async ({ page }) => {
    await gotoPage(page, '/blog');
    await categoryButton(page, 'Rideshare').click();
    await expect(page).toHaveURL('/blog?category=Rideshare');
    await searchBox(page).pressSequentially('seat');
    await expect(page).toHaveURL('/blog?category=Rideshare&q=seat');

    await page.reload({ waitUntil: 'commit' });
    await expect(searchBox(page)).toHaveValue('seat');
    await expect(categoryButton(page, 'Rideshare')).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(1);

    // Typing refines one history entry: one Back leaves the search, the next the filter.
    await page.goBack();
    await expect(page).toHaveURL('/blog?category=Rideshare');
    await expect(searchBox(page)).toHaveValue('');
    await expect(categoryButton(page, 'Rideshare')).toHaveAttribute('aria-current', 'true');
    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expectAllView(page);
  });

  test('a shared link opens its view; an unknown category or an overlong query shows the All view', async ({ page }) => {
    await gotoPage(page, '/blog?category=Business+Tips&q=markup');
    await expect(categoryButton(page, 'Business Tips')).toHaveAttribute('aria-current', 'true');
    await expect(searchBox(page)).toHaveValue('markup');

    await gotoPage(page, `/blog?category=Cooking&x=${'y'.repeat(4000)}`);
    await expectAllView(page);
  });
});

test.describe('blog article', () => {
  test('shows the article with its author, reading time, body and related links', async ({ page }) => {
    await gotoPage(page, '/blog');
    await cards(page).filter({ hasText: GUIDE.title }).getByRole('link').click();
    await expect(page).toHaveURL(`/blog/${GUIDE.slug}`);

    await expect(page.getByRole('heading', { level: 1, name: GUIDE.title })).toBeVisible();
    await expect(page).toHaveTitle(`Minibar | Blog Post: ${GUIDE.title}`);
    const article = page.locator('main article').first();
    await expect(article).toContainText('Tutorials');
    await expect(article).toContainText('February 5, 2025');
    await expect(article).toContainText(/\b\d+ min read/);
    await expect(article).toContainText('Marcus Reed');
    await expect(article).toContainText('Driver Partnerships Lead');
    await expect(page.getByTestId('article-body').getByRole('heading', { level: 2, name: 'Step 1: Choose the right spot' })).toBeVisible();

    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByTestId('post-card')).toHaveCount(3);
    await related.getByRole('link', { name: `Read article about ${FEATURED_TITLE}` }).click();
    await expect(page).toHaveURL('/blog/increase-revenue-smart-minibars');
    await expect(page.getByRole('heading', { level: 1, name: FEATURED_TITLE })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test("offers Facebook, Twitter and LinkedIn share pages carrying the article's URL", async ({ page, baseURL }) => {
    await gotoPage(page, `/blog/${GUIDE.slug}`);
    const url = encodeURIComponent(`${baseURL}/blog/${GUIDE.slug}`);
    const expected: Array<[string, string]> = [
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ['Twitter', `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(GUIDE.title)}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ];
    for (const [network, href] of expected) {
      const link = page.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('copies the link with a toast when the browser has no native share', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      Object.assign(window, { copiedTexts: copied });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await gotoPage(page, `/blog/${GUIDE.slug}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link Copied!', { exact: true })).toBeVisible();
    await expect(page.getByText('Blog post link copied to clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts)).toEqual([`${baseURL}/blog/${GUIDE.slug}`]);
  });

  test('an unknown slug shows Article Not Found with a way back', async ({ page }) => {
    await gotoPage(page, '/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page).toHaveTitle('Minibar | Blog Post');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expectAllView(page);
  });

  test('a slug with odd characters shows Article Not Found too', async ({ page }) => {
    await gotoPage(page, `/blog/${encodeURIComponent('<script>"x"</script>')}%E2%9C%93`);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });

  test("the server HTML carries the article's title, description and picture for crawlers", async ({ request, baseURL }) => {
    const response = await request.get(`/blog/${GUIDE.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Minibar | Blog Post: ${GUIDE.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${GUIDE.excerpt}" />`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${baseURL}/remotes/blog/assets/setup-guide-[\\w-]+\\.svg$`));
    const picture = await request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('blog accessibility', () => {
  for (const pathname of ['/blog', `/blog/${GUIDE.slug}`]) {
    test(`${pathname} has no serious or critical axe findings`, async ({ page }) => {
      await gotoPage(page, pathname);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The blog's area; the shell's header and footer are checked by the shell's own suite.
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
