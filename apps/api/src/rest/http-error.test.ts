import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appError, fieldError } from '../errors/app-error.js';
import { toHttpError } from './http-error.js';

describe('toHttpError', () => {
  it('turns a validation failure into 400 naming the field and the rule', () => {
    const failure = z
      .object({ numberOfGuests: z.number().min(1, 'At least 1 guest') })
      .safeParse({ numberOfGuests: 0 });
    expect(failure.success).toBe(false);
    expect(toHttpError(failure.error)).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'numberOfGuests: At least 1 guest' },
    });
  });

  it("answers a service's field error as it answers a rejected input", () => {
    const error = fieldError('recurrenceEndDate', 'The series ends before this date');
    expect(toHttpError(error)).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: 'recurrenceEndDate: The series ends before this date',
      },
    });
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect((error.cause as z.ZodError).flatten().fieldErrors).toEqual({
      recurrenceEndDate: ['The series ends before this date'],
    });
  });

  it('keeps a product error code such as SUBSCRIPTION_REQUIRED', () => {
    const error = appError('FORBIDDEN', 'Subscription required', 'SUBSCRIPTION_REQUIRED');
    expect(toHttpError(error)).toEqual({
      status: 403,
      body: { error: 'SUBSCRIPTION_REQUIRED', message: 'Subscription required' },
    });
  });

  it.each([
    ['UNAUTHORIZED', 401],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['TOO_MANY_REQUESTS', 429],
  ] as const)('maps %s to HTTP %i', (code, status) => {
    expect(toHttpError(new TRPCError({ code, message: 'x' })).status).toBe(status);
  });

  it('hides the details of unexpected failures', () => {
    const { status, body } = toHttpError(new Error('password=hunter2 leaked in a stack'));
    expect(status).toBe(500);
    expect(body.message).not.toContain('hunter2');
  });
});
