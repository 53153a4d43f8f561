/**
 * A stand-in for the Maps JavaScript API bootstrap with the Places library: it installs
 * google.maps.importLibrary, then calls the loader's callback named in its own URL, as the
 * real script does. AutocompleteSuggestion answers from two known addresses and records each
 * request in window.__placesRequests; a chosen prediction's place fetches its fields.
 */
export const fakeMapsScript = String.raw`(() => {
  const own = new URL(document.currentScript.src);
  const component = (longText, types, shortText = longText) => ({ longText, shortText, types });
  const addresses = [
    { id: 'place-5th-ave', text: '350 5th Avenue, New York, NY, USA', place: {
      formattedAddress: '350 5th Ave, New York, NY 10118, USA',
      addressComponents: [
        component('350', ['street_number']),
        component('5th Avenue', ['route'], '5th Ave'),
        component('New York', ['locality', 'political']),
        component('New York', ['administrative_area_level_1', 'political'], 'NY'),
        component('10118', ['postal_code']),
      ] } },
    { id: 'place-congress', text: '1100 Congress Avenue, Austin, TX, USA', place: { formattedAddress: '1100 Congress Ave, Austin, TX 78701, USA', addressComponents: [] } },
  ];
  window.__placesRequests = [];
  class AutocompleteSessionToken {}
  class Place {
    constructor(data) { this.data = data; }
    async fetchFields({ fields }) {
      for (const field of fields) this[field] = this.data[field];
      return { place: this };
    }
  }
  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request) {
      window.__placesRequests.push({ input: request.input, includedRegionCodes: request.includedRegionCodes, includedPrimaryTypes: request.includedPrimaryTypes, withSessionToken: request.sessionToken instanceof AutocompleteSessionToken });
      const typed = request.input.toLowerCase();
      const found = addresses.filter((a) => a.text.toLowerCase().startsWith(typed));
      return { suggestions: found.map((a) => ({ placePrediction: { placeId: a.id, text: { text: a.text, toString: () => a.text }, toPlace: () => new Place(a.place) } })) };
    },
  };
  const maps = window.google.maps;
  maps.importLibrary = async (name) => (name === 'places' ? { AutocompleteSuggestion, AutocompleteSessionToken, Place } : {});
  own.searchParams.get('callback').split('.').reduce((target, key) => target[key], window)();
})();`;
