import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from './constants/events.js';
import {
  cancelledDates,
  dayOfWeekOf,
  describeRecurrence,
  isOver,
  isRuleDate,
  nextOccurrence,
  occurrenceOn,
  occurrencesBetween,
  openDates,
  type RecurringEvent,
  recurrenceEndInstant,
  recurrenceEndLocalDate,
  recurrencePatternForCheckbox,
  recurrenceRRule,
  recurrenceRule,
  rsvpDateOf,
} from './recurrence.js';
import { instantToLocal, localToInstant } from './time.js';

const NY = 'America/New_York';
const at = (date: string, time: string, zone = NY) => localToInstant(date, time, zone);
const local = (dates: Date[], zone = NY) =>
  dates.map((d) => {
    const { date, time } = instantToLocal(d, zone);
    return `${date} ${time}`;
  });

/** Sunday services at 10:30 from the first Sunday of February to Apr 26, 2026. */
const sundays: RecurringEvent = {
  datetime: at('2026-02-01', '10:30'),
  timezone: NY,
  isRecurring: true,
  recurrencePattern: 'weekly',
  recurrenceEndDate: '2026-04-26',
  recurrenceDaysOfWeek: ['sunday'],
};

describe('the recurring checkbox (spec §4)', () => {
  it('sets weekly when ticked and none when cleared', () => {
    expect(recurrencePatternForCheckbox(true)).toBe('weekly');
    expect(recurrencePatternForCheckbox(false)).toBe('none');
  });
});

describe('recurrenceRule', () => {
  it('is null for a one-off event, whatever stale fields it keeps', () => {
    expect(recurrenceRule({ datetime: new Date(), timezone: NY })).toBeNull();
    expect(recurrenceRule({ ...sundays, isRecurring: false })).toBeNull();
    expect(recurrenceRule({ ...sundays, recurrencePattern: 'none' })).toBeNull();
    expect(recurrenceRule({ ...sundays, recurrencePattern: 'yearly' })).toBeNull();
  });

  it("uses the start's weekday for a weekly rule without days, and ignores unknown days", () => {
    const rule = recurrenceRule({ ...sundays, recurrenceDaysOfWeek: ['funday'] });
    expect(rule?.weekdays).toEqual([0]);
    expect(
      recurrenceRule({ ...sundays, recurrenceDaysOfWeek: ['friday', 'monday', 'friday'] })
        ?.weekdays,
    ).toEqual([1, 5]);
  });
});

