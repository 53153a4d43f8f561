import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { overallMarginPercent, productsIn, profitPercent } from './catalogue-math';
import { toCents } from './money';
import { PRODUCTS } from './products';

const byId = (id: string) => PRODUCTS.find((p) => p.id === id);

describe('starter-kit catalogue data', () => {
  it('holds 17 products with unique ids', () => {
    expect(PRODUCTS).toHaveLength(17);
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(17);
  });

  it('prices every product at exactly three times wholesale, to the cent', () => {
    for (const product of PRODUCTS) {
      expect(toCents(product.retailPrice), product.id).toBe(toCents(product.wholesalePrice) * 3);
      expect(product.retailPrice * 100, product.id).toBeCloseTo(toCents(product.retailPrice), 9);
    }
  });

  it.each([
    ['doritos-nacho', 0.92, 2.76],
    ['oreo', 0.37, 1.11],
    ['tylenol', 2.48, 7.44],
    ['lays-classic', 0.73, 2.19],
    ['kind-peanut', 1.2, 3.6],
    ['5hour-energy', 2.43, 7.29],
    ['mentos', 1.87, 5.61],
    ['sabritas-japanese', 0.43, 1.29],
  ])('prices %s at %s wholesale / %s retail', (id, wholesale, retail) => {
    expect(byId(id)).toMatchObject({ wholesalePrice: wholesale, retailPrice: retail });
  });

  it('files every product under its own category and All', () => {
    for (const product of PRODUCTS) {
      expect(product.category).toHaveLength(2);
      expect(product.category).toContain('All');
    }
  });

  it('computes the headline margin of 200% from the data', () => {
    expect(overallMarginPercent(PRODUCTS)).toBe(200);
    expect(profitPercent(PRODUCTS[0]!)).toBe(200);
  });

  it('filters by tab: All shows everything, each category only its own products', () => {
    expect(productsIn(PRODUCTS, 'All')).toHaveLength(17);
    const perCategory = CATEGORIES.filter((c) => c !== 'All').map((c) => productsIn(PRODUCTS, c));
    expect(perCategory.every((list) => list.length > 0)).toBe(true);
    expect(perCategory.flat()).toHaveLength(17);
    expect(productsIn(PRODUCTS, 'Cookies').map((p) => p.id)).toEqual(['oreo', 'oreo-golden', 'oreo-double']);
  });
});
