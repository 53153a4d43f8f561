import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  iso2: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
}

function flagOf(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The default country's name, written out (it equals Intl's English name, a test checks). */
const WRITTEN_NAMES: Partial<Record<CountryCode, string>> = { US: 'United States' };

let regionNames: Intl.DisplayNames | undefined;

/**
 * A country's English name. Intl's first use on a page loads locale data in one block (about
 * 40 ms on a phone's slower processor), so a form drawn with the default country needs none.
 */
function nameOf(iso2: CountryCode): string {
  const written = WRITTEN_NAMES[iso2];
  if (written) return written;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames.of(iso2) ?? iso2;
}

const byCode = new Map<CountryCode, Country>();

function countryOf(iso2: CountryCode): Country {
  let country = byCode.get(iso2);
  if (!country) {
    country = { iso2, name: nameOf(iso2), dialCode: getCountryCallingCode(iso2), flag: flagOf(iso2) };
    byCode.set(iso2, country);
  }
  return country;
}

let sorted: Country[] | undefined;

/** Every country the phone library knows, named in English, the US (the phone field's default) first. */
export function listCountries(): Country[] {
  if (sorted) return sorted;
  const all = getCountries().map(countryOf);
  all.sort((a, b) => (a.iso2 === 'US' ? -1 : b.iso2 === 'US' ? 1 : a.name.localeCompare(b.name)));
  sorted = all;
  return all;
}

/** The country with this ISO code (any case); the US for a code the phone library does not know. */
export function findCountry(iso2: string): Country {
  const code = iso2.toUpperCase();
  return countryOf(isSupportedCountry(code) ? code : 'US');
}

/** Case-insensitive match on name, ISO code or dial code. */
export function searchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return listCountries();
  return listCountries().filter((c) => c.name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.dialCode.startsWith(q));
}
