interface NumberFormatOptions {
  /** Written before the amount: US dollars. */
  currency?: 'USD';
  /** Digits after the point, rounded; none by default. */
  fractionDigits?: number;
}

/** "1234567" → "1,234,567". */
function withThousands(digits: string): string {
  const first = digits.length % 3 || 3;
  let grouped = digits.slice(0, first);
  for (let index = first; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return grouped;
}

/**
 * A formatter of numbers as US English writes them ("12,000", "$4.50", "-$1,234"). The
 * browser's Intl.NumberFormat gives the same text, but its first use on a page loads locale
 * data in one block of about 12 ms (50 ms on a phone's slower processor) that cannot be split,
 * and the pages format amounts as their code loads; these few formats need none of it.
 */
export function numberFormat({ currency, fractionDigits = 0 }: NumberFormatOptions = {}): (value: number) => string {
  const symbol = currency === 'USD' ? '$' : '';
  return (value) => {
    const [whole = '', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    return `${sign}${symbol}${withThousands(whole)}${fraction ? `.${fraction}` : ''}`;
  };
}

/** Whole US dollars, as copy writes the offer's figures: 120000 → "$120,000". */
export const formatDollars = numberFormat({ currency: 'USD' });
/** US dollars and cents, as the payment page writes a price: 4.5 → "$4.50". */
export const formatDollarsAndCents = numberFormat({ currency: 'USD', fractionDigits: 2 });
