// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer, visibleText } from '@minibar/build-tools/render-on-server';
import { formatDollarsAndCents } from '@minibar/contracts/number-format';
import * as offer from '@minibar/contracts/offer';
import { driverFigures } from '@minibar/testing/other-offer';
import { pages } from '../pages';
import DriversPage from './drivers-page';
import StarterKitPaywallPage from './starter-kit-paywall-page';
import UberPaymentPage from './uber-payment-page';

// The pages run on another offer: a figure of the real one that still shows was typed into a page.
vi.mock('@minibar/contracts/offer', async (importOriginal) => {
  const { otherOffer } = await import('@minibar/testing/other-offer');
  return otherOffer(await importOriginal());
});

const real = driverFigures(await vi.importActual<typeof offer>('@minibar/contracts/offer'));
const other = driverFigures(offer);
const text = visibleText;

describe('the driver pages state the offer the contracts hold', () => {
  it('runs on an offer none of whose figures is the real one', () => {
    for (const figure of other) expect(real).not.toContain(figure);
  });

  it('shows on /drivers every figure from the offer and none typed into the page', async () => {
    const page = text(await renderOnServer(<DriversPage />, '/drivers'));
    for (const figure of other) expect(page).toContain(figure);
    for (const figure of real) expect(page).not.toContain(figure);
  });

  it('shows on the paywall and the payment page the price and claims from the offer', async () => {
    const paywall = text(await renderOnServer(<StarterKitPaywallPage />, '/starter-kit-paywall'));
    const payment = text(await renderOnServer(<UberPaymentPage />, '/uber-payment'));
    expect(paywall).toContain(other[0]);
    expect(paywall).toContain(`Earn up to ${other[3]} per month`);
    expect(payment).toContain(`Pay ${formatDollarsAndCents(offer.STARTER_KIT.priceUsd)} to receive your`);
    for (const figure of real) {
      expect(paywall).not.toContain(figure);
      expect(payment).not.toContain(figure);
    }
  });

  it('writes every page description that names a figure from the offer', () => {
    const descriptions = pages.map((page) => `${page.title} ${page.description}`);
    for (const figure of real) expect(descriptions.join(' ')).not.toContain(figure);
    const drivers = pages.find((page) => page.path === '/drivers')!.description;
    expect(drivers).toContain(`Get the ${other[0]} starter kit and earn up to ${other[3]} a month`);
    expect(pages.find((page) => page.path === '/uber-payment')!.description).toContain(formatDollarsAndCents(offer.STARTER_KIT.priceUsd));
    expect(pages.find((page) => page.path === '/starter-kit-paywall')!.description).toContain(`for ${other[0]} one-time`);
  });
});
