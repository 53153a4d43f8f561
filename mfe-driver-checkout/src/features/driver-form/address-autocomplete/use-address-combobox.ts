import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '@minibar/ui';
import { AddressSuggestions, MIN_INPUT_LENGTH, SUGGESTION_DELAY_MS, type AddressSuggestion } from './address-suggestions';
import type { PlaceAddress } from './place-address';
import { fetchPlacesKey, loadPlacesLibrary } from './places-loader';

/** Destructive toasts titled Error; the address can always be typed by hand. */
export const AUTOCOMPLETE_LOAD_FAILED = 'Failed to load address autocomplete. You can still enter your address manually.';
export const AUTOCOMPLETE_INIT_FAILED = 'Failed to initialize address autocomplete. You can still enter your address manually.';

const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/** Loads the Places library when the server has a key; null while off (no key, failed load). */
function useAddressSuggestions(): AddressSuggestions | null {
  const [service, setService] = useState<AddressSuggestions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const apiKey = await fetchPlacesKey(controller.signal);
      if (!apiKey || controller.signal.aborted) return;
      let places: google.maps.PlacesLibrary;
      try {
        places = await loadPlacesLibrary(apiKey);
      } catch {
        if (!controller.signal.aborted) fail(AUTOCOMPLETE_LOAD_FAILED);
        return;
      }
      if (controller.signal.aborted) return;
      try {
        setService(new AddressSuggestions(places));
      } catch {
        fail(AUTOCOMPLETE_INIT_FAILED);
      }
    })();
    return () => controller.abort();
  }, []);
  return service;
}

/**
 * The address input as a combobox of Places suggestions: typing asks for suggestions, the
 * arrow keys move through them, Enter or a click chooses one, Escape closes the list. The
 * typed text stays the field's value until a place is chosen.
 */
export function useAddressCombobox(onPlace: (address: PlaceAddress) => void) {
  const service = useAddressSuggestions();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRequest = useRef(0);
  const failureReported = useRef(false);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const reportFailure = () => {
    if (failureReported.current) return;
    failureReported.current = true;
    fail(AUTOCOMPLETE_LOAD_FAILED);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onInput = (value: string) => {
    clearTimeout(typingTimer.current);
    const request = ++latestRequest.current;
    const input = value.trim();
    if (!service || input.length < MIN_INPUT_LENGTH) {
      setSuggestions([]);
      close();
      return;
    }
    typingTimer.current = setTimeout(() => {
      service.suggest(input).then(
        (found) => {
          if (request !== latestRequest.current) return; // a newer text is on its way
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => {
          if (request === latestRequest.current) close();
          reportFailure();
        },
      );
    }, SUGGESTION_DELAY_MS);
  };

  const choose = (suggestion: AddressSuggestion) => {
    if (!service) return;
    latestRequest.current++;
    clearTimeout(typingTimer.current);
    setSuggestions([]);
    close();
    service.choose(suggestion).then((address) => onPlaceRef.current(address), reportFailure);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!service || suggestions.length === 0) return;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActive((current) => {
        if (!open || current < 0) return down ? 0 : last;
        return down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1;
      });
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault(); // choosing a suggestion does not submit the form
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return { enabled: service !== null, suggestions, open: open && suggestions.length > 0, active, onInput, onKeyDown, choose, close };
}
