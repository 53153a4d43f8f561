import { getJson } from 'shared-ui';

/** signup-flows §7: the key request gives up after 2000 ms. */
export const PLACES_KEY_TIMEOUT_MS = 2000;
export const PLACES_SCRIPT_ORIGIN = 'https://maps.googleapis.com';

/**
 * The configured Places key, or '' when there is none, the server fails or it is slow.
 * The spec's "built-in fallback key" is server configuration, so an empty answer means
 * the autocomplete stays off and the address is typed by hand.
 */
export async function fetchPlacesKey(signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PLACES_KEY_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const body = await getJson<{ apiKey?: unknown }>('/api/google-places-key', { signal: controller.signal });
    return typeof body.apiKey === 'string' ? body.apiKey.trim() : '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

let scriptLoad: Promise<void> | undefined;

/** Adds the Maps script with the Places library once per page; a failed load may be retried later. */
export function loadPlacesScript(apiKey: string): Promise<void> {
  if (window.google?.maps?.places) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${PLACES_SCRIPT_ORIGIN}/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places`;
    script.async = true;
    script.onload = () => (window.google?.maps?.places ? resolve() : reject(new Error('Places library missing')));
    script.onerror = () => reject(new Error('Places script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    document.querySelector(`script[src^="${PLACES_SCRIPT_ORIGIN}/maps/api/js"]`)?.remove();
    throw error;
  });
  return scriptLoad;
}
