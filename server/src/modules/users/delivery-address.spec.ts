import { formatDeliveryAddress } from './delivery-address.js';

describe('formatDeliveryAddress', () => {
  it('writes flat, building, area and emirate on one line', () => {
    expect(formatDeliveryAddress({ area: 'Dubai Marina', building: 'Marina Heights Tower', apartment: '1204', city: 'Dubai' })).toBe(
      'Apt 1204, Marina Heights Tower, Dubai Marina, Dubai',
    );
  });

  it('keeps a unit that names itself and leaves out missing parts and the instructions', () => {
    expect(
      formatDeliveryAddress({
        area: 'Mirdif',
        building: 'Street 23',
        apartment: 'Villa 14',
        city: 'Dubai',
        instructions: 'Call on arrival',
      }),
    ).toBe('Villa 14, Street 23, Mirdif, Dubai');
    expect(formatDeliveryAddress({ area: 'Al Majaz 2', building: 'Al Qasba Tower', apartment: null, city: 'Sharjah' })).toBe(
      'Al Qasba Tower, Al Majaz 2, Sharjah',
    );
    expect(formatDeliveryAddress({ area: 'Al Reem Island', building: 'Sun Tower', apartment: '  ', city: 'Abu Dhabi' })).toBe(
      'Sun Tower, Al Reem Island, Abu Dhabi',
    );
  });
});
