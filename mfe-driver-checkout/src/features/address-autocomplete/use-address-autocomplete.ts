import { useEffect, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import type { PlacesAutocomplete } from './google-places';
import { addressFromPlace, type PlaceAddress } from './place-address';
import { fetchPlacesKey, loadPlacesScript } from './places-loader';

/** signup-flows §8, address autocomplete (destructive toasts titled Error). */
export const AUTOCOMPLETE_LOAD_FAILED = 'Failed to load address autocomplete. You can still enter your address manually.';
export const AUTOCOMPLETE_INIT_FAILED = 'Failed to initialize address autocomplete. You can still enter your address manually.';

const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

function attachAutocomplete(input: HTMLInputElement, onPlace: (address: PlaceAddress) => void): PlacesAutocomplete {
  const Autocomplete = window.google?.maps?.places?.Autocomplete;
  if (!Autocomplete) throw new Error('Places library missing');
  // signup-flows §4: US addresses of type address only.
  const autocomplete = new Autocomplete(input, {
    componentRestrictions: { country: 'us' },
    types: ['address'],
    fields: ['address_components', 'formatted_address'],
  });
  autocomplete.addListener('place_changed', () => onPlace(addressFromPlace(autocomplete.getPlace())));
  return autocomplete;
}

/**
 * Google Places suggestions on the address input, when the server has a key. Whatever
 * happens here, the fields stay editable: manual entry always works.
 */
export function useAddressAutocomplete(onPlace: (address: PlaceAddress) => void) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });

  useEffect(() => {
    if (!input) return;
    const controller = new AbortController();
    let autocomplete: PlacesAutocomplete | undefined;
    (async () => {
      const apiKey = await fetchPlacesKey(controller.signal);
      if (!apiKey || controller.signal.aborted) return;
      try {
        await loadPlacesScript(apiKey);
      } catch {
        if (!controller.signal.aborted) fail(AUTOCOMPLETE_LOAD_FAILED);
        return;
      }
      if (controller.signal.aborted) return;
      try {
        autocomplete = attachAutocomplete(input, (address) => onPlaceRef.current(address));
      } catch {
        fail(AUTOCOMPLETE_INIT_FAILED);
      }
    })();
    return () => {
      controller.abort();
      if (autocomplete) window.google?.maps?.event?.clearInstanceListeners(autocomplete);
    };
  }, [input]);

  /** Pass as the address input's ref. */
  return setInput;
}
