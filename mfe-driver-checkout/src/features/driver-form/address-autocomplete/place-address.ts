/** The parts of a Places API place the form reads (google.maps.places.Place has them all). */
export interface PlaceFields {
  addressComponents?: ReadonlyArray<{ longText: string | null; shortText: string | null; types: string[] }>;
  formattedAddress?: string | null;
}

/** The fields a place fetches: exactly what addressFromPlace reads. */
export const PLACE_FIELDS = ['addressComponents', 'formattedAddress'];

export interface PlaceAddress {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/**
 * The form's address fields from a chosen place: the address is the street number plus
 * the route, or the formatted address when those are missing; the city is the locality,
 * the state its short name (NY), the ZIP the postal code. A part the place lacks is left out.
 */
export function addressFromPlace(place: PlaceFields): PlaceAddress {
  const components = place.addressComponents ?? [];
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const street = [find('street_number')?.longText, find('route')?.longText].filter(Boolean).join(' ');
  const address = street || place.formattedAddress;
  const result: PlaceAddress = {};
  if (address) result.address = address;
  const city = find('locality')?.longText;
  if (city) result.city = city;
  const state = find('administrative_area_level_1')?.shortText;
  if (state) result.state = state;
  const zip = find('postal_code')?.longText;
  if (zip) result.zip = zip;
  return result;
}
