import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, so nothing a previous test loaded is cached. */
const freshCountries = async () => {
  vi.resetModules();
  return import('./countries');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('countries', () => {
  it('names the default country without loading locale data, exactly as Intl names it', async () => {
    const { findCountry } = await freshCountries();
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    const us = findCountry('US');
    expect(displayNames).not.toHaveBeenCalled();
    displayNames.mockRestore();
    expect(us).toEqual({ iso2: 'US', name: new Intl.DisplayNames(['en'], { type: 'region' }).of('US'), dialCode: '1', flag: '🇺🇸' });
  });

  it('finds another country by its code in any case, and the US for a code it does not know', async () => {
    const { findCountry } = await freshCountries();
    expect(findCountry('gb')).toMatchObject({ iso2: 'GB', name: 'United Kingdom', dialCode: '44' });
    expect(findCountry('ZZ').iso2).toBe('US');
  });

  it('lists every country once, the US first and the rest by English name', async () => {
    const { findCountry, listCountries } = await freshCountries();
    const countries = listCountries();
    expect(countries[0]).toBe(findCountry('US'));
    const rest = countries.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(new Set(countries.map((country) => country.iso2)).size).toBe(countries.length);
    expect(rest.indexOf('Åland Islands')).toBeLessThan(rest.indexOf('Albania'));
  });
});
