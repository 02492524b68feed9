import { describe, expect, it } from 'vitest';
import { DATE_TBD, formatDayAndDate, formatEventDateTime, formatShortDate } from './date-format.js';

describe('formatShortDate', () => {
  it("reads 'Dec 20, 2026', and leaves text that is not a date alone", () => {
    expect(formatShortDate('2026-12-20')).toBe('Dec 20, 2026');
    expect(formatShortDate('someday')).toBe('someday');
  });
});

describe('formatEventDateTime', () => {
  const kickoff = new Date('2026-02-08T23:30:00Z');

  it("shows the event's own zone with its label, whatever the viewer's zone", () => {
    expect(formatEventDateTime(kickoff, 'America/New_York')).toEqual({
      date: 'Sunday, February 8, 2026',
      time: '6:30 PM',
      zone: 'Eastern',
      full: 'Sunday, February 8, 2026 at 6:30 PM Eastern',
      valid: true,
    });
    expect(formatEventDateTime(kickoff, 'America/Los_Angeles').full).toBe(
      'Sunday, February 8, 2026 at 3:30 PM Pacific',
    );
    expect(formatEventDateTime(kickoff, 'America/Phoenix', 'short').full).toBe(
      'Sun, Feb 8, 2026 at 4:30 PM Arizona',
    );
    expect(formatEventDateTime(kickoff.toISOString(), 'Etc/GMT').full).toBe(
      'Sunday, February 8, 2026 at 11:30 PM Greenwich',
    );
  });

  it('reads midnight as 12 AM and noon as 12 PM; other zones show their IANA name', () => {
    expect(formatEventDateTime(new Date('2026-02-08T05:00:00Z'), 'America/New_York').time).toBe(
      '12:00 AM',
    );
    expect(formatEventDateTime(new Date('2026-02-08T17:05:00Z'), 'America/New_York').time).toBe(
      '12:05 PM',
    );
    expect(formatEventDateTime(kickoff.getTime(), 'Europe/London').zone).toBe('Europe/London');
  });

  it("reads 'Date TBD' for anything that cannot be formatted", () => {
    const tbd = { date: DATE_TBD, time: '', zone: '', full: 'Date TBD', valid: false };
    expect(formatEventDateTime('not a date', 'America/New_York')).toEqual(tbd);
    expect(formatEventDateTime(null, 'America/New_York')).toEqual(tbd);
    expect(formatEventDateTime(undefined, 'America/New_York')).toEqual(tbd);
    expect(formatEventDateTime('', 'America/New_York')).toEqual(tbd);
    expect(formatEventDateTime(new Date(Number.NaN), 'America/New_York')).toEqual(tbd);
    expect(formatEventDateTime(kickoff, 'Not/AZone')).toEqual(tbd);
  });
});

describe('formatDayAndDate', () => {
  it('puts the weekday before the date, and leaves what is not a date as it is', () => {
    expect(formatDayAndDate('2026-12-20')).toBe('Sun, Dec 20, 2026');
    expect(formatDayAndDate('2031-03-03')).toBe('Mon, Mar 3, 2031');
    expect(formatDayAndDate('2031-02-30')).toBe('2031-02-30');
  });
});
