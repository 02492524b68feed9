import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PERIOD_VALUES,
  ANALYTICS_PERIODS,
  analyticsPeriodStart,
  attendanceRateLevel,
  DASHBOARD_GOALS,
  DEFAULT_ANALYTICS_PERIOD,
  MONTHLY_ACTIVITY_MONTHS,
  placeholderSuccessRate,
  RECENT_EVENT_PERFORMANCE_COUNT,
} from './analytics.js';
import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  DEFAULT_SUBSCRIPTION_PLAN,
  DEFAULT_SUBSCRIPTION_STATUS,
  subscriptionStatusBadge,
} from './billing.js';
import {
  AMENITY_PRESETS,
  CARD_AMENITY_LIMIT,
  DENOMINATIONS,
  isUsStateCode,
  US_STATE_CODES,
  US_STATES,
  usStateName,
} from './churches.js';
import {
  AGE_GROUP_VALUES,
  AGE_GROUPS,
  ageGroupLabel,
  DAY_OF_WEEK_OPTIONS,
  DAYS_OF_WEEK,
  DEFAULT_AGE_GROUP,
  DEFAULT_CHURCH_CAPACITY,
  DEFAULT_EVENT_TIME,
  DEFAULT_GUESTS,
  DEFAULT_MAX_ATTENDEES,
  EVENT_DURATION_HOURS,
  MAX_ATTENDEES,
  MAX_CHURCH_CAPACITY,
  MIN_ATTENDEES,
  MIN_CHURCH_CAPACITY,
  RECURRENCE_PATTERNS,
  SPOTS_LEFT_WARNING_THRESHOLD,
} from './events.js';
import { CHURCH_EVENT_TYPES, EVENT_SPORT_VALUES, SPORTS } from './sports.js';
import {
  availabilityLabel,
  SUPPORT_AVAILABILITY,
  SUPPORT_TYPES,
  SUPPORT_URGENCY,
  supportTypeLabel,
  urgencyLabel,
} from './support.js';
import {
  DEFAULT_TIME_ZONE,
  isOfferedTimeZone,
  TIME_ZONE_VALUES,
  TIME_ZONES,
  timeZoneForState,
  timeZoneLabel,
} from './time-zones.js';
import { ADMIN_TOKEN_STORAGE_KEY, CAROUSEL, MISSION_TAGLINE, TOASTS } from './ui.js';

describe('sports and event types (spec §9)', () => {
  it('lists the fifteen sports and eight church event types in order', () => {
    expect(SPORTS).toEqual([
      'NFL',
      'NBA',
      'MLB',
      'Soccer',
      'NHL',
      'College Football',
      'College Basketball',
      'Tennis',
      'Golf',
      'Olympics',
      'Football',
      'Basketball',
      'Baseball',
      'Hockey',
      'Other',
    ]);
    expect(CHURCH_EVENT_TYPES).toEqual([
      'Christmas Service',
      'New Year Service',
      'Cross-Over Service',
      'Special Service',
      'Church Anniversary',
      'Church Music Concert',
      'Community Outreach',
      'Other',
    ]);
    expect(EVENT_SPORT_VALUES).toHaveLength(22);
  });
});

