import { describe, expect, it } from 'vitest';
import { formatPhone, switchCountry, toE164ish } from './phone-number';
import { searchCountries } from './countries';

describe('phone number handling', () => {
  it('reads bare digits as a national number of the chosen country', () => {
    expect(toE164ish('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164ish('20 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('reads a leading + as an international number and caps it at 15 digits', () => {
    expect(toE164ish('+44 20 7946 0958', 'US')).toBe('+442079460958');
    expect(toE164ish('+1234567890123456789', 'US')).toBe('+123456789012345');
  });

  it('sends nothing for an empty field, and keeps a lone + while it is typed', () => {
    expect(toE164ish('  ', 'US')).toBe('');
    expect(toE164ish('+', 'US')).toBe('+');
  });

  it('formats by the country pattern and guesses the country from the digits', () => {
    expect(formatPhone('+442079460958')).toEqual({ text: '+44 20 7946 0958', country: 'GB' });
    expect(formatPhone('+12015550123').text).toBe('+1 201 555 0123');
  });

  it('keeps the national digits when the country changes', () => {
    expect(switchCountry('+12015550123', 'US', 'GB')).toBe('+442015550123');
  });

  it('searches countries by name, code and dial code', () => {
    expect(searchCountries('germ').map((c) => c.iso2)).toContain('DE');
    expect(searchCountries('+44').map((c) => c.iso2)).toContain('GB');
    expect(searchCountries('zzzz')).toEqual([]);
  });
});
