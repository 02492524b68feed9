import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildEventSearchQuery,
  citySpellings,
  likeContainsPattern,
  parseLocation,
  readPlaceQuery,
  searchPlaceOf,
} from './search.js';

describe('parseLocation', () => {
  it('reads exactly five digits as a zip code and anything else as a city (spec §5)', () => {
    expect(parseLocation('75201')).toEqual({ zipCode: '75201' });
    expect(parseLocation(' 75201 ')).toEqual({ zipCode: '75201' });
    expect(parseLocation('7520')).toEqual({ city: '7520' });
    expect(parseLocation('752011')).toEqual({ city: '752011' });
    expect(parseLocation('75201-1234')).toEqual({ city: '75201-1234' });
    expect(parseLocation('Dallas')).toEqual({ city: 'Dallas' });
    expect(parseLocation('')).toEqual({});
    expect(parseLocation('   ')).toEqual({});
    expect(parseLocation(undefined)).toEqual({});
  });

  it('sends any five digits as zipCode (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (zip) => {
        expect(parseLocation(zip)).toEqual({ zipCode: zip });
      }),
    );
  });

  it('sends any other non-blank text as a city, with the state split off when one ends it (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const typed = text.trim().replace(/\s+/g, ' ');
        fc.pre(typed !== '' && !/^\d{5}$/.test(typed));
        const parsed = parseLocation(text) as { city: string; state?: string };
        expect(parsed.city.length).toBeGreaterThan(0);
        expect(typed.startsWith(parsed.city)).toBe(true);
        if (parsed.state === undefined) expect(parsed.city).toBe(typed);
      }),
    );
  });

  it("understands 'City, ST', 'City, State' and 'City ST'", () => {
    expect(parseLocation('Austin, TX')).toEqual({ city: 'Austin', state: 'TX' });
    expect(parseLocation('austin,tx')).toEqual({ city: 'austin', state: 'TX' });
    expect(parseLocation('Austin,  Texas')).toEqual({ city: 'Austin', state: 'TX' });
    expect(parseLocation('Salt Lake City UT')).toEqual({ city: 'Salt Lake City', state: 'UT' });
    expect(parseLocation('St. Louis, Mo.')).toEqual({ city: 'St. Louis', state: 'MO' });
    // Not a state: the whole text is the city.
    expect(parseLocation('Austin, Travis County')).toEqual({ city: 'Austin, Travis County' });
    expect(parseLocation('New York')).toEqual({ city: 'New York' });
    expect(parseLocation('OK')).toEqual({ city: 'OK' });
  });
});

describe('citySpellings', () => {
  it('matches the common spellings of Saint, Fort and Mount', () => {
    expect(citySpellings('St. Louis')).toEqual(['st louis', 'st. louis', 'saint louis']);
    expect(citySpellings('Fort  Worth')).toEqual(['ft worth', 'ft. worth', 'fort worth']);
    expect(citySpellings('Mt Juliet')).toEqual(['mt juliet', 'mt. juliet', 'mount juliet']);
    expect(citySpellings('Austin')).toEqual(['austin']);
  });
});

describe('buildEventSearchQuery', () => {
  it('skips empty values and drops the "all" sport choices', () => {
    expect(buildEventSearchQuery({})).toEqual({});
    expect(
      buildEventSearchQuery({ location: '', sport: 'All Sports', date: '', church: '' }),
    ).toEqual({});
    expect(buildEventSearchQuery({ sport: 'All Events' })).toEqual({});
    expect(
      buildEventSearchQuery({ location: '30301', sport: 'NFL', date: '2026-09-13', church: '12' }),
    ).toEqual({ zipCode: '30301', sport: 'NFL', date: '2026-09-13', church: 12 });
    expect(buildEventSearchQuery({ location: 'Atlanta', church: 4 })).toEqual({
      city: 'Atlanta',
      church: 4,
    });
  });

  it('keeps the church only when it is a positive whole id', () => {
    for (const church of ['abc', '0', '-2', '1.5', 0, null, undefined, '  ']) {
      expect(buildEventSearchQuery({ church })).toEqual({});
    }
  });
});

describe('likeContainsPattern', () => {
  it('escapes LIKE wildcards for the server query', () => {
    expect(likeContainsPattern(' grace ')).toBe('%grace%');
    expect(likeContainsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('readPlaceQuery', () => {
  it("reads a REST caller's city as the location box reads it", () => {
    expect(readPlaceQuery({ city: 'Austin, TX' })).toEqual({ city: 'Austin', state: 'TX' });
    expect(readPlaceQuery({ city: 'Austin, Texas', sport: 'NFL' })).toEqual({
      city: 'Austin',
      state: 'TX',
      sport: 'NFL',
    });
    expect(readPlaceQuery({ city: 'Austin TX' })).toEqual({ city: 'Austin', state: 'TX' });
    expect(readPlaceQuery({ city: '78704' })).toEqual({ city: undefined, zipCode: '78704' });
  });

  it('leaves a plain city, an agreeing state and an explicit zip code as they are', () => {
    expect(readPlaceQuery({ city: 'Round Rock' })).toEqual({ city: 'Round Rock' });
    expect(readPlaceQuery({ city: 'Austin, TX', state: 'TX' })).toEqual({
      city: 'Austin',
      state: 'TX',
    });
    expect(readPlaceQuery({ city: '78704', zipCode: '78701' })).toEqual({
      city: '78704',
      zipCode: '78701',
    });
    expect(readPlaceQuery({ zipCode: '78701' })).toEqual({ zipCode: '78701' });
  });

  it('keeps the whole text when the state given names another state', () => {
    expect(readPlaceQuery({ city: 'Austin, TX', state: 'CA' })).toEqual({
      city: 'Austin, TX',
      state: 'CA',
    });
  });
});

describe('searchPlaceOf', () => {
  it('splits a search ending in a state, and only such a search', () => {
    expect(searchPlaceOf('Austin, TX')).toEqual({ text: 'Austin', state: 'TX' });
    expect(searchPlaceOf('baptist texas')).toBeNull();
    expect(searchPlaceOf('Baptist, Texas')).toEqual({ text: 'Baptist', state: 'TX' });
    expect(searchPlaceOf('Grace Fellowship')).toBeNull();
  });
});
