import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  iso2: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
}

function flagOf(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let cache: Country[] | undefined;

/** Every country the phone library knows, named in English, the US first (spec: default US). */
export function listCountries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((iso2) => ({
    iso2,
    name: names.of(iso2) ?? iso2,
    dialCode: getCountryCallingCode(iso2),
    flag: flagOf(iso2),
  }));
  all.sort((a, b) => (a.iso2 === 'US' ? -1 : b.iso2 === 'US' ? 1 : a.name.localeCompare(b.name)));
  cache = all;
  return all;
}

export function findCountry(iso2: string): Country {
  const countries = listCountries();
  return countries.find((c) => c.iso2 === iso2.toUpperCase()) ?? countries[0]!;
}

/** Case-insensitive match on name, ISO code or dial code. */
export function searchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return listCountries();
  return listCountries().filter((c) => c.name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.dialCode.startsWith(q));
}
