// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as offer from '@minibar/contracts/offer';
import { pages } from './pages';

// The page list is read under another offer: a share of the real one that still shows was typed into it.
vi.mock('@minibar/contracts/offer', async (importOriginal) => {
  const { otherOffer } = await import('@minibar/testing/other-offer');
  return otherOffer(await importOriginal());
});

const real = await vi.importActual<typeof offer>('@minibar/contracts/offer');

describe("the partner pages' titles and descriptions", () => {
  it("state the host share from the offer, on the property manager page's title and description", () => {
    const host = pages.find((page) => page.path === '/property-manager')!;
    expect(host.title).toBe(`Property Manager Solutions - ${offer.HOST_OFFER.sharePercent}% Commission on Every Sale`);
    expect(host.description).toContain(`earn ${offer.HOST_OFFER.sharePercent}% of every sale`);
    for (const page of pages) expect(`${page.title} ${page.description}`).not.toContain(`${real.HOST_OFFER.sharePercent}%`);
  });
});
