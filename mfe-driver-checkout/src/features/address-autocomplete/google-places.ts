/** The small part of the Google Maps Places API the driver form uses (no @types package needed). */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceResult {
  address_components?: AddressComponent[];
  formatted_address?: string;
}

export interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): unknown;
  getPlace(): PlaceResult;
}

export interface AutocompleteOptions {
  componentRestrictions: { country: string | string[] };
  types: string[];
  fields: string[];
}

export interface GoogleMapsNamespace {
  maps?: {
    places?: { Autocomplete: new (input: HTMLInputElement, options: AutocompleteOptions) => PlacesAutocomplete };
    event?: { clearInstanceListeners(instance: object): void };
  };
}

declare global {
  interface Window {
    google?: GoogleMapsNamespace;
  }
}
