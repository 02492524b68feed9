import { describe, expect, it } from 'vitest';
import { addCustomAmenity, customAmenityError } from './amenities.js';
import { cardAmenities, formatAddress } from './church.js';

describe('formatAddress', () => {
  it('joins the parts and skips blanks', () => {
    expect(
      formatAddress({ address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }),
    ).toBe('1 Main St, Austin, TX 78701');
    expect(formatAddress({ address: ' ', city: 'Austin', state: 'TX', zipCode: null })).toBe(
      'Austin, TX',
    );
    expect(formatAddress({})).toBe('');
  });
});

describe('church card amenities (spec §2)', () => {
  it("shows at most three, then '+N more'", () => {
    expect(cardAmenities(['Parking', 'Kitchen'])).toEqual({
      shown: ['Parking', 'Kitchen'],
      more: null,
    });
    expect(cardAmenities(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: null });
    expect(cardAmenities(['A', 'B', 'C', 'D', 'E'])).toEqual({
      shown: ['A', 'B', 'C'],
      more: '+2 more',
    });
  });
});

describe('custom amenities (spec §5)', () => {
  it('must be non-empty and not a duplicate, whatever the case or spaces', () => {
    expect(customAmenityError('  ', ['Parking'])).toBe('Amenity cannot be empty');
    expect(customAmenityError(' parking ', ['Parking'])).toBe('That amenity is already listed');
    expect(customAmenityError('Prayer Room', ['Parking'])).toBeNull();
    expect(customAmenityError('x'.repeat(61), [])).toBe('Amenity must be at most 60 characters');
  });

  it('adds the trimmed text, or the preset spelling of a preset', () => {
    expect(addCustomAmenity(' Prayer Room ', ['Parking'])).toEqual({
      amenities: ['Parking', 'Prayer Room'],
      error: null,
    });
    expect(addCustomAmenity('big screen tv', [])).toEqual({
      amenities: ['Big Screen TV'],
      error: null,
    });
    const current = ['Parking'];
    expect(addCustomAmenity('PARKING', current)).toEqual({
      amenities: current,
      error: 'That amenity is already listed',
    });
  });
});
