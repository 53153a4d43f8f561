import type { PlaceResult } from './google-places';

export interface PlaceAddress {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/**
 * signup-flows §7: address is street number plus route, or the formatted address when those
 * are missing; city from locality, state as its short name, zip from postal_code.
 */
export function addressFromPlace(place: PlaceResult): PlaceAddress {
  const components = place.address_components ?? [];
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const street = [find('street_number')?.long_name, find('route')?.long_name].filter(Boolean).join(' ');
  const address = street || place.formatted_address;
  const result: PlaceAddress = {};
  if (address) result.address = address;
  const city = find('locality')?.long_name;
  if (city) result.city = city;
  const state = find('administrative_area_level_1')?.short_name;
  if (state) result.state = state;
  const zip = find('postal_code')?.long_name;
  if (zip) result.zip = zip;
  return result;
}
