import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { editEventFieldErrors } from './edit-event-form';

function apiError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('editEventFieldErrors', () => {
  it('puts field errors on the form fields, the instant on the date', () => {
    const error = apiError('bad', {
      httpStatus: 400,
      fieldErrors: {
        title: ['Title is required'],
        datetime: ['Enter a valid date and time'],
        id: ['x'],
      },
    });

    expect(editEventFieldErrors(error, 'bad')).toEqual({
      title: 'Title is required',
      date: 'Enter a valid date and time',
    });
  });

  it('puts a max below the people registered on max attendees', () => {
    const message = 'Max attendees cannot be lower than the 12 already registered';
    const error = apiError(message, { httpStatus: 409, appCode: 'MAX_BELOW_ATTENDEES' });

    expect(editEventFieldErrors(error, message)).toEqual({ maxAttendees: message });
  });

  it('has nothing for a failure that is not about a field', () => {
    expect(editEventFieldErrors(new TypeError('Failed to fetch'), 'x')).toEqual({});
  });
});
