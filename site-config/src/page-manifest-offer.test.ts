import { describe, expect, it, vi } from 'vitest';
import { formatDollars, formatDollarsAndCents } from '@minibar/contracts/number-format';
import * as offer from '@minibar/contracts/offer';
import { knownPages } from './page-manifest';

// The kept page list is read under another offer: a figure of the real one that still shows was typed into it.
vi.mock('@minibar/contracts/offer', async (importOriginal) => {
  const { otherOffer } = await import('@minibar/testing/other-offer');
  return otherOffer(await importOriginal());
});

const real = await vi.importActual<typeof offer>('@minibar/contracts/offer');

describe('the pages kept for older remote releases', () => {
  it("write the driver pages' price and claim and the host share from the offer", () => {
    const text = knownPages.map((page) => `${page.title} ${page.description}`).join('\n');
    expect(text).toContain(`Get the ${formatDollars(offer.STARTER_KIT.priceUsd)} starter kit`);
    expect(text).toContain(`earn up to ${formatDollars(offer.DRIVER_OFFER.monthlyEarningsUpToUsd)} a month`);
    expect(text).toContain(`Pay ${formatDollarsAndCents(offer.STARTER_KIT.priceUsd)} once`);
    expect(text).toContain(`${offer.HOST_OFFER.sharePercent}% Commission on Every Sale`);
    for (const figure of [
      formatDollars(real.STARTER_KIT.priceUsd),
      formatDollars(real.DRIVER_OFFER.monthlyEarningsUpToUsd),
      `${real.HOST_OFFER.sharePercent}%`,
    ]) {
      expect(text).not.toContain(figure);
    }
  });
});
