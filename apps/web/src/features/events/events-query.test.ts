import { describe, expect, it } from 'vitest';
import {
  activeTab,
  eventListInput,
  filterParams,
  isFiltered,
  NO_FILTERS,
  sportFilterOf,
} from './events-query';

describe('eventListInput', () => {
  it('sends five digits as zipCode and anything else as city (spec §5)', () => {
    expect(eventListInput({ location: '78704' }, 'watch_party')).toEqual({
      zipCode: '78704',
      kind: 'watch_party',
    });
    expect(eventListInput({ location: 'Round Rock' }, 'church_event')).toEqual({
      city: 'Round Rock',
      kind: 'church_event',
    });
  });

  it("reads 'Austin, TX' as the city of Austin in Texas", () => {
    expect(eventListInput({ location: 'Austin, TX' }, 'watch_party')).toEqual({
      city: 'Austin',
      state: 'TX',
      kind: 'watch_party',
    });
  });

  it('lets a preset church replace the location filter', () => {
    expect(eventListInput({ church: 4, location: 'Austin' }, 'watch_party')).toEqual({
      church: 4,
      kind: 'watch_party',
    });
  });

  it("sends only a sport the list offers, and never 'All Sports' or 'All Events'", () => {
    expect(eventListInput({ sport: 'NFL' }, 'watch_party').sport).toBe('NFL');
    expect(eventListInput({ sport: 'NFL' }, 'church_event').sport).toBeUndefined();
    expect(eventListInput({ sport: 'Christmas Service' }, 'church_event').sport).toBe(
      'Christmas Service',
    );
    expect(eventListInput({ sport: 'All Sports' }, 'watch_party').sport).toBeUndefined();
    expect(eventListInput({ sport: 'All Events' }, 'church_event').sport).toBeUndefined();
  });

  it('searches around a position before a zip code, with the radius, order and text', () => {
    expect(
      eventListInput(
        {
          lat: 30.25,
          lng: -97.75,
          near: '78704',
          location: 'Austin',
          radius: 10,
          sort: 'distance',
        },
        'watch_party',
      ),
    ).toEqual({ lat: 30.25, lng: -97.75, radius: 10, sort: 'distance', kind: 'watch_party' });
    expect(eventListInput({ near: '78704', q: 'Chiefs' }, 'watch_party')).toEqual({
      near: '78704',
      q: 'Chiefs',
      kind: 'watch_party',
    });
  });

  it('sends a radius or a distance order only with a place, and no place with a church', () => {
    expect(eventListInput({ radius: 10, sort: 'distance' }, 'watch_party')).toEqual({
      kind: 'watch_party',
    });
    expect(eventListInput({ church: 4, near: '78704', radius: 10 }, 'watch_party')).toEqual({
      church: 4,
      kind: 'watch_party',
    });
  });

  it('drops a date that is not a real day', () => {
    expect(eventListInput({ date: '2026-09-13' }, 'watch_party').date).toBe('2026-09-13');
    expect(eventListInput({ date: '2026-02-31' }, 'watch_party').date).toBeUndefined();
  });
});

describe('isFiltered', () => {
  it('is true when anything narrows the list, the kind aside', () => {
    expect(isFiltered(eventListInput({}, 'watch_party'))).toBe(false);
    expect(isFiltered(eventListInput({ sport: 'All Sports' }, 'watch_party'))).toBe(false);
    expect(isFiltered(eventListInput({ church: 2 }, 'watch_party'))).toBe(true);
    expect(isFiltered(eventListInput({ date: '2026-09-13' }, 'watch_party'))).toBe(true);
    expect(isFiltered(eventListInput({ q: 'Chiefs' }, 'watch_party'))).toBe(true);
    expect(isFiltered(eventListInput({ lat: 30.25, lng: -97.75 }, 'watch_party'))).toBe(true);
  });
});

describe('the tab and filter parameters', () => {
  it('shows only watch parties in visitor mode', () => {
    expect(activeTab({ role: 'visitor', tab: 'churches' })).toBe('watch-parties');
    expect(activeTab({ tab: 'churches' })).toBe('churches');
    expect(activeTab({})).toBe('watch-parties');
  });

  it('keeps blanks and the "all" choices out of the address', () => {
    expect(
      filterParams('watch_party', { location: '  ', sport: 'All Sports', date: '', q: ' ' }),
    ).toEqual(NO_FILTERS);
    expect(sportFilterOf('church_event', 'Other')).toBe('Other');
  });

  it('keeps a zip code as the exact filter until a radius is chosen, then searches near it', () => {
    expect(filterParams('watch_party', { location: '78704', sort: 'distance' })).toEqual({
      ...NO_FILTERS,
      location: '78704',
    });
    expect(
      filterParams('watch_party', { location: '78704', radius: 10, sort: 'distance' }),
    ).toEqual({ ...NO_FILTERS, near: '78704', radius: 10, sort: 'distance' });
    // A city has no radius search: it stays the city filter.
    expect(filterParams('watch_party', { location: 'Austin', radius: 10 })).toEqual({
      ...NO_FILTERS,
      location: 'Austin',
    });
  });

  it('searches around a position in place of the typed location', () => {
    expect(
      filterParams('watch_party', { location: '78704', lat: 30.25, lng: -97.75, radius: 5 }),
    ).toEqual({ ...NO_FILTERS, lat: 30.25, lng: -97.75, radius: 5 });
  });
});
