import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEventSearchQuery } from '../search.js';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  analyticsPeriodInput,
  churchAnalyticsInput,
  churchSearchInput,
  eventSearchInput,
  idInput,
} from './search.js';

/** The filter bar's fields, all left blank. */
const NO_FILTER = {
  zipCode: undefined,
  city: undefined,
  sport: undefined,
  date: undefined,
  church: undefined,
};

describe('eventSearchInput (spec §3 search filter)', () => {
  it('reads query-string texts, skipping blanks, with a page of 12 by default', () => {
    expect(parseOk(eventSearchInput, {})).toEqual({ ...NO_FILTER, cursor: undefined, limit: 12 });
    expect(
      parseOk(eventSearchInput, {
        zipCode: '30301',
        sport: 'NFL',
        date: '2026-09-13',
        church: '12',
        cursor: 'abc',
        limit: '50',
      }),
    ).toEqual({
      zipCode: '30301',
      city: undefined,
      sport: 'NFL',
      date: '2026-09-13',
      church: 12,
      cursor: 'abc',
      limit: 50,
    });
    expect(
      parseOk(eventSearchInput, {
        zipCode: '',
        city: ' ',
        sport: 'All Events',
        date: '',
        church: '',
      }),
    ).toMatchObject(NO_FILTER);
    expect(parseOk(eventSearchInput, { sport: 'All Sports', church: null }).sport).toBeUndefined();
  });

  it('refuses malformed values', () => {
    expect(
      fieldErrors(eventSearchInput, {
        zipCode: '3030',
        date: '2026-02-30',
        church: 'x',
        limit: 101,
      }),
    ).toEqual({
      zipCode: 'Zip code must be 5 digits',
      date: 'Enter a valid date',
      church: 'Must be a positive whole number',
      limit: 'Limit must be a whole number from 1 to 100',
    });
  });

  it('searches dates within 2000 to 2100 only', () => {
    for (const date of ['9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01']) {
      expect(fieldErrors(eventSearchInput, { date })).toEqual({
        date: 'Choose a date between 2000 and 2100',
      });
    }
    expect(parseOk(eventSearchInput, { date: '2100-12-31' }).date).toBe('2100-12-31');
  });

  it('accepts whatever buildEventSearchQuery makes from the filter bar (property)', () => {
    const filters = fc.record({
      location: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.string({ maxLength: 100 })),
      sport: fc.constantFrom('', 'All Sports', 'All Events', 'NFL', 'Football'),
      church: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant('')),
    });
    fc.assert(
      fc.property(filters, (bar) => {
        const query = buildEventSearchQuery(bar);
        const parsed = parseOk(eventSearchInput, query);
        expect(parsed.zipCode ?? parsed.city).toBe(query.zipCode ?? query.city);
        expect(parsed.sport).toBe(query.sport);
        expect(parsed.church).toBe(query.church);
      }),
    );
  });
});

describe('other list inputs', () => {
  it("search churches by text and denomination ('all' means any)", () => {
    expect(parseOk(churchSearchInput, { search: ' grace ', denomination: 'all' })).toEqual({
      search: 'grace',
      denomination: undefined,
      cursor: undefined,
      limit: 12,
    });
    expect(parseOk(churchSearchInput, { denomination: 'Baptist' }).denomination).toBe('Baptist');
  });

  it('defaults the analytics period to 30d and refuses others', () => {
    expect(parseOk(analyticsPeriodInput, {})).toEqual({ period: '30d' });
    expect(parseOk(analyticsPeriodInput, { period: '1y' })).toEqual({ period: '1y' });
    expect(fieldErrors(analyticsPeriodInput, { period: '2y' })).toEqual({
      period: 'Choose a period: 7d, 30d, 90d, 1y or all',
    });
  });

  it("reads a church's analytics call: path id and period", () => {
    expect(parseOk(churchAnalyticsInput, { id: '12' })).toEqual({ id: 12, period: '30d' });
    expect(fieldErrors(churchAnalyticsInput, { id: 'x', period: 'week' })).toEqual({
      id: 'Must be a positive whole number',
      period: 'Choose a period: 7d, 30d, 90d, 1y or all',
    });
  });

  it('reads path ids from text', () => {
    expect(parseOk(idInput, { id: '7' })).toEqual({ id: 7 });
    expect(fieldErrors(idInput, { id: '-7' })).toEqual({ id: 'Must be a positive whole number' });
  });
});
