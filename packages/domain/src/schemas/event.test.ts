import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  type EditEventForm,
  editEventFormSchema,
  editEventFormToInput,
  editEventFormValues,
  eventCreateInput,
  eventKindOf,
  eventUpdateInput,
  HOST_EVENT_FORM_DEFAULTS,
  hostEventFormSchema,
  hostEventFormToInput,
  sportOptionsFor,
  withEventKind,
} from './event.js';

const hostForm = {
  ...HOST_EVENT_FORM_DEFAULTS,
  title: 'Super Bowl Watch Party',
  sport: 'NFL',
  description: 'Big screen and snacks',
  gameDetails: 'Chiefs vs Eagles',
  date: '2026-02-08',
  time: '18:30',
  churchId: '7',
};

describe('host event form (spec §5)', () => {
  it('starts with the spec defaults', () => {
    expect(HOST_EVENT_FORM_DEFAULTS).toMatchObject({
      eventKind: 'watch_party',
      timezone: 'America/New_York',
      maxAttendees: 50,
      ageGroup: 'all',
      isRecurring: false,
      recurrencePattern: 'none',
    });
  });

  it('requires title, sport, description, details, date, time and church', () => {
    expect(fieldErrors(hostEventFormSchema, HOST_EVENT_FORM_DEFAULTS)).toEqual({
      title: 'Title is required',
      sport: 'Choose a sport',
      description: 'Description is required',
      gameDetails: 'Event details are required',
      date: 'Date is required',
      time: 'Time is required',
      churchId: 'Church Required',
    });
  });

  it('takes the sport from the chosen kind of event', () => {
    expect(fieldErrors(hostEventFormSchema, { ...hostForm, eventKind: 'church_event' })).toEqual({
      sport: 'Choose an event type',
    });
    expect(
      fieldErrors(hostEventFormSchema, {
        ...hostForm,
        eventKind: 'church_event',
        sport: 'Christmas Service',
      }),
    ).toEqual({});
    expect(sportOptionsFor('watch_party')).toContain('NFL');
    expect(sportOptionsFor('church_event')).toContain('Community Outreach');
    expect(eventKindOf('NHL')).toBe('watch_party');
    expect(eventKindOf('Special Service')).toBe('church_event');
  });

  it('clears the sport when the event type changes (spec §4)', () => {
    expect(withEventKind(hostForm, 'church_event')).toEqual({
      ...hostForm,
      eventKind: 'church_event',
      sport: '',
    });
    expect(withEventKind(hostForm, 'watch_party')).toBe(hostForm);
    expect(fieldErrors(hostEventFormSchema, { ...hostForm, eventKind: 'concert' })).toEqual({
      eventKind: 'Choose a watch party or a church event',
    });
  });

  it('bounds max attendees to 1..100000, reading non-numeric as 1', () => {
    expect(parseOk(hostEventFormSchema, { ...hostForm, maxAttendees: 'lots' }).maxAttendees).toBe(
      1,
    );
    for (const maxAttendees of [0, '100001']) {
      expect(fieldErrors(hostEventFormSchema, { ...hostForm, maxAttendees })).toEqual({
        maxAttendees: 'Max attendees must be a whole number from 1 to 100,000',
      });
    }
  });

  it('checks date, time, zone and image address', () => {
    expect(
      fieldErrors(hostEventFormSchema, {
        ...hostForm,
        date: '2026-02-30',
        time: '25:00',
        timezone: 'Europe/Paris',
        imageUrl: 'javascript:x',
      }),
    ).toEqual({
      date: 'Enter a valid date',
      time: 'Enter a valid time',
      timezone: 'Choose a time zone from the list',
      imageUrl: 'Please enter a valid web address starting with http:// or https://',
    });
  });

  const recurring = { ...hostForm, isRecurring: true, recurrencePattern: 'weekly' };
  it.each([
    [
      'no end date and no days',
      {},
      {
        recurrenceEndDate: 'End date is required for recurring events',
        recurrenceDaysOfWeek: 'Choose at least one day of the week for a weekly event',
      },
    ],
    [
      'an end before the start',
      { recurrenceEndDate: '2026-02-01', recurrenceDaysOfWeek: ['sunday'] },
      { recurrenceEndDate: 'End date must be on or after the event date' },
    ],
    [
      "days without the start's",
      { recurrenceEndDate: '2026-05-01', recurrenceDaysOfWeek: ['monday'] },
      { recurrenceDaysOfWeek: "Include the event date's day of the week in the repeat days" },
    ],
    [
      'no pattern',
      { recurrencePattern: 'none', recurrenceEndDate: '2026-05-01' },
      { recurrencePattern: 'Choose how often the event repeats' },
    ],
    [
      'a monthly pattern and an end',
      { recurrencePattern: 'monthly', recurrenceEndDate: '2026-05-01' },
      {},
    ],
  ])('checks a recurring event with %s', (_case, change, errors) => {
    expect(fieldErrors(hostEventFormSchema, { ...recurring, ...change })).toEqual(errors);
  });

  it('turns into the create payload with the local time read in the chosen zone', () => {
    const form = parseOk(hostEventFormSchema, {
      ...hostForm,
      timezone: 'America/Denver',
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2026-03-29',
      recurrenceDaysOfWeek: ['wednesday', 'sunday', 'sunday'],
    });
    const input = hostEventFormToInput(form);
    const { title, sport, description, gameDetails } = hostForm;
    expect(input).toEqual({
      title,
      sport,
      description,
      gameDetails,
      datetime: new Date('2026-02-09T01:30:00Z'),
      timezone: 'America/Denver',
      maxAttendees: 50,
      churchId: 7,
      ageGroup: 'all',
      imageUrl: undefined,
      foodProvided: false,
      remindersEnabled: true,
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2026-03-29',
      recurrenceDaysOfWeek: ['wednesday', 'sunday'],
    });
    expect(parseOk(eventCreateInput, input)).toEqual(input);
  });

  it('drops recurrence leftovers from a one-off event', () => {
    const form = parseOk(hostEventFormSchema, {
      ...hostForm,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2026-05-01',
      recurrenceDaysOfWeek: ['sunday'],
    });
    expect(form).toMatchObject({
      isRecurring: false,
      recurrencePattern: 'none',
      recurrenceEndDate: undefined,
      recurrenceDaysOfWeek: [],
    });
  });
});

