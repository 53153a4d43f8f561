import { render, waitFor } from '@testing-library/react';
import { useToastStore } from 'shared-ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_INIT_FAILED, AUTOCOMPLETE_LOAD_FAILED, useAddressAutocomplete } from './use-address-autocomplete';

function AddressInput() {
  const ref = useAddressAutocomplete(() => {});
  return <input ref={ref} aria-label="Street address" />;
}

const answerKey = (apiKey: string) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ apiKey }), { status: 200 })));
const mapsScript = () => document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]');
const toasts = () => useToastStore.getState().toasts;

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => {
  vi.unstubAllGlobals();
  mapsScript()?.remove();
  delete window.google;
});

describe('address autocomplete', () => {
  it('loads nothing and says nothing when the server has no key', async () => {
    answerKey('');
    render(<AddressInput />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/google-places-key', expect.anything()));
    expect(mapsScript()).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('loads the Places script with the key and reports a failed load', async () => {
    answerKey('k 1');
    render(<AddressInput />);
    await waitFor(() => expect(mapsScript()).not.toBeNull());
    expect(mapsScript()!.src).toBe('https://maps.googleapis.com/maps/api/js?key=k%201&libraries=places');
    mapsScript()!.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(toasts()).toEqual([expect.objectContaining({ title: 'Error', description: AUTOCOMPLETE_LOAD_FAILED, variant: 'destructive' })]),
    );
  });

  it('restricts suggestions to US addresses, and reports a setup that throws', async () => {
    const Autocomplete = vi.fn(function () {
      throw new Error('InvalidKeyMapError');
    });
    window.google = { maps: { places: { Autocomplete: Autocomplete as never } } };
    answerKey('k');
    render(<AddressInput />);
    await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ title: 'Error', description: AUTOCOMPLETE_INIT_FAILED })]));
    expect(Autocomplete).toHaveBeenCalledWith(
      expect.any(HTMLInputElement),
      expect.objectContaining({ componentRestrictions: { country: 'us' }, types: ['address'] }),
    );
  });
});
