import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../rest/http-error.js';
import { asUnavailable, toTRPCError } from '../trpc/errors.js';
import { isDatabaseUnavailable } from './db-errors.js';

/** Errors as pg and Node raise them while PostgreSQL restarts. */
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});
const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});
const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
const terminated = new Error('Connection terminated unexpectedly');

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, also wrapped as tRPC wraps it', () => {
    for (const error of [refused, shutdown, starting, terminated]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(
        isDatabaseUnavailable(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error })),
      ).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the answer to a lost database', () => {
  it('is a 503 SERVICE_UNAVAILABLE with a message, on REST and as a tRPC code', () => {
    expect(toHttpError(shutdown)).toEqual({
      status: 503,
      body: { error: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('try again') },
    });
    expect(toTRPCError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refused })).code).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('never overrides a deliberate answer', () => {
    const deliberate = new TRPCError({ code: 'NOT_FOUND', message: 'gone', cause: refused });
    expect(asUnavailable(deliberate)).toBeUndefined();
    expect(toHttpError(new Error('boom')).status).toBe(500);
  });
});
