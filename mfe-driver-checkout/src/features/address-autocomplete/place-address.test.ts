import { describe, expect, it } from 'vitest';
import { addressFromPlace } from './place-address';

const component = (long_name: string, types: string[], short_name = long_name) => ({ long_name, short_name, types });

describe('addressFromPlace', () => {
  it('takes street number and route, locality, the state short name and the postal code', () => {
    expect(
      addressFromPlace({
        address_components: [
          component('350', ['street_number']),
          component('5th Avenue', ['route'], '5th Ave'),
          component('New York', ['locality', 'political']),
          component('New York', ['administrative_area_level_1'], 'NY'),
          component('10118', ['postal_code']),
        ],
        formatted_address: '350 5th Ave, New York, NY 10118, USA',
      }),
    ).toEqual({ address: '350 5th Avenue', city: 'New York', state: 'NY', zip: '10118' });
  });

  it('falls back to the formatted address and leaves out what the place lacks', () => {
    expect(addressFromPlace({ address_components: [component('Austin', ['locality'])], formatted_address: 'Congress Ave, Austin, TX, USA' })).toEqual({
      address: 'Congress Ave, Austin, TX, USA',
      city: 'Austin',
    });
  });
});
