import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@minibar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressCombobox } from './address-combobox';
import type { PlaceAddress } from './place-address';
import { AUTOCOMPLETE_INIT_FAILED, AUTOCOMPLETE_LOAD_FAILED } from './use-address-combobox';

const loader = vi.hoisted(() => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));
vi.mock('@googlemaps/js-api-loader', () => loader);

const KEY = 'places-key';
const answerKey = (apiKey: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ apiKey }), { status: 200 })),
  );
const toasts = () => useToastStore.getState().toasts;

const fifthAvenue = {
  addressComponents: [
    { longText: '350', shortText: '350', types: ['street_number'] },
    { longText: '5th Avenue', shortText: '5th Ave', types: ['route'] },
    { longText: 'New York', shortText: 'New York', types: ['locality', 'political'] },
    { longText: 'New York', shortText: 'NY', types: ['administrative_area_level_1', 'political'] },
    { longText: '10118', shortText: '10118', types: ['postal_code'] },
  ],
  formattedAddress: '350 5th Ave, New York, NY 10118, USA',
};

function prediction(placeId: string, text: string, place: object) {
  return {
    placeId,
    text: { text, toString: () => text },
    toPlace: () => ({ fetchFields: vi.fn(async () => ({ place })) }),
  };
}

/** The Places library as the page sees it, answering every request with these suggestions. */
function placesLibrary() {
  const fetchAutocompleteSuggestions = vi.fn(async (_request: google.maps.places.AutocompleteRequest) => ({
    suggestions: [
      { placePrediction: prediction('p1', '350 5th Avenue, New York, NY, USA', fifthAvenue) },
      { placePrediction: prediction('p2', '350 5th Street, Brooklyn, NY, USA', { formattedAddress: '350 5th St, Brooklyn, NY 11215, USA' }) },
    ],
  }));
  return { AutocompleteSuggestion: { fetchAutocompleteSuggestions }, AutocompleteSessionToken: class {} };
}

function renderAddress() {
  const onPlace = vi.fn<(address: PlaceAddress) => void>();
  const registration = { name: 'address', onChange: vi.fn(async () => undefined), onBlur: vi.fn(async () => undefined), ref: vi.fn() };
  render(
    <label>
      Street address
      <AddressCombobox registration={registration} onPlace={onPlace} />
    </label>,
  );
  return { onPlace, registration, input: screen.getByLabelText('Street address') };
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  loader.importLibrary.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('address autocomplete', () => {
  it('stays a plain input and loads nothing when the server has no key', async () => {
    answerKey('');
    const { input } = renderAddress();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/google-places-key', expect.anything()));
    expect(loader.importLibrary).not.toHaveBeenCalled();
    expect(input).not.toHaveAttribute('role');
    expect(toasts()).toEqual([]);
  });

  it('suggests US addresses as the visitor types and fills the fields from the one chosen with the keyboard', async () => {
    const library = placesLibrary();
    loader.importLibrary.mockResolvedValue(library);
    answerKey(KEY);
    const user = userEvent.setup();
    const { input, onPlace, registration } = renderAddress();
    const combobox = await screen.findByRole('combobox', { name: 'Street address' });
    expect(loader.setOptions).toHaveBeenCalledWith({ key: KEY, v: 'weekly' });
    expect(loader.importLibrary).toHaveBeenCalledWith('places');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, '350 5th');
    expect(registration.onChange).toHaveBeenCalled();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const request = library.AutocompleteSuggestion.fetchAutocompleteSuggestions.mock.calls.at(-1)![0];
    expect(request).toMatchObject({
      input: '350 5th',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
    });
    expect(request.sessionToken).toBeDefined();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getByRole('option', { name: '350 5th Avenue, New York, NY, USA' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ address: '350 5th Avenue', city: 'New York', state: 'NY', zip: '10118' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a click on a suggestion, and Escape closes the list leaving the typed text', async () => {
    loader.importLibrary.mockResolvedValue(placesLibrary());
    answerKey(KEY);
    const user = userEvent.setup();
    const { input, onPlace } = renderAddress();
    await screen.findByRole('combobox');
    await user.type(input, '350 5th');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('350 5th');

    await user.type(input, ' S');
    await user.click(await screen.findByRole('option', { name: '350 5th Street, Brooklyn, NY, USA' }));
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ address: '350 5th St, Brooklyn, NY 11215, USA' }));
  });

  it('says the autocomplete failed to load when the Maps script does not load, and typing still works', async () => {
    loader.importLibrary.mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    answerKey(KEY);
    const user = userEvent.setup();
    const { input } = renderAddress();
    await waitFor(() =>
      expect(toasts()).toEqual([expect.objectContaining({ title: 'Error', description: AUTOCOMPLETE_LOAD_FAILED, variant: 'destructive' })]),
    );
    await user.type(input, '1600 Pennsylvania Ave NW');
    expect(input).toHaveValue('1600 Pennsylvania Ave NW');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says the autocomplete failed to initialize when the library cannot be set up', async () => {
    loader.importLibrary.mockResolvedValue({ AutocompleteSessionToken: class {} });
    answerKey(KEY);
    renderAddress();
    await waitFor(() =>
      expect(toasts()).toEqual([expect.objectContaining({ title: 'Error', description: AUTOCOMPLETE_INIT_FAILED, variant: 'destructive' })]),
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
