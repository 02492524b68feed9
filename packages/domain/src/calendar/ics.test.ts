import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../constants/time-zones.js';
import { occurrencesBetween } from '../recurrence.js';
import { addDays, instantToLocal, localToInstant, offsetMs, zonedParts } from '../time.js';
import type { CalendarEvent } from './event.js';
import { buildIcs, ICS_CONTENT_TYPE, icsFileName, icsUid } from './ics.js';
import { utf8Length } from './ics-text.js';

const NOW = new Date('2026-01-15T12:00:00Z');

/** Parses with ical.js, resolving TZIDs through the file's own VTIMEZONE only. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

function expand(event: ICAL.Event, max = 500): Date[] {
  const iterator = event.iterator();
  const found: Date[] = [];
  for (let next = iterator.next(); next && found.length < max; next = iterator.next()) {
    found.push(next.toJSDate());
  }
  return found;
}

const service: CalendarEvent = {
  id: 42,
  title: 'Sunday Service',
  description: 'Worship, then lunch; all welcome',
  datetime: localToInstant('2026-02-01', '19:30', 'America/New_York'),
  timezone: 'America/New_York',
  location: 'Grace Chapel, 1 Main St, Austin, TX 78701',
  url: 'https://huddle.example/events/42',
  isRecurring: true,
  recurrencePattern: 'weekly',
  recurrenceEndDate: '2026-04-26',
  recurrenceDaysOfWeek: ['sunday'],
};

describe('buildIcs', () => {
  const ics = buildIcs(service, NOW);
  const lines = ics.split('\r\n');

  it('writes a PUBLISH calendar with one event, CRLF line endings and a final CRLF', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Huddle//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    const vevent = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(vevent).toEqual([
      'BEGIN:VEVENT',
      'UID:event-42@huddle',
      'DTSTAMP:20260115T120000Z',
      'DTSTART;TZID=America/New_York:20260201T193000',
      'DTEND;TZID=America/New_York:20260201T223000',
      'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20260427T035959Z',
      'SUMMARY:Sunday Service',
      'DESCRIPTION:Worship\\, then lunch\\; all welcome\\n\\nhttps://huddle.example/ev',
      ' ents/42',
      'LOCATION:Grace Chapel\\, 1 Main St\\, Austin\\, TX 78701',
      'URL:https://huddle.example/events/42',
      'END:VEVENT',
    ]);
    expect(ICS_CONTENT_TYPE).toBe('text/calendar;charset=utf-8;method=PUBLISH');
    expect(icsUid('7')).toBe('event-7@huddle');
  });

  it("describes New York's DST rules in a VTIMEZONE", () => {
    const vtimezone = lines.slice(
      lines.indexOf('BEGIN:VTIMEZONE'),
      lines.indexOf('END:VTIMEZONE') + 1,
    );
    expect(vtimezone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:DAYLIGHT',
      'DTSTART:20250309T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZNAME:EDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20251102T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZNAME:EST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('parses back with ical.js and expands at 7:30 PM local on both sides of DST', () => {
    const { event } = parse(ics);
    expect(event.uid).toBe('event-42@huddle');
    expect(event.summary).toBe('Sunday Service');
    expect(event.description).toBe(
      'Worship, then lunch; all welcome\n\nhttps://huddle.example/events/42',
    );
    expect(event.location).toBe('Grace Chapel, 1 Main St, Austin, TX 78701');
    expect(event.duration.toSeconds()).toBe(3 * 3600);
    const starts = expand(event);
    expect(starts).toHaveLength(13);
    expect(starts.map((d) => instantToLocal(d, 'America/New_York').time)).toEqual(
      Array(13).fill('19:30'),
    );
    expect(starts).toEqual(occurrencesBetween(service, new Date(0), new Date('2030-01-01')));
  });

  it('spells out a few years of zone rules however long the series, and later years still expand right', () => {
    const vtimezone = (text: string) => {
      const all = text.split('\r\n');
      return all.slice(all.indexOf('BEGIN:VTIMEZONE'), all.indexOf('END:VTIMEZONE') + 1);
    };
    // A series stored before series were bounded, ending in the year 9998.
    const endless = buildIcs({ ...service, recurrenceEndDate: '9998-12-31' }, NOW);
    const short = buildIcs({ ...service, recurrenceEndDate: '2028-06-30' }, NOW);
    expect(vtimezone(endless)).toEqual(vtimezone(short));
    const { event } = parse(endless);
    // Summer 2040, well past the years spelled out: still 7:30 PM local (EDT, not EST).
    const summer2040 = expand(event, 2000).find((start) => start >= new Date('2040-07-01'))!;
    expect(instantToLocal(summer2040, 'America/New_York')).toEqual({
      date: '2040-07-01',
      time: '19:30',
    });
  });

  it('adds the first event as an RDATE when it falls off the weekly rule', () => {
    const offRule = {
      ...service,
      datetime: localToInstant('2026-02-04', '19:30', 'America/New_York'),
    };
    const ics = buildIcs(offRule, NOW);
    expect(ics).toContain('RDATE;TZID=America/New_York:20260204T193000\r\n');
    expect(buildIcs(service, NOW)).not.toContain('RDATE');
    const starts = expand(parse(ics).event);
    expect(starts).toEqual(occurrencesBetween(offRule, new Date(0), new Date('2030-01-01')));
    expect(starts[0]).toEqual(offRule.datetime);
  });

  it('writes each cancelled date as an EXDATE at the series time in its zone', () => {
    const cancelled = {
      ...service,
      // Mar 8 is the DST change; Feb 9 is no Sunday and so no date of the series.
      recurrenceExceptions: ['2026-03-08', '2026-02-08', '2026-02-09'],
    };
    const ics = buildIcs(cancelled, NOW);
    const exdates = ics.split('\r\n').filter((line) => line.startsWith('EXDATE'));
    expect(exdates).toEqual([
      'EXDATE;TZID=America/New_York:20260208T193000',
      'EXDATE;TZID=America/New_York:20260308T193000',
    ]);
    expect(buildIcs(service, NOW)).not.toContain('EXDATE');
    const starts = expand(parse(ics).event);
    expect(starts).toHaveLength(11);
    expect(starts).toEqual(occurrencesBetween(cancelled, new Date(0), new Date('2030-01-01')));
  });

  it('drops a cancelled first date, on the rule or off it', () => {
    const first = { ...service, recurrenceExceptions: ['2026-02-01'] };
    const starts = expand(parse(buildIcs(first, NOW)).event);
    expect(starts[0]).toEqual(localToInstant('2026-02-08', '19:30', 'America/New_York'));
    expect(starts).toEqual(occurrencesBetween(first, new Date(0), new Date('2030-01-01')));
    const offRule = {
      ...service,
      datetime: localToInstant('2026-02-04', '19:30', 'America/New_York'),
      recurrenceExceptions: ['2026-02-04'],
    };
    const ics = buildIcs(offRule, NOW);
    expect(ics).not.toContain('RDATE');
    expect(expand(parse(ics).event)).toEqual(
      occurrencesBetween(offRule, new Date(0), new Date('2030-01-01')),
    );
  });

  it('leaves out RRULE, LOCATION and URL when there are none', () => {
    const once = buildIcs(
      {
        id: 1,
        title: 'Concert',
        datetime: new Date('2026-07-04T23:00:00Z'),
        timezone: 'America/Phoenix',
      },
      NOW,
    );
    expect(once).not.toMatch(/RRULE:|LOCATION:|URL:/);
    expect(once).toContain('DESCRIPTION:\r\n');
    expect(once).toContain('DTSTART;TZID=America/Phoenix:20260704T160000\r\n');
    // No DST in Arizona: one observance.
    expect(once).toContain(
      'BEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0700\r\nTZNAME:MST\r\nEND:STANDARD',
    );
    expect(expand(parse(once).event)).toEqual([new Date('2026-07-04T23:00:00Z')]);
  });

  it('writes a one-off start in the second pass of a fall-back hour in UTC', () => {
    // 01:30 EST on 2026-11-01 (06:30Z) follows 01:30 EDT (05:30Z); TZID would mean the first.
    const second = new Date('2026-11-01T06:30:00Z');
    const once = buildIcs(
      { id: 2, title: 'Late', datetime: second, timezone: 'America/New_York' },
      NOW,
    );
    expect(once).toContain('DTSTART:20261101T063000Z\r\n');
    expect(once).toContain('DTEND;TZID=America/New_York:20261101T043000\r\n');
    expect(expand(parse(once).event)).toEqual([second]);
    // The end of an event that started at 23:00 EDT is in the second pass too.
    const evening = buildIcs(
      {
        id: 3,
        title: 'Vigil',
        datetime: new Date('2026-11-01T03:00:00Z'),
        timezone: 'America/New_York',
      },
      NOW,
    );
    expect(evening).toContain('DTSTART;TZID=America/New_York:20261031T230000\r\n');
    expect(evening).toContain('DTEND:20261101T060000Z\r\n');
    expect(parse(evening).event.duration.toSeconds()).toBe(3 * 3600);
  });

  it('writes every time of a zone that keeps UTC (Etc/GMT) in UTC, with no VTIMEZONE', () => {
    const greenwich = {
      ...service,
      timezone: 'Etc/GMT',
      datetime: localToInstant('2026-02-04', '19:30', 'Etc/GMT'),
      recurrenceExceptions: ['2026-02-08'],
    };
    const lines = buildIcs(greenwich, NOW).split('\r\n');
    expect(lines.filter((line) => /^(DTSTART|DTEND|RDATE|EXDATE|RRULE)/.test(line))).toEqual([
      'DTSTART:20260204T193000Z',
      'DTEND:20260204T223000Z',
      'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20260426T235959Z',
      'RDATE:20260204T193000Z',
      'EXDATE:20260208T193000Z',
    ]);
    expect(lines.join('\n')).not.toMatch(/VTIMEZONE|TZID/);
    // London is at +00:00 in winter only: it keeps its TZID.
    const london = buildIcs({ ...greenwich, timezone: 'Europe/London' }, NOW);
    expect(london).toContain('DTSTART;TZID=Europe/London:');
  });

  it('makes file names from titles', () => {
    expect(icsFileName('Super Bowl LX Watch Party!')).toBe('super-bowl-lx-watch-party.ics');
    expect(icsFileName('Fête de Noël')).toBe('fete-de-noel.ics');
    expect(icsFileName('🎉')).toBe('event.ics');
    expect(icsFileName(`${'a'.repeat(59)} b`)).toBe(`${'a'.repeat(59)}.ics`);
  });
});

/** What survives TEXT escaping: newlines as LF, no other controls, lone surrogates as U+FFFD. */
function normalize(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) out += '\ufffd';
    else if (code === 9 || code === 10 || (code >= 32 && code !== 127)) out += char;
  }
  return out;
}

