import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CleaningPartnerPage from './cleaning-partner-page';
import HotelSignupPage from './hotel-signup-page';
import PropertyManagerPage from './property-manager-page';

/** Pages must render on the server (DESIGN.md): no browser globals during render. */
function renderOnServer(Page: () => React.JSX.Element): Document {
  const html = renderToString(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');
}

describe('partner pages rendered on the server', () => {
  it('renders the host page with its headline, call to action, five questions and badges', () => {
    const page = renderOnServer(PropertyManagerPage);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe('Add a Mini Store to Your Listing — and Get Paid for It');
    expect(page.body.textContent).toContain('Claim Your Free Kit');
    expect(page.querySelectorAll('h3 button')).toHaveLength(5);
    for (const badge of ['Free starter kit', 'No monthly fees', 'No inventory to manage', 'Risk-free trial']) {
      expect(page.body.textContent).toContain(badge);
    }
    expect(page.getElementById('host-application')).not.toBeNull();
  });

  it('renders the hotel page with its headline, both plans and the signup-form anchor', () => {
    const page = renderOnServer(HotelSignupPage);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe('Add Minibar to your hotel rooms and start earning!');
    expect(page.getElementById('signup-form')).not.toBeNull();
    expect(page.body.textContent).toContain('Free Plan (revenue share)');
    expect(page.body.textContent).toContain('From $99');
    expect(page.body.textContent).toContain('14% convenience fee paid by the guest');
    expect(page.querySelectorAll('h3 button')).toHaveLength(10);
  });

  it('renders the cleaner page with its two anchor links, the claim, the examples and ten questions', () => {
    const page = renderOnServer(CleaningPartnerPage);
    expect(page.querySelector('h1')?.textContent).toBe('From Cleaner to Retail Partner');
    const anchors = [...page.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href'));
    expect(anchors).toEqual(['#application-form', '#how-it-works']);
    for (const id of ['application-form', 'how-it-works']) expect(page.getElementById(id)).not.toBeNull();
    expect(page.body.textContent).toContain('Earn $5–$15 per guest per stay');
    expect(page.body.textContent).toContain('≈ $240/month');
    expect(page.body.textContent).toContain('≈ $720/month');
    expect(page.querySelectorAll('h3 button')).toHaveLength(10);
  });
});
