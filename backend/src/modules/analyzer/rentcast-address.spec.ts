import { rentcastAddress } from './rentcast-address';

describe('rentcastAddress', () => {
  it('writes "Street, City, State Zip" as RentCast documents it', () => {
    expect(rentcastAddress({ street: '123 Main Street', city: 'Austin', state: 'tx', zipCode: '78701' })).toBe(
      '123 Main Street, Austin, TX 78701',
    );
  });
  it('leaves out what is missing instead of sending empty parts', () => {
    expect(rentcastAddress({ street: '123 Main St, ', city: 'Austin', state: null, zipCode: '78701' })).toBe(
      '123 Main St, Austin, 78701',
    );
    expect(rentcastAddress({ street: '5500 Grand Lake Dr, San Antonio, TX 78244' })).toBe(
      '5500 Grand Lake Dr, San Antonio, TX 78244',
    );
  });
});