describe('end dates', () => {
  it('reads a local date, a stored instant or an ISO text as the local end day', () => {
    expect(recurrenceEndLocalDate('2026-12-20', NY)).toBe('2026-12-20');
    expect(recurrenceEndLocalDate(new Date('2026-12-21T04:59:59Z'), NY)).toBe('2026-12-20');
    expect(recurrenceEndLocalDate('2026-12-21T04:59:59Z', NY)).toBe('2026-12-20');
    expect(recurrenceEndLocalDate(new Date(Number.NaN), NY)).toBeNull();
    expect(recurrenceEndLocalDate('soon', NY)).toBeNull();
    expect(recurrenceEndLocalDate('', NY)).toBeNull();
    expect(recurrenceEndLocalDate(null, NY)).toBeNull();
  });

  it('stores the last second of the end day in the event zone, which reads back the same day', () => {
    const end = recurrenceEndInstant('2026-12-20', NY);
    expect(end.toISOString()).toBe('2026-12-21T04:59:59.000Z');
    expect(recurrenceEndLocalDate(end, NY)).toBe('2026-12-20');
    expect(recurrenceEndInstant('2026-12-20', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-12-21T09:59:59.000Z',
    );
  });
});

describe('occurrences', () => {
  it('keeps the local time of a weekly event across the DST change', () => {
    const all = occurrencesBetween(sundays, new Date('2026-01-01'), new Date('2027-01-01'));
    expect(all).toHaveLength(13);
    expect(new Set(local(all).map((s) => s.slice(11)))).toEqual(new Set(['10:30']));
    // Before and after 2026-03-08 the UTC hour moves by one.
    expect(all[4]!.toISOString()).toBe('2026-03-01T15:30:00.000Z');
    expect(all[5]!.toISOString()).toBe('2026-03-08T14:30:00.000Z');
    expect(local(all).at(-1)).toBe('2026-04-26 10:30');
  });

  it('counts the first event even on a day the rule would not pick (RFC 5545)', () => {
    const event = {
      ...sundays,
      datetime: at('2026-02-04', '19:00'),
      recurrenceEndDate: '2026-02-16',
    };
    expect(local(occurrencesBetween(event, new Date(0), new Date('2030-01-01')))).toEqual([
      '2026-02-04 19:00',
      '2026-02-08 19:00',
      '2026-02-15 19:00',
    ]);
  });

  it('repeats weekly on several days, daily, and monthly skipping short months', () => {
    const weekly = {
      ...sundays,
      recurrenceDaysOfWeek: ['wednesday', 'sunday'],
      recurrenceEndDate: '2026-02-11',
    };
    expect(local(occurrencesBetween(weekly, new Date(0), new Date('2030-01-01')))).toEqual([
      '2026-02-01 10:30',
      '2026-02-04 10:30',
      '2026-02-08 10:30',
      '2026-02-11 10:30',
    ]);
    const daily = { ...sundays, recurrencePattern: 'daily', recurrenceEndDate: '2026-02-03' };
    expect(occurrencesBetween(daily, new Date(0), new Date('2030-01-01'))).toHaveLength(3);
    const monthly = {
      ...sundays,
      datetime: at('2026-01-31', '18:00'),
      recurrencePattern: 'monthly',
      recurrenceEndDate: '2026-07-31',
    };
    expect(local(occurrencesBetween(monthly, new Date(0), new Date('2030-01-01')))).toEqual([
      '2026-01-31 18:00',
      '2026-03-31 18:00',
      '2026-05-31 18:00',
      '2026-07-31 18:00',
    ]);
  });

  it('moves an occurrence that falls in a spring-forward gap ahead by the gap', () => {
    const early = {
      ...sundays,
      datetime: at('2026-03-01', '02:30'),
      recurrenceEndDate: '2026-03-15',
    };
    expect(local(occurrencesBetween(early, new Date(0), new Date('2030-01-01')))).toEqual([
      '2026-03-01 02:30',
      '2026-03-08 03:30',
      '2026-03-15 02:30',
    ]);
  });

  it('takes the first pass of a time repeated by fall-back', () => {
    const late = {
      ...sundays,
      datetime: at('2026-10-25', '01:30'),
      recurrenceEndDate: '2026-11-08',
    };
    expect(
      occurrencesBetween(late, new Date(0), new Date('2030-01-01')).map((d) => d.toISOString()),
    ).toEqual(['2026-10-25T05:30:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-08T06:30:00.000Z']);
  });

  it('limits the window and the count; a one-off event is its own only occurrence', () => {
    const open = { ...sundays, recurrenceEndDate: null };
    expect(
      occurrencesBetween(open, at('2026-03-01', '00:00'), at('2026-03-29', '00:00')),
    ).toHaveLength(4);
    expect(occurrencesBetween(open, new Date(0), new Date('2100-01-01'), 3)).toHaveLength(3);
    const once = { datetime: at('2026-02-01', '10:30'), timezone: NY };
    expect(occurrencesBetween(once, new Date(0), new Date('2030-01-01'))).toEqual([once.datetime]);
    expect(occurrencesBetween(once, new Date('2027-01-01'), new Date('2030-01-01'))).toEqual([]);
  });
});

describe('nextOccurrence', () => {
  it('finds the first occurrence at or after now', () => {
    expect(nextOccurrence(sundays, new Date('2025-12-01'))).toEqual(sundays.datetime);
    expect(nextOccurrence(sundays, sundays.datetime)).toEqual(sundays.datetime);
    expect(local([nextOccurrence(sundays, at('2026-03-04', '12:00'))!])).toEqual([
      '2026-03-08 10:30',
    ]);
    expect(local([nextOccurrence(sundays, at('2026-03-08', '10:31'))!])).toEqual([
      '2026-03-15 10:30',
    ]);
    expect(nextOccurrence(sundays, at('2026-04-26', '10:31'))).toBeNull();
  });

  it('gives a one-off event until it has started, then nothing', () => {
    const once = { datetime: at('2026-02-01', '10:30'), timezone: NY };
    expect(nextOccurrence(once, at('2026-01-01', '00:00'))).toEqual(once.datetime);
    expect(nextOccurrence(once, at('2026-02-01', '10:31'))).toBeNull();
  });

  it('keeps looking for months that have the 31st, and ends an open series never', () => {
    const monthly = {
      ...sundays,
      datetime: at('2026-01-31', '18:00'),
      recurrencePattern: 'monthly',
      recurrenceEndDate: null,
    };
    expect(local([nextOccurrence(monthly, at('2026-04-01', '00:00'))!])).toEqual([
      '2026-05-31 18:00',
    ]);
    expect(nextOccurrence(monthly, new Date('2040-02-01T00:00:00Z'))).not.toBeNull();
  });
});

describe('dayOfWeekOf', () => {
  it("names a local date's day of the week", () => {
    expect(dayOfWeekOf('2026-03-08')).toBe('sunday');
    expect(dayOfWeekOf('2026-03-09')).toBe('monday');
    expect(dayOfWeekOf('2024-02-29')).toBe('thursday');
  });
});

describe('isOver', () => {
  it('keeps a one-off event open until three hours after its start', () => {
    const once = { datetime: at('2026-02-01', '10:30'), timezone: NY };
    expect(isOver(once, at('2026-02-01', '13:29'))).toBe(false);
    expect(isOver(once, at('2026-02-01', '13:31'))).toBe(true);
  });

  it('keeps a series open while an occurrence is still to come', () => {
    expect(isOver(sundays, at('2026-04-19', '20:00'))).toBe(false);
    expect(isOver(sundays, at('2026-04-26', '14:00'))).toBe(true);
  });
});

describe('describeRecurrence', () => {
  it('says how the event repeats in words', () => {
    expect(describeRecurrence({ ...sundays, recurrenceEndDate: '2026-12-20' })).toBe(
      'Every Sunday until Dec 20, 2026',
    );
    expect(describeRecurrence({ ...sundays, recurrenceDaysOfWeek: ['wednesday', 'sunday'] })).toBe(
      'Every Sunday and Wednesday until Apr 26, 2026',
    );
    expect(
      describeRecurrence({
        ...sundays,
        recurrenceDaysOfWeek: ['friday', 'monday', 'wednesday'],
        recurrenceEndDate: null,
      }),
    ).toBe('Every Monday, Wednesday and Friday');
    expect(
      describeRecurrence({
        ...sundays,
        recurrenceDaysOfWeek: [...DAYS_OF_WEEK],
      }),
    ).toBe('Every day until Apr 26, 2026');
    expect(describeRecurrence({ ...sundays, recurrencePattern: 'daily' })).toBe(
      'Every day until Apr 26, 2026',
    );
    expect(describeRecurrence({ datetime: sundays.datetime, timezone: NY })).toBeNull();
  });

  it('names the day of the month with its ordinal', () => {
    const monthly = (date: string) =>
      describeRecurrence({
        ...sundays,
        datetime: at(date, '09:00'),
        recurrencePattern: 'monthly',
        recurrenceEndDate: null,
      });
    expect(monthly('2026-01-01')).toBe('Every month on the 1st');
    expect(monthly('2026-01-02')).toBe('Every month on the 2nd');
    expect(monthly('2026-01-03')).toBe('Every month on the 3rd');
    expect(monthly('2026-01-11')).toBe('Every month on the 11th');
    expect(monthly('2026-01-12')).toBe('Every month on the 12th');
    expect(monthly('2026-01-13')).toBe('Every month on the 13th');
    expect(monthly('2026-01-22')).toBe('Every month on the 22nd');
    expect(monthly('2026-01-24')).toBe('Every month on the 24th');
  });
});

describe('recurrenceRRule', () => {
  it('writes FREQ, BYDAY or BYMONTHDAY and a UTC UNTIL at the end of the local end day', () => {
    expect(recurrenceRRule(sundays)).toBe('FREQ=WEEKLY;BYDAY=SU;UNTIL=20260427T035959Z');
    expect(
      recurrenceRRule({
        ...sundays,
        recurrenceDaysOfWeek: ['wednesday', 'sunday'],
        recurrenceEndDate: '2026-12-20',
      }),
    ).toBe('FREQ=WEEKLY;BYDAY=SU,WE;UNTIL=20261221T045959Z');
    expect(
      recurrenceRRule({ ...sundays, recurrencePattern: 'daily', recurrenceEndDate: null }),
    ).toBe('FREQ=DAILY');
    expect(recurrenceRRule({ ...sundays, recurrencePattern: 'monthly' })).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20260427T035959Z',
    );
    expect(recurrenceRRule({ ...sundays, isRecurring: false })).toBeNull();
  });
});

