import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from './constants/events.js';
import { messages } from './messages.js';
import {
  dayOfWeekOf,
  describeRecurrence,
  nextOccurrence,
  occurrencesBetween,
  type RecurringEvent,
  recurrenceRRule,
  shiftDaysOfWeek,
} from './recurrence.js';
import { cancelOccurrence, editSeries, type SeriesFields } from './series-edit.js';
import { addDays, instantToLocal, localDateOf, localToInstant } from './time.js';

const NY = 'America/New_York';
const at = (date: string, time = '10:00', zone = NY) => localToInstant(date, time, zone);
const localDates = (dates: Date[], zone = NY) => dates.map((d) => instantToLocal(d, zone).date);
const all = (event: RecurringEvent) =>
  occurrencesBetween(event, new Date('2000-01-01'), new Date('2100-01-01'), 10_000);

/** The series: Sundays at 10 AM from Nov 29, 2026 to Jan 31, 2027. */
const sundays: RecurringEvent = {
  datetime: at('2026-11-29'),
  timezone: NY,
  isRecurring: true,
  recurrencePattern: 'weekly',
  recurrenceEndDate: '2027-01-31',
  recurrenceDaysOfWeek: ['sunday'],
};

/** The event as stored after an edit: the input's start and zone with the edited series. */
const edited = (change: { datetime: Date; timezone: string }, series: SeriesFields) => ({
  ...series,
  datetime: change.datetime,
  timezone: change.timezone,
});

function expectEdit(before: RecurringEvent, change: Parameters<typeof editSeries>[1]) {
  const result = editSeries(before, change);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.series;
}

describe('shiftDaysOfWeek', () => {
  it('moves every day by the same number of days, in week order', () => {
    expect(shiftDaysOfWeek(['sunday'], 1)).toEqual(['monday']);
    expect(shiftDaysOfWeek(['sunday', 'wednesday'], 1)).toEqual(['monday', 'thursday']);
    expect(shiftDaysOfWeek(['saturday'], 2)).toEqual(['monday']);
    expect(shiftDaysOfWeek(['monday'], -1)).toEqual(['sunday']);
    expect(shiftDaysOfWeek(['tuesday', 'friday'], 14)).toEqual(['tuesday', 'friday']);
    expect(shiftDaysOfWeek(['tuesday'], -15)).toEqual(['monday']);
    expect(shiftDaysOfWeek([], 3)).toEqual([]);
  });
});

