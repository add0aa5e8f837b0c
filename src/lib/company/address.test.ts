import { officeAddress } from './address';

describe('officeAddress', () => {
  it('writes the parts an office has, in postal order', () => {
    expect(
      officeAddress({ street: 'Plot 1, Park Road', city: 'Noida', region: 'Uttar Pradesh', postalCode: '201301' }),
    ).toBe('Plot 1, Park Road, Noida, Uttar Pradesh 201301');
    expect(officeAddress({ city: 'Lucknow', region: 'Uttar Pradesh', street: null })).toBe('Lucknow, Uttar Pradesh');
  });
});
