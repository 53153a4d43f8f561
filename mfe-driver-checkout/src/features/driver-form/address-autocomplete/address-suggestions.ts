import { PLACE_FIELDS, addressFromPlace, type PlaceAddress } from './place-address';

/** One suggestion as the list shows it. */
export interface AddressSuggestion {
  id: string;
  text: string;
  prediction: google.maps.places.PlacePrediction;
}

/** Suggestions are asked for once this much is typed, and after a short pause in typing. */
export const MIN_INPUT_LENGTH = 3;
export const SUGGESTION_DELAY_MS = 200;

/** US addresses only: precise street addresses and buildings, as the legacy 'address' type gave. */
export const ADDRESS_REQUEST = {
  includedRegionCodes: ['us'],
  includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
} as const;

/**
 * Address suggestions from the Places API for one visitor: every request of a typing session
 * and the place chosen at its end share one session token, as Google bills them together.
 */
export class AddressSuggestions {
  private token: google.maps.places.AutocompleteSessionToken;

  constructor(private readonly places: Pick<google.maps.PlacesLibrary, 'AutocompleteSuggestion' | 'AutocompleteSessionToken'>) {
    if (typeof places.AutocompleteSuggestion?.fetchAutocompleteSuggestions !== 'function') {
      throw new Error('The Places library has no AutocompleteSuggestion');
    }
    this.token = new places.AutocompleteSessionToken();
  }

  async suggest(input: string): Promise<AddressSuggestion[]> {
    const { suggestions } = await this.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken: this.token,
      includedRegionCodes: [...ADDRESS_REQUEST.includedRegionCodes],
      includedPrimaryTypes: [...ADDRESS_REQUEST.includedPrimaryTypes],
    });
    return suggestions.flatMap(({ placePrediction }) =>
      placePrediction ? [{ id: placePrediction.placeId, text: placePrediction.text.toString(), prediction: placePrediction }] : [],
    );
  }

  /** The chosen suggestion's address fields; the next typing starts a new session. */
  async choose(suggestion: AddressSuggestion): Promise<PlaceAddress> {
    const { place } = await suggestion.prediction.toPlace().fetchFields({ fields: PLACE_FIELDS });
    this.token = new this.places.AutocompleteSessionToken();
    return addressFromPlace(place);
  }
}