describe('eventCreateInput (spec §3 event create payload)', () => {
  const payload = {
    title: 'Christmas Eve Service',
    description: 'Candles and carols',
    sport: 'Christmas Service',
    gameDetails: 'Doors open at 6',
    datetime: '2026-12-24T23:00:00Z',
    churchId: 3,
  };

  it("fills the defaults: 50 attendees, all ages, not recurring; the zone is left to the church's", () => {
    expect(parseOk(eventCreateInput, payload)).toEqual({
      ...payload,
      datetime: new Date('2026-12-24T23:00:00Z'),
      timezone: undefined,
      maxAttendees: 50,
      foodProvided: false,
      remindersEnabled: true,
      ageGroup: 'all',
      imageUrl: undefined,
      isRecurring: false,
      recurrencePattern: 'none',
      recurrenceEndDate: undefined,
      recurrenceDaysOfWeek: [],
    });
  });

  it('treats an empty recurrence end date as absent', () => {
    expect(
      parseOk(eventCreateInput, { ...payload, recurrenceEndDate: '' }).recurrenceEndDate,
    ).toBeUndefined();
    expect(
      fieldErrors(eventCreateInput, {
        ...payload,
        isRecurring: true,
        recurrencePattern: 'daily',
        recurrenceEndDate: '',
      }),
    ).toEqual({
      recurrenceEndDate: 'End date is required for recurring events',
    });
    expect(fieldErrors(eventCreateInput, { ...payload, recurrenceEndDate: '12/31/2026' })).toEqual({
      recurrenceEndDate: 'Enter a valid date',
    });
  });

  it('keeps the start within 2000 to 2100', () => {
    for (const datetime of [
      '9999-12-31T00:00:00Z',
      '1999-12-31T12:00:00Z',
      '2101-01-01T12:00:00Z',
    ]) {
      expect(fieldErrors(eventCreateInput, { ...payload, datetime })).toEqual({
        datetime: 'Choose a date between 2000 and 2100',
      });
    }
  });

  const daily = {
    ...payload,
    timezone: 'America/New_York',
    isRecurring: true,
    recurrencePattern: 'daily',
  };
  it.each([
    // 2026-12-25T03:00Z is still Dec 24 in New York: the end is compared with that day.
    ['2026-12-25T03:00:00Z', '2026-12-24', {}],
    [
      '2026-12-25T03:00:00Z',
      '2026-12-23',
      { recurrenceEndDate: 'End date must be on or after the event date' },
    ],
    // A series runs for 2 years at most, and within 2000 to 2100.
    ['2026-12-24T23:00:00Z', '2028-12-24', {}],
    [
      '2026-12-24T23:00:00Z',
      '2028-12-25',
      { recurrenceEndDate: 'A series can run for at most 2 years; end it sooner' },
    ],
    [
      '2026-12-24T23:00:00Z',
      '9998-12-31',
      { recurrenceEndDate: 'Choose a date between 2000 and 2100' },
    ],
  ])(
    'checks a daily series from %s in New York ending %s',
    (datetime, recurrenceEndDate, errors) => {
      const series = { ...daily, datetime, recurrenceEndDate };
      expect(fieldErrors(eventCreateInput, series)).toEqual(errors);
    },
  );

  it('refuses unknown sports, bad ids, bad dates and out-of-range attendees', () => {
    expect(
      fieldErrors(eventCreateInput, {
        ...payload,
        sport: 'Curling',
        churchId: 'x',
        datetime: 'soon',
        maxAttendees: 0,
      }),
    ).toEqual({
      sport: 'Choose a sport or event type',
      churchId: 'Church Required',
      datetime: 'Enter a valid date and time',
      maxAttendees: 'Max attendees must be a whole number from 1 to 100,000',
    });
    expect(fieldErrors(eventCreateInput, {})).toMatchObject({
      title: 'Title is required',
      sport: 'Choose a sport or event type',
    });
  });
});

