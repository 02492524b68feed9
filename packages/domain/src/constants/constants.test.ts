import { describe, expect, it } from 'vitest';
import { analyticsPeriodStart, attendanceRateLevel, placeholderSuccessRate } from './analytics.js';
import { subscriptionStatusBadge } from './billing.js';
import {
  AMENITY_PRESETS,
  DENOMINATIONS,
  isOtherDenomination,
  isUsStateCode,
  NAMED_DENOMINATIONS,
  US_STATE_CODES,
  US_STATES,
  usStateName,
} from './churches.js';
import { ageGroupLabel, DAY_OF_WEEK_OPTIONS, DAYS_OF_WEEK } from './events.js';
import { availabilityLabel, supportTypeLabel, urgencyLabel } from './support.js';
import {
  isOfferedTimeZone,
  TIME_ZONE_VALUES,
  timeZoneForState,
  timeZoneLabel,
} from './time-zones.js';

describe('labels (spec §4, §9)', () => {
  it.each([
    ['an age group', ageGroupLabel('youth'), 'Youth & Young Adults'],
    ['an unknown age group, as stored', ageGroupLabel('seniors'), 'seniors'],
    ['an offered time zone', timeZoneLabel('Pacific/Honolulu'), 'Hawaii'],
    ['any other zone, by its IANA name', timeZoneLabel('Europe/Paris'), 'Europe/Paris'],
    ['a state', usStateName('HI'), 'Hawaii'],
    ['a code that is not one of the 50, as given', usStateName('PR'), 'PR'],
    ['a support type', supportTypeLabel('volunteers'), 'Volunteers'],
    ['an availability', availabilityLabel('weekends'), 'Weekends'],
    ['an urgency', urgencyLabel('high'), 'High Priority'],
  ])('names %s', (_what, label, expected) => {
    expect(label).toBe(expected);
  });
});

describe('choice lists', () => {
  it('offers each day of the week once, Sunday first as US calendars show them', () => {
    expect(DAY_OF_WEEK_OPTIONS.map((d) => d.value).sort()).toEqual([...DAYS_OF_WEEK].sort());
    expect(DAY_OF_WEEK_OPTIONS[0]).toEqual({ value: 'sunday', label: 'Sunday' });
  });

  it('lists each denomination and amenity preset once, whatever the case', () => {
    expect(new Set(DENOMINATIONS).size).toBe(DENOMINATIONS.length);
    expect(new Set(AMENITY_PRESETS.map((a) => a.toLowerCase())).size).toBe(AMENITY_PRESETS.length);
  });

  it("names every denomination but the catch-all 'Other', which a filter may spell in any case", () => {
    expect([...NAMED_DENOMINATIONS, 'Other']).toEqual(DENOMINATIONS);
    expect(isOtherDenomination(' other ')).toBe(true);
    expect(isOtherDenomination('Orthodox')).toBe(false);
  });

  it('has the 50 states, with two-letter codes, and no DC', () => {
    expect(US_STATE_CODES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('DC')).toBe(false);
    expect(isUsStateCode('tx')).toBe(false);
  });

  it('offers only its own time zones', () => {
    expect(isOfferedTimeZone('America/Phoenix')).toBe(true);
    expect(isOfferedTimeZone('Europe/Paris')).toBe(false);
  });
});

describe('subscription status badge (spec §4)', () => {
  it.each([
    ['active', 'active', 'green'],
    ['past_due', 'past_due', 'destructive'],
    ['canceled', 'canceled', 'secondary'],
    ['trialing', 'trialing', 'neutral'],
    ['', 'unpaid', 'neutral'],
    [null, 'unpaid', 'neutral'],
  ])('shows %j as %s in %s', (status, label, tone) => {
    expect(subscriptionStatusBadge(status)).toEqual({ label, tone });
  });
});

describe('analytics (spec §9)', () => {
  it('counts a period back from now', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(analyticsPeriodStart('7d', now)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(analyticsPeriodStart('1y', now)?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(analyticsPeriodStart('all', now)).toBeNull();
  });

  it('rates attendance and success at the spec thresholds', () => {
    expect([80, 79.9, 60, 59].map(attendanceRateLevel)).toEqual([
      'high',
      'medium',
      'medium',
      'low',
    ]);
    expect([71, 70, 51, 50].map(placeholderSuccessRate)).toEqual([95, 85, 85, 75]);
  });
});

describe('timeZoneForState', () => {
  it.each([
    ['CO', 'America/Denver'],
    ['tx', 'America/Chicago'],
    ['AZ', 'America/Phoenix'],
    ['WA', 'America/Los_Angeles'],
    ['HI', 'Pacific/Honolulu'],
    ['AK', 'America/Anchorage'],
    ['MA', 'America/New_York'],
    [undefined, 'America/New_York'],
    ['ZZ', 'America/New_York'],
  ])('starts events of a church in %s on %s', (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone);
  });

  it("gives every one of the 50 states its people's zone, New York only as the fallback", () => {
    for (const state of US_STATE_CODES) {
      expect(TIME_ZONE_VALUES, state).toContain(timeZoneForState(state));
    }
    const notEastern = US_STATE_CODES.filter((s) => timeZoneForState(s) !== 'America/New_York');
    expect(notEastern).toHaveLength(29);
  });
});
