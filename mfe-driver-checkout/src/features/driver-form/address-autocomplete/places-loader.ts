import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { ENDPOINTS } from '@minibar/contracts';
import { getJson } from '@minibar/ui';

/** The key request gives up after 2000 ms. */
export const PLACES_KEY_TIMEOUT_MS = 2000;

/**
 * The configured Places key, or '' when there is none, the server fails or it is slow.
 * The key is server configuration (GOOGLE_PLACES_API_KEY), never a key built into the
 * page: an empty answer means the autocomplete stays off and the address is typed by hand.
 */
export async function fetchPlacesKey(signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PLACES_KEY_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const body = await getJson<{ apiKey?: unknown }>(ENDPOINTS.placesKey, { signal: controller.signal });
    return typeof body.apiKey === 'string' ? body.apiKey.trim() : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

let optionsSet = false;

/**
 * The Places library of the Maps JavaScript API. The loader accepts its options once per
 * page and adds the script on the first import; a failed script load rejects, and a later
 * import tries again.
 */
export function loadPlacesLibrary(apiKey: string): Promise<google.maps.PlacesLibrary> {
  if (!optionsSet) {
    setOptions({ key: apiKey, v: 'weekly' });
    optionsSet = true;
  }
  return importLibrary('places');
}
