// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import DriversPage from './drivers-page';
import StarterKitPaywallPage from './starter-kit-paywall-page';

/** DESIGN.md: route elements render with react-dom/server (no browser globals while rendering). */
describe('driver routes on the server', () => {
  it('renders /drivers with its hero, the figures and the form anchor', () => {
    const html = renderToString(
      <StaticRouter location="/drivers">
        <DriversPage />
      </StaticRouter>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('$165');
    expect(html).toContain('id="signup-form"');
  });

  it('renders /starter-kit-paywall with the purchase button disabled', () => {
    const html = renderToString(
      <StaticRouter location="/starter-kit-paywall">
        <StarterKitPaywallPage />
      </StaticRouter>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Complete Purchase<\/button>/);
  });
});
