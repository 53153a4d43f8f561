// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '@minibar/build-tools/render-on-server';
import { formatDollars, STARTER_KIT } from '@minibar/contracts';
import { PRODUCTS } from '../features/catalogue/products';
import DriversPage from './drivers-page';
import StarterKitPaywallPage from './starter-kit-paywall-page';

/** Route elements render with react-dom/server (no browser globals while rendering). */
describe('driver routes on the server', () => {
  it('renders /drivers with its hero, the figures and the form anchor', async () => {
    const html = await renderOnServer(<DriversPage />, '/drivers');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(formatDollars(STARTER_KIT.salesUsd));
    expect(html).toContain('id="signup-form"');
  });

  it('renders the whole catalogue and the sign-up form, every field, in the server HTML', async () => {
    const html = await renderOnServer(<DriversPage />, '/drivers');
    expect(html).not.toContain('aria-busy');
    const text = html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    for (const product of PRODUCTS) expect(text).toContain(product.name);
    expect(html).toContain('<form');
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'address', 'apartment', 'city', 'state', 'zip', 'additionalInfo']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('Next step: Complete payment for your Starter Kit');
    expect(html).toContain('Paying for your Starter Kit needs JavaScript');
  });

  it("draws the hero's and the products' lettering in the page's font, naming none of its own", async () => {
    const html = await renderOnServer(<DriversPage />, '/drivers');
    expect(html.match(/<text\b/g)?.length).toBeGreaterThanOrEqual(2 * PRODUCTS.length);
    expect(html).not.toMatch(/font-family=/);
  });

  it('renders /starter-kit-paywall with the purchase button disabled', async () => {
    const html = await renderOnServer(<StarterKitPaywallPage />, '/starter-kit-paywall');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Complete Purchase<\/button>/);
  });
});
