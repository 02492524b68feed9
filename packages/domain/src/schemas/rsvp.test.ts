import { describe, expect, it } from 'vitest';
import { fieldErrors, parseOk } from '../testing/zod.js';
import { RSVP_FORM_DEFAULTS, rsvpCreateInput, rsvpFormSchemaFor, rsvpSubmission } from './rsvp.js';

const filled = {
  ...RSVP_FORM_DEFAULTS,
  attendeeName: 'Ruth Mbeki',
  attendeeEmail: 'ruth@example.org',
};

describe('RSVP form (spec §5)', () => {
  it('requires a full name and a valid e-mail; phone and requests are optional', () => {
    expect(fieldErrors(rsvpFormSchemaFor(10), RSVP_FORM_DEFAULTS)).toEqual({
      attendeeName: 'Full name is required',
      attendeeEmail: 'Email is required',
    });
    expect(fieldErrors(rsvpFormSchemaFor(10), { ...filled, attendeeEmail: 'ruth' })).toEqual({
      attendeeEmail: 'Please enter a valid email address',
    });
    expect(parseOk(rsvpFormSchemaFor(10), filled)).toEqual({
      attendeeName: 'Ruth Mbeki',
      attendeeEmail: 'ruth@example.org',
      attendeePhone: undefined,
      numberOfGuests: 1,
      specialRequests: undefined,
    });
  });

  it('reads non-numeric guests as 1 and keeps them between 1 and the spots left', () => {
    const schema = rsvpFormSchemaFor(4);
    expect(parseOk(schema, { ...filled, numberOfGuests: 'two' }).numberOfGuests).toBe(1);
    expect(parseOk(schema, { ...filled, numberOfGuests: '4' }).numberOfGuests).toBe(4);
    expect(parseOk(schema, { ...filled, numberOfGuests: undefined }).numberOfGuests).toBe(1);
    expect(fieldErrors(schema, { ...filled, numberOfGuests: 5 })).toEqual({
      numberOfGuests: 'Only 4 spots are left',
    });
    expect(fieldErrors(schema, { ...filled, numberOfGuests: '0' })).toEqual({
      numberOfGuests: 'Count at least 1 person (you)',
    });
    expect(fieldErrors(rsvpFormSchemaFor(1), { ...filled, numberOfGuests: 2 })).toEqual({
      numberOfGuests: 'Only 1 spot is left',
    });
    expect(fieldErrors(rsvpFormSchemaFor(0), filled)).toEqual({
      numberOfGuests: 'This event is full',
    });
  });

  it('lets one RSVP bring at most 10 people, however many spots are left', () => {
    const schema = rsvpFormSchemaFor(57);
    expect(parseOk(schema, { ...filled, numberOfGuests: 10 }).numberOfGuests).toBe(10);
    expect(fieldErrors(schema, { ...filled, numberOfGuests: 11 })).toEqual({
      numberOfGuests:
        'One RSVP can bring at most 10 people. For a larger group, please contact the church.',
    });
  });
});

describe('RSVP submission (spec §3)', () => {
  it('defaults guests to 1 and requires at least 1', () => {
    expect(
      parseOk(rsvpSubmission, { attendeeName: 'Ruth', attendeeEmail: 'ruth@example.org' })
        .numberOfGuests,
    ).toBe(1);
    expect(
      fieldErrors(rsvpSubmission, {
        attendeeName: 'Ruth',
        attendeeEmail: 'ruth@example.org',
        numberOfGuests: 0,
      }),
    ).toEqual({
      numberOfGuests: 'Count at least 1 person (you)',
    });
  });

  it('refuses a party above 10, so one anonymous call cannot fill an event', () => {
    const body = { attendeeName: 'Ruth', attendeeEmail: 'ruth@example.org' };
    for (const numberOfGuests of [11, 57, '57', 2 ** 40]) {
      expect(fieldErrors(rsvpSubmission, { ...body, numberOfGuests })).toEqual({
        numberOfGuests:
          'One RSVP can bring at most 10 people. For a larger group, please contact the church.',
      });
    }
  });

  it('carries the event id and formats the phone', () => {
    expect(
      parseOk(rsvpCreateInput, {
        eventId: '12',
        attendeeName: ' Ruth ',
        attendeeEmail: 'ruth@example.org',
        attendeePhone: '512.555.1234',
        numberOfGuests: 3,
        specialRequests: ' Wheelchair space ',
      }),
    ).toEqual({
      eventId: 12,
      attendeeName: 'Ruth',
      attendeeEmail: 'ruth@example.org',
      attendeePhone: '(512) 555-1234',
      numberOfGuests: 3,
      specialRequests: 'Wheelchair space',
    });
    expect(
      fieldErrors(rsvpCreateInput, { attendeeName: 'Ruth', attendeeEmail: 'ruth@example.org' }),
    ).toEqual({
      eventId: 'Must be a positive whole number',
    });
  });
});