describe('event constants (spec §9)', () => {
  it('labels the four age groups, all by default', () => {
    expect(AGE_GROUPS.map((g) => [g.value, g.label])).toEqual([
      ['all', 'All Ages'],
      ['family', 'Family Friendly'],
      ['adults', 'Adults Only'],
      ['youth', 'Youth & Young Adults'],
    ]);
    expect(AGE_GROUP_VALUES).toEqual(AGE_GROUPS.map((g) => g.value));
    expect(DEFAULT_AGE_GROUP).toBe('all');
    expect(ageGroupLabel('youth')).toBe('Youth & Young Adults');
    expect(ageGroupLabel('seniors')).toBe('seniors');
  });

  it('holds the thresholds and bounds', () => {
    expect(SPOTS_LEFT_WARNING_THRESHOLD).toBe(5);
    expect(CARD_AMENITY_LIMIT).toBe(3);
    expect([MIN_ATTENDEES, MAX_ATTENDEES, DEFAULT_MAX_ATTENDEES]).toEqual([1, 100_000, 50]);
    expect([MIN_CHURCH_CAPACITY, MAX_CHURCH_CAPACITY, DEFAULT_CHURCH_CAPACITY]).toEqual([
      1, 100_000, 100,
    ]);
    expect(DEFAULT_GUESTS).toBe(1);
    expect(EVENT_DURATION_HOURS).toBe(3);
    expect(DEFAULT_EVENT_TIME).toBe('12:00');
    expect(RECURRENCE_PATTERNS).toEqual(['none', 'daily', 'weekly', 'monthly']);
    expect(DAYS_OF_WEEK).toHaveLength(7);
    expect(DAY_OF_WEEK_OPTIONS.map((d) => d.value).sort()).toEqual([...DAYS_OF_WEEK].sort());
    expect(DAY_OF_WEEK_OPTIONS[0]).toEqual({ value: 'sunday', label: 'Sunday' });
  });
});

