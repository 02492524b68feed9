import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from './constants/time-zones.js';
import {
  addDays,
  daysBetween,
  formatUtcStamp,
  instantToLocal,
  isValidLocalDate,
  isValidLocalTime,
  isValidTimeZone,
  localDateOf,
  localDayRange,
  localToInstant,
  offsetMs,
  timeOrDefault,
  weekdayOf,
  zonedParts,
} from './time.js';

const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();

describe('localToInstant', () => {
  it.each([
    ['2026-07-04', '19:30', 'America/New_York', '2026-07-04T23:30:00.000Z'],
    ['2026-01-10', '19:30', 'America/New_York', '2026-01-11T00:30:00.000Z'],
    ['2026-07-04', '19:30', 'America/Phoenix', '2026-07-05T02:30:00.000Z'],
    ['2026-07-04', '19:30', 'Pacific/Honolulu', '2026-07-05T05:30:00.000Z'],
    ['2026-07-04', '19:30', 'America/Puerto_Rico', '2026-07-04T23:30:00.000Z'],
    ['2026-07-04', '19:30', 'Etc/GMT', '2026-07-04T19:30:00.000Z'],
    ['2026-07-04', '19:30:15', 'Etc/GMT', '2026-07-04T19:30:15.000Z'],
    // Years before 100, without the 1900s shortcut of Date.UTC.
    ['0050-06-01', '00:00', 'Etc/GMT', '0050-06-01T00:00:00.000Z'],
    // Spring-forward: the first skipped minute moves ahead by the gap (compatible).
    ['2026-03-08', '02:00', 'America/Los_Angeles', '2026-03-08T10:00:00.000Z'],
    // Fall-back: 01:30 happens at -04:00 (EDT) and again at -05:00 (EST); the earlier counts.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '01:00', 'America/Anchorage', '2026-11-01T09:00:00.000Z'],
    // Just outside the overlap there is only one answer.
    ['2026-11-01', '02:00', 'America/New_York', '2026-11-01T07:00:00.000Z'],
  ])('reads %s %s in %s as %s', (date, time, zone, instant) => {
    expect(iso(localToInstant(date, time, zone))).toBe(instant);
  });

  it('defaults a missing time to 12:00', () => {
    for (const missing of [undefined, null, '', '   ']) {
      expect(iso(localToInstant('2026-07-04', missing, 'America/Chicago'))).toBe(
        '2026-07-04T17:00:00.000Z',
      );
    }
  });

  it('moves a time skipped by spring-forward ahead by the gap (compatible)', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT in New York: 02:30 does not exist.
    const instant = localToInstant('2026-03-08', '02:30', 'America/New_York');
    expect(iso(instant)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantToLocal(instant, 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
  });

  it('refuses input it cannot read', () => {
    expect(() => localToInstant('2026-02-30', '10:00', 'America/New_York')).toThrow(RangeError);
    expect(() => localToInstant('2026-02-01', '24:00', 'America/New_York')).toThrow(RangeError);
    expect(() => localToInstant('2026-02-01', '10:00', 'Mars/Olympus')).toThrow(RangeError);
  });

  const zones = TIME_ZONES.map((zone) => zone.value);
  // Every minute of 2024-2027 in every offered zone, DST weeks included.
  const minutes = fc.integer({
    min: Date.UTC(2024, 0, 1) / 60_000,
    max: Date.UTC(2028, 0, 1) / 60_000,
  });

  it('round-trips instant → local → instant in every offered zone (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), minutes, (zone, minute) => {
        const instant = new Date(minute * 60_000);
        const { date, time } = instantToLocal(instant, zone);
        const back = localToInstant(date, time, zone);
        // Only the second hour of a fall-back overlap maps to the earlier instant, 1 h before.
        const diff = instant.getTime() - back.getTime();
        expect(diff === 0 || diff === HOUR).toBe(true);
        if (diff === HOUR) {
          expect(offsetMs(back, zone) - offsetMs(instant, zone)).toBe(HOUR);
        }
        expect(instantToLocal(back, zone)).toEqual({ date, time });
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips local → instant → local except inside a spring-forward gap (property)', () => {
    const localTimes = fc.record({
      day: fc.integer({ min: 0, max: 4 * 366 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...zones), localTimes, (zone, { day, hour, minute }) => {
        const date = addDays('2024-01-01', day);
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const instant = localToInstant(date, time, zone);
        const back = instantToLocal(instant, zone);
        if (back.date !== date || back.time !== time) {
          // A skipped time lands exactly one gap (one hour here) later on the same day.
          const skipped = localToInstant(date, time, zone).getTime();
          expect(back.date).toBe(date);
          expect(
            offsetMs(new Date(skipped), zone) - offsetMs(new Date(skipped - 2 * HOUR), zone),
          ).toBe(HOUR);
          const expected = localToInstant(date, time, 'Etc/GMT').getTime() + HOUR;
          expect(localToInstant(back.date, back.time, 'Etc/GMT').getTime()).toBe(expected);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every spring-forward gap of the DST zones, and none in Arizona, Hawaii, Puerto Rico, GMT', () => {
    const gaps = (zone: string) => {
      const found: string[] = [];
      for (let day = 0; day < 366; day++) {
        const date = addDays('2026-01-01', day);
        const t = instantToLocal(localToInstant(date, '02:30', zone), zone).time;
        if (t !== '02:30') found.push(date);
      }
      return found;
    };
    for (const zone of ['America/New_York', 'America/Chicago', 'America/Denver']) {
      expect(gaps(zone)).toEqual(['2026-03-08']);
    }
    expect(gaps('America/Los_Angeles')).toEqual(['2026-03-08']);
    for (const zone of ['America/Phoenix', 'Pacific/Honolulu', 'America/Puerto_Rico', 'Etc/GMT']) {
      expect(gaps(zone)).toEqual([]);
    }
  });
});

describe('zone data', () => {
  it('knows every offered zone; Arizona stays at -7 all year', () => {
    for (const zone of TIME_ZONES) expect(isValidTimeZone(zone.value)).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(offsetMs(winter, 'America/Phoenix')).toBe(-7 * HOUR);
    expect(offsetMs(summer, 'America/Phoenix')).toBe(-7 * HOUR);
    expect(offsetMs(winter, 'America/Denver')).toBe(-7 * HOUR);
    expect(offsetMs(summer, 'America/Denver')).toBe(-6 * HOUR);
    expect(offsetMs(summer, 'Etc/GMT')).toBe(0);
  });

  it('gives wall-clock parts with midnight as hour 0 and Sunday as weekday 0', () => {
    expect(zonedParts(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 0,
    });
  });

  it('reads the local day of an instant and the instants of a local day', () => {
    expect(localDateOf(new Date('2026-07-05T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-04');
    const spring = localDayRange('2026-03-08', 'America/New_York');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    const fall = localDayRange('2026-11-01', 'America/New_York');
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * HOUR);
    expect(iso(fall.start)).toBe('2026-11-01T04:00:00.000Z');
  });
});

describe('local dates and times', () => {
  it('accepts real days and 24-hour times only', () => {
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2026-02-29')).toBe(false);
    expect(isValidLocalDate('2026-13-01')).toBe(false);
    expect(isValidLocalDate('2026-1-01')).toBe(false);
    expect(isValidLocalDate('')).toBe(false);
    expect(isValidLocalTime('00:00')).toBe(true);
    expect(isValidLocalTime('23:59:59')).toBe(true);
    expect(isValidLocalTime('7:30')).toBe(false);
    expect(isValidLocalTime('12:60')).toBe(false);
  });

  it('adds days across months and years and names weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
    expect(() => weekdayOf('nope')).toThrow(RangeError);
  });

  it('counts the days between two dates, undoing addDays', () => {
    expect(daysBetween('2026-12-13', '2026-12-14')).toBe(1);
    expect(daysBetween('2026-03-09', '2026-03-01')).toBe(-8);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(() => daysBetween('2026-01-01', 'nope')).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36_500 }),
        fc.integer({ min: -800, max: 800 }),
        (offset, days) => {
          const from = addDays('2000-01-01', offset);
          expect(daysBetween(from, addDays(from, days))).toBe(days);
        },
      ),
    );
  });

  it('defaults a missing time to noon and keeps a given one', () => {
    expect(timeOrDefault(undefined)).toBe('12:00');
    expect(timeOrDefault(' 08:15 ')).toBe('08:15');
  });

  it('formats UTC stamps', () => {
    expect(formatUtcStamp(new Date('2026-03-08T07:30:05.123Z'))).toBe('20260308T073005Z');
  });
});
