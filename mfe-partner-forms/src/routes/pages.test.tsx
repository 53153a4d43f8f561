import { describe, expect, it } from 'vitest';
import { renderOnServer as renderHtml } from '@minibar/build-tools/render-on-server';
import { CLEANER_OFFER, formatDollars, HOTEL_OFFER } from '@minibar/contracts';
import CleaningPartnerPage from './cleaning-partner-page';
import HotelSignupPage from './hotel-signup-page';
import PropertyManagerPage from './property-manager-page';

/** Pages render on the server, with no browser globals, and their HTML is the whole page. */
async function renderOnServer(Page: () => React.JSX.Element, path = '/'): Promise<Document> {
  const html = await renderHtml(<Page />, path);
  return new DOMParser().parseFromString(`<main>${html}</main>`, 'text/html');
}

function fieldNames(page: Document): string[] {
  return [...page.querySelectorAll('form [name]')].map((field) => field.getAttribute('name') ?? '');
}

describe('partner pages rendered on the server', () => {
  it('renders the host page with its headline, call to action, five questions and badges', async () => {
    const page = await renderOnServer(PropertyManagerPage);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe('Add a Mini Store to Your Listing — and Get Paid for It');
    expect(page.body.textContent).toContain('Claim Your Free Kit');
    expect(page.querySelectorAll('h3 button')).toHaveLength(5);
    for (const badge of ['Free starter kit', 'No monthly fees', 'No inventory to manage', 'Risk-free trial']) {
      expect(page.body.textContent).toContain(badge);
    }
    expect(page.getElementById('host-application')).not.toBeNull();
  });

  it('lists the host claims, free kits and early payout bonuses across the U.S. among them', async () => {
    const page = await renderOnServer(PropertyManagerPage);
    const claims = [...page.querySelectorAll('ul[aria-label="What you get"] li')].map((li) => li.textContent);
    expect(claims).toEqual([
      'Free starter kit',
      'No monthly fees',
      'No inventory to manage',
      'Risk-free trial',
      'Free kits and early payout bonuses across the U.S.',
    ]);
  });

  it('renders the hotel page with its headline, both plans and the signup-form anchor', async () => {
    const page = await renderOnServer(HotelSignupPage);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(page.querySelector('h1')?.textContent).toBe('Add Minibar to your hotel rooms and start earning!');
    expect(page.getElementById('signup-form')).not.toBeNull();
    expect(page.body.textContent).toContain('Free Plan (revenue share)');
    expect(page.body.textContent).toContain(`From ${formatDollars(HOTEL_OFFER.subscriptionPlan.monthlyFromUsd)}`);
    expect(page.body.textContent).toContain(`${HOTEL_OFFER.subscriptionPlan.guestConvenienceFeePercent}% convenience fee paid by the guest`);
    expect(page.querySelectorAll('h3 button')).toHaveLength(10);
  });

  it('renders the cleaner page with its two anchor links, the claim, the examples and ten questions', async () => {
    const page = await renderOnServer(CleaningPartnerPage);
    expect(page.querySelector('h1')?.textContent).toBe('From Cleaner to Retail Partner');
    const anchors = [...page.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href'));
    expect(anchors).toEqual(['#application-form', '#how-it-works']);
    for (const id of ['application-form', 'how-it-works']) expect(page.getElementById(id)).not.toBeNull();
    expect(page.body.textContent).toContain(
      `Earn ${formatDollars(CLEANER_OFFER.perGuestStayUsd.min)}–${formatDollars(CLEANER_OFFER.perGuestStayUsd.max)} per guest per stay`,
    );
    for (const example of CLEANER_OFFER.examples) expect(page.body.textContent).toContain(`≈ ${formatDollars(example.monthlyUsd)}/month`);
    expect(page.querySelectorAll('h3 button')).toHaveLength(10);
  });

  it.each([
    ['host', PropertyManagerPage, '/property-manager', ['firstName', 'lastName', 'email', 'phone', 'unitCount', 'listingLink', 'bookingFrequency']],
    [
      'hotel',
      HotelSignupPage,
      '/hotel-signup',
      ['firstName', 'lastName', 'hotelName', 'email', 'phone', 'position', 'city', 'state', 'roomCount', 'hotelType', 'website', 'additionalInfo'],
    ],
    [
      'cleaner',
      CleaningPartnerPage,
      '/cleaning-partner',
      [
        'fullName',
        'phoneNumber',
        'email',
        'city',
        'state',
        'ownsCleaningBusiness',
        'numProperties',
        'availableToRestock',
        'socialHandle',
        'termsAgreed',
      ],
    ],
  ] as const)('renders the %s application form with every field and its submit button', async (_kind, Page, path, names) => {
    const page = await renderOnServer(Page, path);
    expect(page.querySelector('[aria-busy]')).toBeNull();
    expect(page.querySelectorAll('form')).toHaveLength(1);
    for (const name of names) expect(fieldNames(page)).toContain(name);
    expect(page.querySelector('form button[type="submit"]')).not.toBeNull();
    for (const field of page.querySelectorAll('form input:not([type="hidden"]), form select, form textarea')) {
      const labelled = field.id && page.querySelector(`label[for="${field.id}"]`);
      expect(labelled || field.closest('label') || field.getAttribute('aria-label'), field.getAttribute('name') ?? '').toBeTruthy();
    }
  });
});
