import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { appCodeOf, fieldErrorsOf, httpStatusOf, serverMessage } from './api-error';

function serverError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32009, data } });
}

describe('api errors', () => {
  const conflict = serverError('A church with this email is already registered.', {
    code: 'CONFLICT',
    httpStatus: 409,
    appCode: 'CONFLICT',
    fieldErrors: { email: ['', 'Taken'], phone: [] },
  });

  it("uses the server's sentence when it answered", () => {
    expect(serverMessage(conflict, 'Fallback')).toBe(
      'A church with this email is already registered.',
    );
    expect(appCodeOf(conflict)).toBe('CONFLICT');
    expect(httpStatusOf(conflict)).toBe(409);
  });

  it('falls back when no answer came or the server broke', () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(
      serverMessage(serverError('Internal server error', { httpStatus: 500 }), 'Fallback'),
    ).toBe('Fallback');
    expect(appCodeOf(new Error('x'))).toBeUndefined();
  });

  it('keeps the first non-blank message per field', () => {
    expect(fieldErrorsOf(conflict)).toEqual({ email: 'Taken' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
