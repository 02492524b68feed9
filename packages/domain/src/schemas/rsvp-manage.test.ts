import { describe, expect, it } from 'vitest';
import { MAX_PARTY_SIZE } from '../constants/events.js';
import { messages } from '../messages.js';
import { rsvpGuestsChangeInput, rsvpGuestsFormSchemaFor, rsvpManageInput } from './rsvp-manage.js';

describe('rsvpManageInput', () => {
  it('takes a token of sane length, trimmed', () => {
    expect(rsvpManageInput.parse({ token: `  ${'a'.repeat(43)} ` })).toEqual({
      token: 'a'.repeat(43),
    });
    for (const token of ['', '   ', 'x'.repeat(129), 42, undefined]) {
      expect(rsvpManageInput.safeParse({ token }).success, String(token)).toBe(false);
    }
  });
});

describe('rsvpGuestsChangeInput', () => {
  it('needs a whole number of guests of at least 1, with no default', () => {
    expect(rsvpGuestsChangeInput.parse({ token: 't', numberOfGuests: '3' })).toEqual({
      token: 't',
      numberOfGuests: 3,
    });
    for (const numberOfGuests of [undefined, 0, -1, 1.5, 'two']) {
      expect(
        rsvpGuestsChangeInput.safeParse({ token: 't', numberOfGuests }).success,
        String(numberOfGuests),
      ).toBe(false);
    }
  });
});

describe('rsvpGuestsFormSchemaFor', () => {
  it('allows 1 up to the most this RSVP can have, and says so for this RSVP', () => {
    const schema = rsvpGuestsFormSchemaFor(5);
    expect(schema.parse({ numberOfGuests: '5' })).toEqual({ numberOfGuests: 5 });
    expect(schema.parse({ numberOfGuests: 'abc' })).toEqual({ numberOfGuests: 1 });
    const tooMany = schema.safeParse({ numberOfGuests: 6 });
    expect(tooMany.error?.issues[0]?.message).toBe('This RSVP can be for at most 5 people');
    expect(
      rsvpGuestsFormSchemaFor(1).safeParse({ numberOfGuests: 2 }).error?.issues[0]?.message,
    ).toBe('This RSVP can be for at most 1 person');
    expect(schema.safeParse({ numberOfGuests: 0 }).error?.issues[0]?.message).toBe(
      'Count at least 1 person (you)',
    );
  });

  it('never allows more than one RSVP may bring, and says why', () => {
    const schema = rsvpGuestsFormSchemaFor(40);
    expect(schema.parse({ numberOfGuests: MAX_PARTY_SIZE })).toEqual({
      numberOfGuests: MAX_PARTY_SIZE,
    });
    expect(schema.safeParse({ numberOfGuests: MAX_PARTY_SIZE + 1 }).error?.issues[0]?.message).toBe(
      messages.partyTooLarge,
    );
  });
});
