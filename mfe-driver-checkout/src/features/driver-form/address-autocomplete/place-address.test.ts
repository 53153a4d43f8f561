import { describe, expect, it } from 'vitest';
import { addressFromPlace } from './place-address';

const component = (longText: string, types: string[], shortText = longText) => ({ longText, shortText, types });

describe('addressFromPlace', () => {
  it('takes street number and route, locality, the state short name and the postal code', () => {
    expect(
      addressFromPlace({
        addressComponents: [
          component('350', ['street_number']),
          component('5th Avenue', ['route'], '5th Ave'),
          component('New York', ['locality', 'political']),
          component('New York', ['administrative_area_level_1', 'political'], 'NY'),
          component('United States', ['country', 'political'], 'US'),
          component('10118', ['postal_code']),
        ],
        formattedAddress: '350 5th Ave, New York, NY 10118, USA',
      }),
    ).toEqual({ address: '350 5th Avenue', city: 'New York', state: 'NY', zip: '10118' });
  });

  it('keeps the route alone when the place has no street number', () => {
    expect(
      addressFromPlace({
        addressComponents: [component('Congress Avenue', ['route'], 'Congress Ave')],
        formattedAddress: 'Congress Ave, Austin, TX, USA',
      }),
    ).toEqual({
      address: 'Congress Avenue',
    });
  });

  it('falls back to the formatted address and leaves out what the place lacks', () => {
    expect(addressFromPlace({ addressComponents: [component('Austin', ['locality'])], formattedAddress: 'Austin, TX, USA' })).toEqual({
      address: 'Austin, TX, USA',
      city: 'Austin',
    });
  });

  it('fills nothing from a place without components or address', () => {
    expect(addressFromPlace({})).toEqual({});
    expect(addressFromPlace({ addressComponents: [], formattedAddress: null })).toEqual({});
  });
});
