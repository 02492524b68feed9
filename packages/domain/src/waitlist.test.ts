import { describe, expect, it } from 'vitest';
import { offerHeldUntil, partiesToOffer, seatsOpen } from './waitlist.js';

const start = new Date('2026-12-13T18:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('offerHeldUntil', () => {
  it('holds a day, then two hours in the last day, then a quarter hour in the last two', () => {
    expect(offerHeldUntil(start, hoursBefore(72))).toEqual(hoursBefore(48));
    expect(offerHeldUntil(start, hoursBefore(20))).toEqual(hoursBefore(18));
    expect(offerHeldUntil(start, hoursBefore(1.5))).toEqual(hoursBefore(1.25));
  });

  it('never holds seats past the start', () => {
    expect(offerHeldUntil(start, hoursBefore(25))).toEqual(hoursBefore(1));
    expect(offerHeldUntil(start, hoursBefore(3))).toEqual(hoursBefore(1));
    expect(offerHeldUntil(start, hoursBefore(0.1))).toEqual(start);
  });
});

describe('partiesToOffer', () => {
  const queue = [
    { id: 1, guests: 4 },
    { id: 2, guests: 2 },
    { id: 3, guests: 1 },
  ];

  it('serves the line in order while the seats last', () => {
    expect(partiesToOffer(queue, 7, false).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(partiesToOffer(queue, 6, false).map((p) => p.id)).toEqual([1, 2]);
  });

  it('keeps seats for a family first in line rather than pass them to smaller parties', () => {
    expect(partiesToOffer(queue, 3, false)).toEqual([]);
  });

  it('in the last call, gives seats the first party cannot use to the next that fit', () => {
    expect(partiesToOffer(queue, 3, true).map((p) => p.id)).toEqual([2, 3]);
  });

  it('offers nothing without free seats', () => {
    expect(partiesToOffer(queue, 0, true)).toEqual([]);
  });
});

describe('seatsOpen', () => {
  it('is what is neither taken nor held, and nothing while a party waits', () => {
    expect(seatsOpen({ maxAttendees: 10, taken: 5, held: 3, waiting: 0 })).toBe(2);
    expect(seatsOpen({ maxAttendees: 10, taken: 5, held: 0, waiting: 1 })).toBe(0);
    expect(seatsOpen({ maxAttendees: 10, taken: 10, held: 2, waiting: 0 })).toBe(0);
  });
});