describe('time zones (spec §9)', () => {
  it('offers nine zones with their labels, New York by default', () => {
    expect(TIME_ZONES.map((z) => `${z.value} ${z.label}`)).toEqual([
      'America/New_York Eastern',
      'America/Chicago Central',
      'America/Denver Mountain',
      'America/Phoenix Arizona',
      'America/Los_Angeles Pacific',
      'America/Anchorage Alaska',
      'Pacific/Honolulu Hawaii',
      'America/Puerto_Rico Atlantic',
      'Etc/GMT Greenwich',
    ]);
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(isOfferedTimeZone('America/Phoenix')).toBe(true);
    expect(isOfferedTimeZone('Europe/Paris')).toBe(false);
    expect(timeZoneLabel('Pacific/Honolulu')).toBe('Hawaii');
    expect(timeZoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('church constants', () => {
  it('has 14 distinct denominations and 16 distinct amenity presets', () => {
    expect(DENOMINATIONS).toHaveLength(14);
    expect(new Set(DENOMINATIONS).size).toBe(14);
    expect(AMENITY_PRESETS).toHaveLength(16);
    expect(new Set(AMENITY_PRESETS.map((a) => a.toLowerCase())).size).toBe(16);
  });

  it('has the 50 states, with two-letter codes and names, and no DC', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('DC')).toBe(false);
    expect(isUsStateCode('tx')).toBe(false);
    expect(usStateName('HI')).toBe('Hawaii');
    expect(usStateName('PR')).toBe('PR');
  });
});

describe('billing constants (spec §4, §9)', () => {
  it('has one plan, monthly by default, unpaid to start', () => {
    expect(DEFAULT_SUBSCRIPTION_PLAN).toBe('church_partner');
    expect(BILLING_PERIODS).toEqual(['monthly', 'yearly']);
    expect(DEFAULT_BILLING_PERIOD).toBe('monthly');
    expect(DEFAULT_SUBSCRIPTION_STATUS).toBe('unpaid');
  });

  it('colours status badges as the spec says, reading an empty status as unpaid', () => {
    expect(subscriptionStatusBadge('active')).toEqual({ label: 'active', tone: 'green' });
    expect(subscriptionStatusBadge('past_due')).toEqual({ label: 'past_due', tone: 'destructive' });
    expect(subscriptionStatusBadge('canceled')).toEqual({ label: 'canceled', tone: 'secondary' });
    expect(subscriptionStatusBadge('trialing')).toEqual({ label: 'trialing', tone: 'neutral' });
    expect(subscriptionStatusBadge('')).toEqual({ label: 'unpaid', tone: 'neutral' });
    expect(subscriptionStatusBadge(null)).toEqual({ label: 'unpaid', tone: 'neutral' });
  });
});

describe('support enumerations (spec §4)', () => {
  it('lists types, availability and urgency with their labels', () => {
    expect(SUPPORT_TYPES).toEqual(['equipment', 'volunteers', 'food', 'funding']);
    expect(SUPPORT_AVAILABILITY).toEqual(['anytime', 'weekends', 'weekdays']);
    expect(SUPPORT_URGENCY).toEqual(['high', 'medium', 'low']);
    expect(supportTypeLabel('volunteers')).toBe('Volunteers');
    expect(availabilityLabel('weekends')).toBe('Weekends');
    expect(urgencyLabel('high')).toBe('High Priority');
  });
});

describe('analytics (spec §9)', () => {
  it('has five periods, 30d by default, with the admin labels', () => {
    expect(ANALYTICS_PERIOD_VALUES).toEqual(['7d', '30d', '90d', '1y', 'all']);
    expect(ANALYTICS_PERIODS.map((p) => p.label)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last year',
      'All time',
    ]);
    expect(DEFAULT_ANALYTICS_PERIOD).toBe('30d');
  });

  it('counts a period back from now', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(analyticsPeriodStart('7d', now)?.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(analyticsPeriodStart('1y', now)?.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(analyticsPeriodStart('all', now)).toBeNull();
  });

  it('holds the dashboard figures and thresholds', () => {
    expect(RECENT_EVENT_PERFORMANCE_COUNT).toBe(5);
    expect(MONTHLY_ACTIVITY_MONTHS).toBe(6);
    expect(DASHBOARD_GOALS).toEqual({
      events: 24,
      reach: 500,
      capacityUtilizationPercent: 85,
      rsvpConversionPercent: 80,
    });
    expect([
      attendanceRateLevel(80),
      attendanceRateLevel(79.9),
      attendanceRateLevel(60),
      attendanceRateLevel(59),
    ]).toEqual(['high', 'medium', 'medium', 'low']);
    expect([
      placeholderSuccessRate(71),
      placeholderSuccessRate(70),
      placeholderSuccessRate(51),
      placeholderSuccessRate(50),
    ]).toEqual([95, 85, 85, 75]);
  });
});

describe('interface constants', () => {
  it('holds the tagline, carousel, toast and admin token settings', () => {
    expect(MISSION_TAGLINE).toBe(
      'Connecting churches and communities through sports, faith and fellowship.',
    );
    expect(CAROUSEL).toEqual({
      testimonials: 7,
      autoPlayMs: 5000,
      homeAutoPlayMs: 7000,
      churchesAutoPlayMs: 6000,
    });
    expect(TOASTS.durationMs).toBe(5000);
    expect(ADMIN_TOKEN_STORAGE_KEY).toBe('admin-token');
  });
});

describe('timeZoneForState', () => {
  it("gives every one of the 50 states its people's zone, New York only as the fallback", () => {
    expect(timeZoneForState('CO')).toBe('America/Denver');
    expect(timeZoneForState('tx')).toBe('America/Chicago');
    expect(timeZoneForState('AZ')).toBe('America/Phoenix');
    expect(timeZoneForState('WA')).toBe('America/Los_Angeles');
    expect(timeZoneForState('HI')).toBe('Pacific/Honolulu');
    expect(timeZoneForState('AK')).toBe('America/Anchorage');
    expect(timeZoneForState('MA')).toBe('America/New_York');
    expect(timeZoneForState(undefined)).toBe('America/New_York');
    expect(timeZoneForState('ZZ')).toBe('America/New_York');
    for (const state of US_STATE_CODES) {
      expect(TIME_ZONE_VALUES, state).toContain(timeZoneForState(state));
    }
    const notEastern = US_STATE_CODES.filter((s) => timeZoneForState(s) !== 'America/New_York');
    expect(notEastern).toHaveLength(29);
  });
});
