// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer, visibleText } from '@minibar/build-tools/render-on-server';
import { formatDollars } from '@minibar/contracts/number-format';
import * as offer from '@minibar/contracts/offer';
import HomePage from './home-page';

// The page runs on another offer: a figure of the real one that still shows was typed into the page.
vi.mock('@minibar/contracts/offer', async (importOriginal) => {
  const { otherOffer } = await import('@minibar/testing/other-offer');
  return otherOffer(await importOriginal());
});

const real = await vi.importActual<typeof offer>('@minibar/contracts/offer');

const text = visibleText;

describe('the home page states the offer the contracts hold', () => {
  it('tells hosts, hotels and drivers what each pays, from the offer', async () => {
    const page = text(await renderOnServer(<HomePage />, '/'));
    const price = formatDollars(offer.STARTER_KIT.priceUsd);
    // The closing band, the pricing section's lead and the value proposition.
    expect(page).toContain(`Hosts get their kit free and keep ${offer.HOST_OFFER.sharePercent}% of every sale`);
    expect(page).toContain(`drivers start with a one-time ${price} Starter Kit`);
    expect(page).toContain(`Drivers pay ${price} once for the Starter Kit`);
    expect(page).toContain(`${price} once for a driver's Starter Kit`);
    const typical = offer.DRIVER_OFFER.typicalMonthlyEarningsUsd;
    expect(page).toContain(`${formatDollars(typical.min)}–${formatDollars(typical.max)}`);
    expect(page).toContain(`${offer.MARKUP_PERCENT.min}%–${offer.MARKUP_PERCENT.max}%`);
  });

  it('shows none of the real offer’s figures once the offer is another', async () => {
    const page = text(await renderOnServer(<HomePage />, '/'));
    expect(page).not.toContain(formatDollars(real.STARTER_KIT.priceUsd));
    expect(page).not.toContain(`${real.HOST_OFFER.sharePercent}% of`);
    expect(page).not.toContain(formatDollars(real.DRIVER_OFFER.typicalMonthlyEarningsUsd.max));
    expect(page).not.toContain(`${real.MARKUP_PERCENT.min}%–`);
  });
});