describe('editSeries: the weekdays move with the start', () => {
  it('turns the Sunday series moved to Monday Dec 14 into Mondays, end date kept', () => {
    const change = { datetime: at('2026-12-14'), timezone: NY };
    const series = expectEdit(sundays, change);
    expect(series).toEqual({
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2027-01-31',
      recurrenceDaysOfWeek: ['monday'],
      recurrenceExceptions: [],
    });
    const event = edited(change, series);
    expect(describeRecurrence(event)).toBe('Every Monday until Jan 31, 2027');
    expect(recurrenceRRule(event)).toBe('FREQ=WEEKLY;BYDAY=MO;UNTIL=20270201T045959Z');
    expect(localDates(all(event))).toEqual([
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
  });

  it('moves Sunday and Wednesday one day on to Monday and Thursday', () => {
    const series = expectEdit(
      { ...sundays, recurrenceDaysOfWeek: ['wednesday', 'sunday'] },
      { datetime: at('2026-11-30'), timezone: NY },
    );
    expect(series.recurrenceDaysOfWeek).toEqual(['monday', 'thursday']);
  });

  it('moves cancelled dates with the series and drops those past the end', () => {
    const before = { ...sundays, recurrenceExceptions: ['2026-12-13', '2027-01-31', '2026-12-14'] };
    // Dec 14 is no Sunday: a stray stored date, dropped. Jan 31 moved on a day passes the end.
    const series = expectEdit(before, { datetime: at('2026-11-30'), timezone: NY });
    expect(series.recurrenceExceptions).toEqual(['2026-12-14']);
  });

  it('keeps a weekly series without stored days on its start weekday', () => {
    const series = expectEdit(
      { ...sundays, recurrenceDaysOfWeek: [] },
      { datetime: at('2026-12-01'), timezone: NY },
    );
    expect(series.recurrenceDaysOfWeek).toEqual([]);
    const event = edited({ datetime: at('2026-12-01'), timezone: NY }, series);
    expect(describeRecurrence(event)).toBe('Every Tuesday until Jan 31, 2027');
  });

  it('lets daily and monthly series follow the new start', () => {
    const daily = { ...sundays, recurrencePattern: 'daily', recurrenceDaysOfWeek: [] };
    expect(expectEdit(daily, { datetime: at('2026-12-02'), timezone: NY })).toMatchObject({
      recurrencePattern: 'daily',
      recurrenceEndDate: '2027-01-31',
      recurrenceDaysOfWeek: [],
    });
    const monthly = {
      ...daily,
      recurrencePattern: 'monthly',
      recurrenceExceptions: ['2026-12-29'],
    };
    const change = { datetime: at('2026-11-30'), timezone: NY };
    const series = expectEdit(monthly, change);
    expect(series.recurrenceExceptions).toEqual(['2026-12-30']);
    expect(localDates(all(edited(change, series)))).toEqual(['2026-11-30', '2027-01-30']);
  });

  it('keeps the end on its local day when only the zone changes', () => {
    const change = {
      datetime: at('2026-11-29', '10:00', 'Pacific/Honolulu'),
      timezone: 'Pacific/Honolulu',
    };
    expect(expectEdit(sundays, change)).toMatchObject({
      recurrenceEndDate: '2027-01-31',
      recurrenceDaysOfWeek: ['sunday'],
    });
  });

  it('measures the move in local days of each zone', () => {
    // 11 PM Sunday in Honolulu is Monday in New York; the series stays on Sundays.
    const change = {
      datetime: at('2026-11-29', '23:00', 'Pacific/Honolulu'),
      timezone: 'Pacific/Honolulu',
    };
    expect(localDateOf(change.datetime, NY)).toBe('2026-11-30');
    expect(expectEdit(sundays, change).recurrenceDaysOfWeek).toEqual(['sunday']);
  });
});

describe('editSeries: the end date', () => {
  it('refuses a new start after the end, naming recurrenceEndDate', () => {
    expect(editSeries(sundays, { datetime: at('2027-02-01'), timezone: NY })).toEqual({
      ok: false,
      field: 'recurrenceEndDate',
      message: messages.seriesEndsBeforeDate,
    });
  });

  it('accepts that start with a new end date, within two years of it', () => {
    const series = expectEdit(sundays, {
      datetime: at('2027-02-01'),
      timezone: NY,
      recurrenceEndDate: '2027-06-28',
    });
    expect(series).toMatchObject({
      recurrenceEndDate: '2027-06-28',
      recurrenceDaysOfWeek: ['monday'],
    });
    expect(
      editSeries(sundays, {
        datetime: at('2027-02-01'),
        timezone: NY,
        recurrenceEndDate: '2029-02-02',
      }),
    ).toEqual({ ok: false, field: 'recurrenceEndDate', message: messages.seriesTooLong });
    expect(
      editSeries(sundays, {
        datetime: at('2027-02-01'),
        timezone: NY,
        recurrenceEndDate: '2027-01-31',
      }),
    ).toEqual({ ok: false, field: 'recurrenceEndDate', message: messages.endDateBeforeStart });
  });

  it('refuses moving the start so far back that the kept end passes the two years', () => {
    const result = editSeries(sundays, { datetime: at('2024-12-01'), timezone: NY });
    expect(result).toMatchObject({ ok: false, message: messages.seriesTooLong });
  });

  it('stops the series earlier or later without moving it', () => {
    const change = { datetime: sundays.datetime, timezone: NY };
    expect(expectEdit(sundays, { ...change, recurrenceEndDate: '2026-12-20' })).toMatchObject({
      recurrenceEndDate: '2026-12-20',
      recurrenceDaysOfWeek: ['sunday'],
    });
    expect(
      expectEdit(
        { ...sundays, recurrenceExceptions: ['2027-01-24'] },
        {
          ...change,
          recurrenceEndDate: '2026-12-20',
        },
      ).recurrenceExceptions,
    ).toEqual([]);
  });

  it('refuses an end that leaves only cancelled dates', () => {
    const before = { ...sundays, recurrenceExceptions: ['2026-11-29', '2026-12-06'] };
    const result = editSeries(before, {
      datetime: sundays.datetime,
      timezone: NY,
      recurrenceEndDate: '2026-12-12',
    });
    expect(result).toEqual({
      ok: false,
      field: 'recurrenceEndDate',
      message: messages.seriesHasNoDates,
    });
  });

  it('leaves an older series that breaks a bound editable while its schedule stays', () => {
    const long = { ...sundays, recurrenceEndDate: '2031-01-26' };
    expect(
      expectEdit(long, { datetime: long.datetime, timezone: 'America/Chicago' }),
    ).toMatchObject({ recurrenceEndDate: '2031-01-26' });
  });
});

describe('editSeries: ending or starting a series', () => {
  const oneOff = { datetime: at('2026-11-29'), timezone: NY };
  const noSeries: SeriesFields = {
    isRecurring: false,
    recurrencePattern: 'none',
    recurrenceEndDate: null,
    recurrenceDaysOfWeek: [],
    recurrenceExceptions: [],
  };

  it('makes a series a one-off at the new start', () => {
    const before = { ...sundays, recurrenceExceptions: ['2026-12-06'] };
    expect(
      expectEdit(before, { datetime: at('2026-12-15'), timezone: NY, isRecurring: false }),
    ).toEqual(noSeries);
  });

  it('keeps a one-off a one-off, and refuses to make it a series here', () => {
    expect(expectEdit(oneOff, { datetime: at('2026-12-01'), timezone: NY })).toEqual(noSeries);
    expect(expectEdit(oneOff, { ...oneOff, isRecurring: false })).toEqual(noSeries);
    expect(editSeries(oneOff, { ...oneOff, isRecurring: true })).toEqual({
      ok: false,
      field: 'isRecurring',
      message: messages.oneOffStaysOneOff,
    });
    expect(editSeries(oneOff, { ...oneOff, recurrenceEndDate: '2026-12-31' })).toEqual({
      ok: false,
      field: 'recurrenceEndDate',
      message: messages.notASeries,
    });
  });
});

describe('editSeries (property): an edited series never contradicts itself', () => {
  const zones = ['America/New_York', 'America/Denver', 'Pacific/Honolulu', 'Etc/GMT'];
  it('starts on a date of its rule, on the shifted weekdays, and ends where it said', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.constantFrom('daily', 'weekly', 'monthly'),
        fc.subarray([...DAYS_OF_WEEK], { minLength: 1 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -120, max: 120 }),
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 6 }),
        (offset, pattern, chosen, span, move, zone, newZone, cancelled) => {
          const startDate = addDays('2026-01-01', offset);
          // The start's own day is always among a weekly series' days (the schemas insist).
          const days = [...new Set([...chosen, dayOfWeekOf(startDate)])];
          const before: RecurringEvent = {
            datetime: at(startDate, '18:30', zone),
            timezone: zone,
            isRecurring: true,
            recurrencePattern: pattern,
            recurrenceEndDate: addDays(startDate, span),
            recurrenceDaysOfWeek: days,
            recurrenceExceptions: cancelled.map((n) => addDays(startDate, n)),
          };
          const newStart = addDays(startDate, move);
          const change = { datetime: at(newStart, '18:30', newZone), timezone: newZone };
          const result = editSeries(before, change);
          if (!result.ok) {
            expect(result.field).toBe('recurrenceEndDate');
            return;
          }
          const after = edited(change, result.series);
          const dates = localDates(all(after), newZone);
          // The first occurrence is the new start unless that date is cancelled.
          if (!result.series.recurrenceExceptions.includes(newStart)) {
            expect(dates[0]).toBe(newStart);
          }
          expect(dates.every((d) => d >= newStart && d <= result.series.recurrenceEndDate!)).toBe(
            true,
          );
          expect(result.series.recurrenceEndDate).toBe(addDays(startDate, span));
          if (pattern === 'weekly') {
            expect(result.series.recurrenceDaysOfWeek).toContain(dayOfWeekOf(newStart));
            expect(
              dates.every((d) => result.series.recurrenceDaysOfWeek.includes(dayOfWeekOf(d))),
            ).toBe(true);
            expect(result.series.recurrenceDaysOfWeek).toHaveLength(days.length);
          }
          // No cancelled date is ever an occurrence.
          for (const date of result.series.recurrenceExceptions) expect(dates).not.toContain(date);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('cancelOccurrence', () => {
  const now = at('2026-11-20');

  it('adds a middle date to the cancelled dates; the series skips it', () => {
    const result = cancelOccurrence(sundays, '2026-12-13', now);
    expect(result).toEqual({
      ok: true,
      deleteEvent: false,
      series: {
        datetime: sundays.datetime,
        recurrenceEndDate: '2027-01-31',
        recurrenceExceptions: ['2026-12-13'],
      },
    });
    if (!result.ok || result.deleteEvent) return;
    const after = { ...sundays, ...result.series };
    expect(localDates(all(after))).not.toContain('2026-12-13');
    expect(localDates(all(after))).toHaveLength(10 - 1);
    expect(localDates([nextOccurrence(after, at('2026-12-07'))!])).toEqual(['2026-12-20']);
    expect(describeRecurrence(after)).toBe('Every Sunday until Jan 31, 2027, except Dec 13, 2026');
  });

  it('starts the series at its next date when the first is cancelled', () => {
    const before = { ...sundays, recurrenceExceptions: ['2026-12-06', '2026-12-20'] };
    expect(cancelOccurrence(before, '2026-11-29', now)).toEqual({
      ok: true,
      deleteEvent: false,
      series: {
        datetime: at('2026-12-13'),
        recurrenceEndDate: '2027-01-31',
        recurrenceExceptions: ['2026-12-20'],
      },
    });
  });

  it('keeps a first date whose next one a DST gap moves as a cancelled date', () => {
    // 2:30 AM does not exist on Mar 8, 2026 in New York: that Sunday is at 3:30.
    const early = {
      ...sundays,
      datetime: at('2026-03-01', '02:30'),
      recurrenceEndDate: '2026-03-29',
    };
    expect(cancelOccurrence(early, '2026-03-01', at('2026-02-01'))).toMatchObject({
      ok: true,
      series: { datetime: early.datetime, recurrenceExceptions: ['2026-03-01'] },
    });
  });

  it('ends the series at its last date before a cancelled last one', () => {
    const before = { ...sundays, recurrenceExceptions: ['2027-01-24', '2026-12-13'] };
    expect(cancelOccurrence(before, '2027-01-31', now)).toEqual({
      ok: true,
      deleteEvent: false,
      series: {
        datetime: sundays.datetime,
        recurrenceEndDate: '2027-01-17',
        recurrenceExceptions: ['2026-12-13'],
      },
    });
  });

  it('refuses a date the event does not take place on, a cancelled one and a started one', () => {
    const cancelled = { ...sundays, recurrenceExceptions: ['2026-12-13'] };
    for (const [event, date, message] of [
      [sundays, '2026-12-14', messages.notAnOccurrence],
      [sundays, '2026-11-22', messages.notAnOccurrence],
      [sundays, '2027-02-07', messages.notAnOccurrence],
      [cancelled, '2026-12-13', messages.occurrenceAlreadyCancelled],
    ] as const) {
      expect(cancelOccurrence(event, date, now)).toEqual({ ok: false, message });
    }
    expect(cancelOccurrence(sundays, '2026-12-06', at('2026-12-06', '10:00'))).toEqual({
      ok: false,
      message: messages.occurrenceStarted,
    });
  });

  it('deletes the event when its only date left is cancelled', () => {
    const lastOne = {
      ...sundays,
      recurrenceEndDate: '2026-12-06',
      recurrenceExceptions: ['2026-11-29'],
    };
    expect(cancelOccurrence(lastOne, '2026-12-06', now)).toEqual({ ok: true, deleteEvent: true });
    const once = { datetime: at('2026-12-06'), timezone: NY };
    expect(cancelOccurrence(once, '2026-12-06', now)).toEqual({ ok: true, deleteEvent: true });
    expect(cancelOccurrence(once, '2026-12-07', now)).toEqual({
      ok: false,
      message: messages.notAnOccurrence,
    });
    expect(cancelOccurrence(once, '2026-12-06', at('2026-12-06', '11:00'))).toEqual({
      ok: false,
      message: messages.occurrenceStarted,
    });
  });

  it('removes exactly the cancelled date, whatever is cancelled, and keeps both ends real (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily', 'weekly', 'monthly'),
        fc.subarray([...DAYS_OF_WEEK], { minLength: 0 }),
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 130 }), { minLength: 1, maxLength: 12 }),
        (pattern, extraDays, span, picks) => {
          let event: RecurringEvent = {
            ...sundays,
            recurrencePattern: pattern,
            recurrenceDaysOfWeek: ['sunday', ...extraDays],
            recurrenceEndDate: addDays('2026-11-29', span),
          };
          for (const pick of picks) {
            const dates = localDates(all(event));
            const date = addDays('2026-11-29', pick);
            const result = cancelOccurrence(event, date, now);
            if (!dates.includes(date)) {
              expect(result.ok).toBe(false);
              continue;
            }
            if (!result.ok) throw new Error(result.message);
            if (result.deleteEvent) {
              expect(dates).toEqual([date]);
              return;
            }
            const after = { ...event, ...result.series };
            const left = localDates(all(after));
            expect(left).toEqual(dates.filter((d) => d !== date));
            // The first start is a date of the series; a shortened series ends on its last one.
            expect(left[0]).toBe(localDateOf(after.datetime, NY));
            if (after.recurrenceEndDate !== event.recurrenceEndDate) {
              expect(left.at(-1)).toBe(after.recurrenceEndDate);
            }
            event = after;
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
