import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capacityBadge,
  clampGuests,
  coerceCount,
  EVENT_FULL_LABEL,
  isFull,
  maxAttendeesAllowed,
  maxPartyFor,
  rsvpFits,
  showsSpotsLeftWarning,
  spotsLeft,
  spotsLeftLabel,
} from './capacity.js';
import { MAX_PARTY_SIZE } from './constants/events.js';

const event = (maxAttendees: number, currentAttendees: number) => ({
  maxAttendees,
  currentAttendees,
});

describe('spots left', () => {
  it('is max − current (spec §4)', () => {
    expect(spotsLeft(event(50, 0))).toBe(50);
    expect(spotsLeft(event(50, 45))).toBe(5);
    expect(spotsLeft(event(50, 50))).toBe(0);
  });

  it('never goes below 0 nor above max, even for rows that break the rules', () => {
    expect(spotsLeft(event(50, 60))).toBe(0);
    expect(spotsLeft(event(50, -3))).toBe(50);
    expect(spotsLeft(event(-1, 0))).toBe(0);
    expect(spotsLeft(event(Number.NaN, 0))).toBe(0);
    expect(spotsLeft(event(10, Number.NaN))).toBe(10);
  });

  it('stays within [0, max] for any numbers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer(), (max, current) => {
        const left = spotsLeft(event(max, current));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(max);
        expect(isFull(event(max, current))).toBe(left === 0);
      }),
    );
  });

  it('admits exactly the RSVPs that keep attendance within max (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -5, max: 1100 }),
        (max, taken, guests) => {
          const current = Math.min(taken, max);
          const fits = rsvpFits(event(max, current), guests);
          expect(fits).toBe(guests >= 1 && guests <= MAX_PARTY_SIZE && current + guests <= max);
          if (fits) expect(spotsLeft(event(max, current + guests))).toBe(max - current - guests);
        },
      ),
    );
  });
});

describe('RSVP fit', () => {
  it('needs a whole number of at least 1 and at most the spots left', () => {
    expect(rsvpFits(event(10, 5), 5)).toBe(true);
    expect(rsvpFits(event(10, 5), 6)).toBe(false);
    expect(rsvpFits(event(10, 5), 0)).toBe(false);
    expect(rsvpFits(event(10, 5), 1.5)).toBe(false);
    expect(rsvpFits(event(10, 10), 1)).toBe(false);
  });

  it('caps one party at MAX_PARTY_SIZE, however many seats are free', () => {
    expect(maxPartyFor(event(150, 93))).toBe(MAX_PARTY_SIZE);
    expect(rsvpFits(event(150, 93), MAX_PARTY_SIZE)).toBe(true);
    expect(rsvpFits(event(150, 93), 57)).toBe(false);
    expect(maxPartyFor(event(150, 147))).toBe(3);
  });
});

describe('spots-left warning', () => {
  it("warns at 5 or fewer, and shows 'Event Full' at 0 (spec §2, §9)", () => {
    expect(showsSpotsLeftWarning(event(50, 44))).toBe(false);
    expect(showsSpotsLeftWarning(event(50, 45))).toBe(true);
    expect(showsSpotsLeftWarning(event(50, 49))).toBe(true);
    expect(showsSpotsLeftWarning(event(50, 50))).toBe(false);
    expect(capacityBadge(event(50, 44))).toBeNull();
    expect(capacityBadge(event(50, 45))).toBe('Only 5 spots left!');
    expect(capacityBadge(event(50, 49))).toBe('Only 1 spot left!');
    expect(capacityBadge(event(50, 50))).toBe(EVENT_FULL_LABEL);
    expect(EVENT_FULL_LABEL).toBe('Event Full');
    expect(spotsLeftLabel(3)).toBe('Only 3 spots left!');
  });
});

describe('guest number rule', () => {
  it('reads non-numeric input as 1 and cuts decimals', () => {
    expect(coerceCount('abc')).toBe(1);
    expect(coerceCount('')).toBe(1);
    expect(coerceCount(undefined)).toBe(1);
    expect(coerceCount(null)).toBe(1);
    expect(coerceCount(Number.NaN)).toBe(1);
    expect(coerceCount(Number.POSITIVE_INFINITY)).toBe(1);
    expect(coerceCount({})).toBe(1);
    expect(coerceCount('12abc')).toBe(1);
    expect(coerceCount(' 4 ')).toBe(4);
    expect(coerceCount('2.9')).toBe(2);
    expect(coerceCount(7)).toBe(7);
    expect(coerceCount('0')).toBe(0);
    expect(coerceCount('-3')).toBe(-3);
  });

  it('keeps the form field between 1 and the spots left', () => {
    expect(clampGuests('abc', 5)).toBe(1);
    expect(clampGuests('0', 5)).toBe(1);
    expect(clampGuests(-2, 5)).toBe(1);
    expect(clampGuests('3', 5)).toBe(3);
    expect(clampGuests(9, 5)).toBe(5);
    expect(clampGuests(3, 0)).toBe(1);
  });

  it('always lands within [1, max(1, spots)] (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer()),
        fc.integer({ min: 0, max: 500 }),
        (raw, left) => {
          const guests = clampGuests(raw, left);
          expect(Number.isInteger(guests)).toBe(true);
          expect(guests).toBeGreaterThanOrEqual(1);
          expect(guests).toBeLessThanOrEqual(Math.max(1, left));
        },
      ),
    );
  });
});

describe('max attendees edit', () => {
  it('stays within 1..100000 and not under the people registered', () => {
    expect(maxAttendeesAllowed(50, 10)).toBe(true);
    expect(maxAttendeesAllowed(10, 10)).toBe(true);
    expect(maxAttendeesAllowed(9, 10)).toBe(false);
    expect(maxAttendeesAllowed(0, 0)).toBe(false);
    expect(maxAttendeesAllowed(100_001, 0)).toBe(false);
    expect(maxAttendeesAllowed(2.5, 0)).toBe(false);
  });
});