describe('occurrenceOn', () => {
  const sundays = {
    datetime: localToInstant('2026-11-29', '10:00', 'America/Chicago'),
    timezone: 'America/Chicago',
    isRecurring: true,
    recurrencePattern: 'weekly' as const,
    recurrenceEndDate: '2027-01-31',
    recurrenceDaysOfWeek: ['sunday' as const],
  };

  it("gives the occurrence on a day in the event's zone, not the series' first", () => {
    expect(occurrenceOn(sundays, '2026-12-06')).toEqual(
      localToInstant('2026-12-06', '10:00', 'America/Chicago'),
    );
    expect(occurrenceOn(sundays, '2026-12-07')).toBeNull();
    expect(occurrenceOn(sundays, '2027-02-07')).toBeNull();
    const once = { ...sundays, isRecurring: false, recurrencePattern: 'none' as const };
    expect(occurrenceOn(once, '2026-11-29')).toEqual(sundays.datetime);
    expect(occurrenceOn(once, '2026-12-06')).toBeNull();
  });
});

describe('cancelled dates', () => {
  const cancelled = {
    ...sundays,
    recurrenceExceptions: ['2026-02-08', '2026-03-08', '2026-02-09'],
  };

  it('are skipped by occurrencesBetween and nextOccurrence; stray dates change nothing', () => {
    const all = local(occurrencesBetween(cancelled, new Date(0), new Date('2030-01-01')));
    expect(all).toHaveLength(13 - 2);
    expect(all).not.toContain('2026-02-08 10:30');
    expect(all).not.toContain('2026-03-08 10:30');
    expect(local([nextOccurrence(cancelled, at('2026-02-02', '00:00'))!])).toEqual([
      '2026-02-15 10:30',
    ]);
  });

  it('skip the first date too, and end a series whose dates are all cancelled', () => {
    const first = { ...sundays, recurrenceExceptions: ['2026-02-01'] };
    expect(local([nextOccurrence(first, at('2026-01-01', '00:00'))!])).toEqual([
      '2026-02-08 10:30',
    ]);
    const none = {
      ...sundays,
      recurrenceEndDate: '2026-02-08',
      recurrenceExceptions: ['2026-02-01', '2026-02-08'],
    };
    expect(nextOccurrence(none, at('2026-01-01', '00:00'))).toBeNull();
    expect(isOver(none, at('2026-01-01', '00:00'))).toBe(true);
  });

  it('are named after the rule, up to three, then counted', () => {
    expect(describeRecurrence(cancelled)).toBe(
      'Every Sunday until Apr 26, 2026, except Feb 8, 2026 and Mar 8, 2026',
    );
    const many = {
      ...sundays,
      recurrenceExceptions: ['2026-02-08', '2026-02-15', '2026-02-22', '2026-03-01'],
    };
    expect(describeRecurrence(many)).toBe('Every Sunday until Apr 26, 2026, except 4 dates');
  });

  it('are the rule dates among the stored ones, in order', () => {
    const rule = recurrenceRule(cancelled)!;
    expect(cancelledDates(rule)).toEqual(['2026-02-08', '2026-03-08']);
    expect(isRuleDate(rule, '2026-02-01')).toBe(true);
    expect(isRuleDate(rule, '2026-02-08')).toBe(true);
    expect(isRuleDate(rule, '2026-02-09')).toBe(false);
    expect(isRuleDate(rule, '2026-01-25')).toBe(false);
    expect(isRuleDate(rule, '2026-05-03')).toBe(false);
  });
});

