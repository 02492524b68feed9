import { describe, expect, it } from 'vitest';
import { directionsLabel, directionsUrl } from './directions.js';

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the address, encoded, with nothing fetched', () => {
    const url = directionsUrl('1 Main St #2, Austin, TX 78701');
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1+Main+St+%232%2C+Austin%2C+TX+78701',
    );
    expect(new URL(url).searchParams.get('destination')).toBe('1 Main St #2, Austin, TX 78701');
  });

  it('keeps characters that would break the query inside the destination', () => {
    const url = new URL(directionsUrl('  12 Oak & Elm\n Rd?x=1, Dallas, TX 75201 '));
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
    expect(url.searchParams.get('destination')).toBe('12 Oak & Elm Rd?x=1, Dallas, TX 75201');
  });
});

describe('directionsLabel', () => {
  it('names the place and the address', () => {
    expect(directionsLabel('Grace Chapel', '1 Main St, Austin, TX 78701')).toBe(
      'Directions to Grace Chapel, 1 Main St, Austin, TX 78701',
    );
  });
});
