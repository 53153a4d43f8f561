import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

// The browser's own formatter is the reference the hand-written one must match.
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((cents) => cents / 100),
);

describe('numberFormat', () => {
  it('writes whole numbers with thousands separators, as US English does', () => {
    const count = numberFormat();
    expect(count(120000)).toBe('120,000');
    expect(count(999)).toBe('999');
    fc.assert(fc.property(amounts, (value) => count(value) === new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value)));
  });

  it('writes whole US dollars', () => {
    const dollars = numberFormat({ currency: 'USD' });
    expect(dollars(120000)).toBe('$120,000');
    expect(dollars(0)).toBe('$0');
    const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    fc.assert(fc.property(amounts, (value) => dollars(value) === reference.format(value)));
  });

  it('writes dollars and cents', () => {
    const price = numberFormat({ currency: 'USD', fractionDigits: 2 });
    expect(price(4.5)).toBe('$4.50');
    expect(price(1234.56)).toBe('$1,234.56');
    expect(price(-55)).toBe('-$55.00');
    const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(fc.property(amounts, (value) => price(value) === reference.format(value)));
  });
});