describe('the dates people can RSVP for', () => {
  const cancelled = { ...sundays, recurrenceExceptions: ['2026-03-08'] };

  it('lists the dates not over yet, soonest first, skipping cancelled ones', () => {
    // Sunday March 1, 12:00: the 10:30 service is still on (it lasts three hours).
    const dates = openDates(cancelled, at('2026-03-01', '12:00'), 3);
    expect(dates.map(({ date }) => date)).toEqual(['2026-03-01', '2026-03-15', '2026-03-22']);
    expect(dates[1]?.startsAt).toEqual(at('2026-03-15', '10:30'));
    expect(openDates(cancelled, at('2026-03-01', '13:30'), 1)[0]?.date).toBe('2026-03-15');
    expect(openDates(cancelled, at('2026-04-26', '14:00'), 5)).toEqual([]);
  });

  it('gives a one-off event its own date until it is over, however far ahead', () => {
    const oneOff = { datetime: at('2099-07-04', '19:00'), timezone: NY };
    expect(openDates(oneOff, at('2026-03-01', '12:00'), 5)).toEqual([
      { date: '2099-07-04', startsAt: oneOff.datetime },
    ]);
    expect(openDates(oneOff, at('2099-07-04', '22:00'), 5)).toEqual([]);
  });

  it('takes the date asked for when the event meets then, else the next, and says why not', () => {
    const now = at('2026-03-01', '12:00');
    expect(rsvpDateOf(cancelled, '2026-03-22', now)).toEqual({
      ok: true,
      date: { date: '2026-03-22', startsAt: at('2026-03-22', '10:30') },
    });
    expect(rsvpDateOf(cancelled, undefined, now)).toMatchObject({
      ok: true,
      date: { date: '2026-03-01' },
    });
    for (const date of ['2026-03-08', '2026-03-09', '2026-05-03', '2026-01-25']) {
      expect(rsvpDateOf(cancelled, date, now), date).toEqual({ ok: false, reason: 'no-such-date' });
    }
    expect(rsvpDateOf(cancelled, '2026-02-22', now)).toEqual({ ok: false, reason: 'over' });
    expect(rsvpDateOf(cancelled, undefined, at('2026-04-27', '00:00'))).toEqual({
      ok: false,
      reason: 'over',
    });
  });
});
