import { describe, expect, it } from 'vitest';
import { CHURCH_EVENT_TYPES, SPORTS } from './constants/sports.js';
import {
  baseSport,
  isChurchEvent,
  isNoSportFilter,
  isSport,
  isWatchParty,
  leaguesOf,
  matchesSportFilter,
  sportFilterValues,
} from './sports.js';

describe('watch party or church event', () => {
  it('is a watch party when the sport is in the sports list (spec §5)', () => {
    for (const sport of SPORTS) expect(isWatchParty({ sport })).toBe(true);
    expect(isWatchParty({ sport: 'Christmas Service' })).toBe(false);
    expect(isChurchEvent({ sport: 'Community Outreach' })).toBe(true);
    expect(isChurchEvent({ sport: 'NFL' })).toBe(false);
    expect(isSport('Curling')).toBe(false);
  });

  it("files every church event type but 'Other' under church events", () => {
    const churchEvents = CHURCH_EVENT_TYPES.filter((type) => isChurchEvent({ sport: type }));
    expect(churchEvents).toEqual(CHURCH_EVENT_TYPES.filter((type) => type !== 'Other'));
  });
});

describe('base sports (spec §5)', () => {
  it.each([
    ['NFL', 'Football'],
    ['College Football', 'Football'],
    ['NBA', 'Basketball'],
    ['College Basketball', 'Basketball'],
    ['MLB', 'Baseball'],
    ['NHL', 'Hockey'],
    ['Soccer', 'Soccer'],
    ['Football', 'Football'],
  ])('files %s under %s', (sport, base) => {
    expect(baseSport(sport)).toBe(base);
  });

  it('lists the leagues of a base sport', () => {
    expect(leaguesOf('Football')).toEqual(['NFL', 'College Football']);
    expect(leaguesOf('Golf')).toEqual([]);
  });
});

describe('sport filter', () => {
  it("treats blank, 'All Sports' and 'All Events' as no filter", () => {
    for (const none of [undefined, null, '', '  ', 'All Sports', 'All Events']) {
      expect(isNoSportFilter(none)).toBe(true);
      expect(sportFilterValues(none)).toBeNull();
      expect(matchesSportFilter('Golf', none)).toBe(true);
    }
  });

  it('widens a base sport to its leagues, but not a league to its siblings', () => {
    expect(sportFilterValues('Football')).toEqual(['Football', 'NFL', 'College Football']);
    expect(sportFilterValues('Basketball')).toEqual(['Basketball', 'NBA', 'College Basketball']);
    expect(sportFilterValues('Baseball')).toEqual(['Baseball', 'MLB']);
    expect(sportFilterValues('Hockey')).toEqual(['Hockey', 'NHL']);
    expect(sportFilterValues('NFL')).toEqual(['NFL']);
    expect(sportFilterValues(' Soccer ')).toEqual(['Soccer']);
    expect(sportFilterValues('Christmas Service')).toEqual(['Christmas Service']);
    expect(matchesSportFilter('NFL', 'Football')).toBe(true);
    expect(matchesSportFilter('College Football', 'NFL')).toBe(false);
    expect(matchesSportFilter('NBA', 'Football')).toBe(false);
  });
});
