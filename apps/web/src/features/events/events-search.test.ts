import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './events-query';
import { validateEventsSearch } from './events-search';

const none = { role: undefined, church: undefined, tab: undefined, ...NO_FILTERS };

describe('validateEventsSearch', () => {
  it('reads visitor mode, the church, the tab and the filters', () => {
    expect(
      validateEventsSearch({
        role: 'visitor',
        church: 12,
        tab: 'church-events',
        location: ' Austin ',
        sport: 'NFL',
        date: '2026-09-13',
        q: ' Chiefs ',
        near: 78704,
        radius: 10,
        sort: 'distance',
      }),
    ).toEqual({
      ...none,
      role: 'visitor',
      church: 12,
      tab: 'church-events',
      location: 'Austin',
      sport: 'NFL',
      date: '2026-09-13',
      q: 'Chiefs',
      near: '78704',
      radius: 10,
      sort: 'distance',
    });
  });

  it('reads a position from lat and lng, only when both are real coordinates', () => {
    expect(validateEventsSearch({ lat: 30.25, lng: -97.75 })).toMatchObject({
      lat: 30.25,
      lng: -97.75,
    });
    expect(validateEventsSearch({ lat: 30.25 })).toEqual(none);
    expect(validateEventsSearch({ lat: 91, lng: -97.75 })).toEqual(none);
    expect(validateEventsSearch({ lat: '30.25', lng: -97.75 })).toEqual(none);
  });

  it('returns every key, even when the query is empty', () => {
    expect(validateEventsSearch({})).toEqual(none);
  });

  it('takes a zip code back as text when the router read it as a number', () => {
    expect(validateEventsSearch({ location: 78704 }).location).toBe('78704');
  });

  it('drops malformed values instead of failing the page', () => {
    expect(
      validateEventsSearch({
        role: 'admin',
        church: -3,
        tab: 'everything',
        location: '   ',
        sport: { nested: true },
        date: 'tomorrow',
        near: 'Austin',
        radius: 500,
        sort: 'nearest',
      }),
    ).toEqual(none);
    expect(validateEventsSearch({ radius: 2.5 }).radius).toBeUndefined();
    expect(validateEventsSearch({ radius: 0 }).radius).toBeUndefined();
    expect(validateEventsSearch({ church: 1.5 }).church).toBeUndefined();
    expect(validateEventsSearch({ church: '12abc' }).church).toBeUndefined();
    expect(validateEventsSearch({ location: 'x'.repeat(101) }).location).toBeUndefined();
    expect(validateEventsSearch({ tab: 'watch-parties' }).tab).toBeUndefined();
  });
});