describe('round trip through ical.js (property)', () => {
  it('keeps every text, whatever characters it holds, and folds within 75 octets', () => {
    const text = fc.string({ unit: 'binary', maxLength: 200 });
    fc.assert(
      fc.property(text, text, text, (title, description, location) => {
        const ics = buildIcs(
          {
            id: 5,
            title,
            description,
            location,
            datetime: new Date('2026-05-01T18:00:00Z'),
            timezone: 'Etc/GMT',
          },
          NOW,
        );
        for (const line of ics.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
        const { event } = parse(ics);
        expect(event.summary).toBe(normalize(title));
        expect(event.description).toBe(normalize(description.trim()));
        if (location.trim()) expect(event.location).toBe(normalize(location.trim()));
        else expect(event.location).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('expands like occurrencesBetween in every offered zone across DST changes, cancelled dates left out', () => {
    const zones = TIME_ZONES.map((zone) => zone.value);
    const days = fc.subarray(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      {
        minLength: 1,
      },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2027, 11, 1) / 60_000 }),
        fc.constantFrom('daily', 'weekly', 'monthly'),
        days,
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 5 }),
        (timezone, minute, pattern, recurrenceDaysOfWeek, span, cancelled) => {
          const datetime = new Date(minute * 60_000);
          const { date, time } = instantToLocal(datetime, timezone);
          // A recurring start in the second pass of a fall-back hour cannot be told apart in
          // TZID form (see buildIcs); every other start must come back exactly.
          fc.pre(localToInstant(date, time, timezone).getTime() === datetime.getTime());
          const event: CalendarEvent = {
            id: 9,
            title: 'Series',
            datetime,
            timezone,
            isRecurring: true,
            recurrencePattern: pattern,
            recurrenceEndDate: addDays(date, span),
            recurrenceDaysOfWeek,
            // Cancelled dates, some of them the series' own (EXDATE), some not (ignored).
            recurrenceExceptions: cancelled.map((days) => addDays(date, days)),
          };
          const { event: parsed } = parse(buildIcs(event, NOW));
          const expected = occurrencesBetween(event, new Date(0), new Date('2100-01-01'));
          const received = expand(parsed, expected.length + 5);
          expect(received).toHaveLength(expected.length);
          received.forEach((instant, i) => {
            const want = expected[i]!;
            if (instant.getTime() === want.getTime()) return;
            // Only where the wall-clock time is skipped or repeated by a DST change may ical.js
            // differ, by the hour of the change: it reads a skipped time with the offset after
            // the gap and a repeated one as its second pass, where RFC 5545 §3.3.5 (and we) take
            // the offset before the gap and the first pass; both cases are pinned in
            // recurrence.test.ts.
            const hour = 3_600_000;
            const before = offsetMs(new Date(want.getTime() - 3 * hour), timezone);
            const after = offsetMs(new Date(want.getTime() + 3 * hour), timezone);
            expect(before).not.toBe(after);
            expect(Math.abs(instant.getTime() - want.getTime())).toBe(hour);
          });
          const start = zonedParts(datetime, timezone);
          expect(parsed.startDate.hour).toBe(start.hour);
        },
      ),
      { numRuns: 150 },
    );
  });
});
