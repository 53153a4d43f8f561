// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { todayIso } from '@minibar/ui';
import { renderOnServer } from '@minibar/build-tools/render-on-server';
import { DEFAULT_PROPERTY_INPUTS, formatDollars, propertyAnnualEarnings } from '@minibar/contracts';
import HomePage from './home-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';
import CookiesPage from './cookies-page';

/** Every route renders on the server, where there is no window or document, and its HTML is the whole page. */
describe('server rendering', () => {
  it('renders the home page with its sections and one h1', async () => {
    const html = await renderOnServer(<HomePage />, '/');
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const id of [
      'value-proposition',
      'features',
      'property-managers',
      'hotels',
      'uber-drivers',
      'testimonials',
      'how-it-works',
      'contact',
      'pricing',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).not.toContain('<iframe');
  });

  it("draws the hero's lettering in the page's font, naming none of its own", async () => {
    const html = await renderOnServer(<HomePage />, '/');
    expect(html).toMatch(/<text\b/);
    expect(html).not.toMatch(/font-family=/);
  });

  it('renders the contact form with every field and the calculators with their default results', async () => {
    const html = await renderOnServer(<HomePage />, '/');
    expect(html).not.toContain('aria-busy');
    expect(html).toMatch(/<form[^>]*aria-label="Contact form"/);
    for (const name of ['name', 'email', 'phone', 'message']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Send Message');
    expect(html).toContain(formatDollars(propertyAnnualEarnings(DEFAULT_PROPERTY_INPUTS)));
  });

  it.each([
    ['/privacy', <PrivacyPage key="privacy" />, 'Privacy Policy'],
    ['/terms', <TermsPage key="terms" />, 'Terms of Service'],
    ['/cookies', <CookiesPage key="cookies" />, 'Cookie Policy'],
  ])("renders %s with the server's date as its last-updated date", async (path, page, title) => {
    const html = await renderOnServer(page, path);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(`Last updated: <time dateTime="${todayIso()}">`);
    expect(html).toContain('href="/#contact"');
  });
});