describe('edit event form (spec §3, §5)', () => {
  const stored = {
    title: 'Game Night',
    description: 'NBA Finals',
    sport: 'NBA',
    gameDetails: 'Game 7',
    datetime: new Date('2026-06-19T00:30:00Z'),
    timezone: 'America/Chicago',
    maxAttendees: 80,
    foodProvided: true,
    ageGroup: 'family',
    imageUrl: null,
  };

  it('prefills in the event zone and round-trips to the same instant', () => {
    const values = editEventFormValues(stored);
    expect(values).toMatchObject({
      date: '2026-06-18',
      time: '19:30',
      timezone: 'America/Chicago',
      imageUrl: '',
    });
    const input = editEventFormToInput(5, parseOk(editEventFormSchema, values));
    expect(input).toEqual({
      ...stored,
      id: 5,
      imageUrl: undefined,
      ageGroup: 'family',
      remindersEnabled: true,
    });
    expect(input).not.toHaveProperty('isRecurring');
    expect(parseOk(eventUpdateInput, input)).toEqual(input);
  });

  it("prefills a series' end date and checks it against the (new) date", () => {
    const series = {
      ...stored,
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceEndDate: '2026-08-27',
    };
    const values = editEventFormValues(series);
    expect(values).toMatchObject({ isRecurring: true, recurrenceEndDate: '2026-08-27' });
    expect(editEventFormToInput(5, parseOk(editEventFormSchema, values))).toMatchObject({
      isRecurring: true,
      recurrenceEndDate: '2026-08-27',
    });
    expect(fieldErrors(editEventFormSchema, { ...values, date: '2026-08-28' })).toEqual({
      recurrenceEndDate: messages.endDateBeforeStart,
    });
    expect(
      fieldErrors(editEventFormSchema, { ...values, recurrenceEndDate: '2028-06-19' }),
    ).toEqual({ recurrenceEndDate: messages.seriesTooLong });
    // Not repeating any more: the end date no longer matters and is not sent.
    const stopped = parseOk(editEventFormSchema, {
      ...values,
      date: '2026-08-28',
      isRecurring: false,
    });
    expect(editEventFormToInput(5, stopped)).toMatchObject({ isRecurring: false });
    expect(editEventFormToInput(5, stopped)).not.toHaveProperty('recurrenceEndDate');
    // A blank end keeps the stored one: nothing sent for it.
    expect(
      editEventFormToInput(5, parseOk(editEventFormSchema, { ...values, recurrenceEndDate: '' })),
    ).not.toHaveProperty('recurrenceEndDate');
    // A stale pattern without the flag is no series.
    const stale = editEventFormValues({ ...series, isRecurring: false, recurrenceEndDate: null });
    expect(stale).not.toHaveProperty('isRecurring');
    expect(stale).not.toHaveProperty('recurrenceEndDate');
  });

  it('takes the optional series fields of PUT', () => {
    const base = { ...stored, id: 5 };
    expect(parseOk(eventUpdateInput, base)).not.toHaveProperty('isRecurring');
    expect(parseOk(eventUpdateInput, { ...base, recurrenceEndDate: '' }).recurrenceEndDate).toBe(
      undefined,
    );
    expect(fieldErrors(eventUpdateInput, { ...base, recurrenceEndDate: '2026-02-30' })).toEqual({
      recurrenceEndDate: messages.invalidDate,
    });
    expect(fieldErrors(eventUpdateInput, { ...base, isRecurring: 'no' })).toHaveProperty(
      'isRecurring',
    );
  });

  it('falls back to the defaults for a stored zone or age group it does not offer', () => {
    expect(
      editEventFormValues({ ...stored, timezone: 'Europe/Paris', ageGroup: 'seniors' }),
    ).toMatchObject({
      timezone: 'America/New_York',
      ageGroup: 'all',
    });
    // A zone it does not offer reads as the church's own, New York only without a church.
    expect(
      editEventFormValues({
        ...stored,
        timezone: 'America/Boise',
        church: { state: 'ID' },
      }).timezone,
    ).toBe('America/Denver');
  });

  it('reads a missing time as 12:00 and fills the defaults', () => {
    const { timezone: _zone, maxAttendees: _max, ...rest } = stored;
    const form: EditEventForm = parseOk(editEventFormSchema, {
      ...rest,
      date: '2026-06-18',
      time: '',
    });
    expect(form).toMatchObject({
      time: '12:00',
      timezone: 'America/New_York',
      maxAttendees: 50,
      ageGroup: 'family',
    });
    expect(editEventFormToInput(5, form).datetime).toEqual(new Date('2026-06-18T16:00:00Z'));
    expect(parseOk(editEventFormSchema, { ...rest, date: '2026-06-18' }).time).toBe('12:00');
  });

  it('requires the texts, date and a valid image address', () => {
    expect(
      fieldErrors(editEventFormSchema, {
        title: ' ',
        description: '',
        sport: '',
        gameDetails: '',
        date: '',
        imageUrl: 'nope',
      }),
    ).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      sport: 'Choose a sport or event type',
      gameDetails: 'Event details are required',
      date: 'Date is required',
      imageUrl: 'Please enter a valid web address starting with http:// or https://',
    });
    expect(
      fieldErrors(editEventFormSchema, { ...stored, date: '2026-06-18', maxAttendees: 'x' }),
    ).toEqual({});
  });
});
