// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './home-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';
import CookiesPage from './cookies-page';

/** Every route must render with react-dom/server, where there is no window or document. */
function renderOnServer(page: React.ReactElement, path: string): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('server rendering', () => {
  it('renders the home page with its sections and one h1', () => {
    const html = renderOnServer(<HomePage />, '/');
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const id of ['value-proposition', 'features', 'property-managers', 'hotels', 'uber-drivers', 'testimonials', 'how-it-works', 'contact', 'pricing']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).not.toContain('<iframe');
  });

  it.each([
    ['/privacy', <PrivacyPage key="privacy" />, 'Privacy Policy'],
    ['/terms', <TermsPage key="terms" />, 'Terms of Service'],
    ['/cookies', <CookiesPage key="cookies" />, 'Cookie Policy'],
  ])('renders %s without a date, which only the browser knows', (path, page, title) => {
    const html = renderOnServer(page, path);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain('Last updated: </p>');
    expect(html).not.toContain('<time');
    expect(html).toContain('href="/#contact"');
  });
});
