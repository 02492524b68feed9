import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from './server-field-errors';

function apiError(code: string, httpStatus: number, message: string, fieldErrors?: object) {
  return TRPCClientError.from({
    error: { message, code: -32000, data: { code, httpStatus, appCode: code, fieldErrors } },
  });
}

describe('registrationFieldErrors', () => {
  it.each([
    ['A church with this email is already registered.', 'email'],
    ['A church with this phone number is already registered.', 'phone'],
    ['A church with this name and address is already registered.', 'name'],
  ])('puts the church conflict "%s" on %s', (message, field) => {
    const error = apiError('CONFLICT', 409, message);
    expect(registrationFieldErrors(error, 'church', message)).toEqual({ [field]: message });
  });

  it('puts an account conflict on the username', () => {
    const message = 'That username is taken. Please choose another.';
    expect(registrationFieldErrors(apiError('CONFLICT', 409, message), 'account', message)).toEqual(
      { username: message },
    );
  });

  it("puts a taken account e-mail address on the account's e-mail field, not the church's", () => {
    const message = 'An account with this email is already registered.';
    const error = apiError('CONFLICT', 409, message, { email: [message] });
    expect(registrationFieldErrors(error, 'account', message)).toEqual({ accountEmail: message });
    const bare = apiError('CONFLICT', 409, message);
    expect(registrationFieldErrors(bare, 'account', message)).toEqual({ accountEmail: message });
  });

  it('leaves a conflict that names no field to the toast', () => {
    const message = 'Your account already has a church.';
    expect(registrationFieldErrors(apiError('CONFLICT', 409, message), 'church', message)).toEqual(
      {},
    );
  });

  it("maps the server's field errors, skipping fields the form does not have", () => {
    const error = apiError('BAD_REQUEST', 400, 'zipCode: Zip code must be 5 digits', {
      zipCode: ['Zip code must be 5 digits'],
      capacity: ['Capacity must be a whole number from 1 to 100,000'],
    });
    expect(registrationFieldErrors(error, 'church', error.message)).toEqual({
      zipCode: 'Zip code must be 5 digits',
    });
  });

  it('gives nothing for errors that are not about fields', () => {
    const error = apiError('TOO_MANY_REQUESTS', 429, 'Too many attempts.');
    expect(registrationFieldErrors(error, 'account', error.message)).toEqual({});
  });
});
