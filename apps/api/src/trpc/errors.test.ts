import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  appError,
  ERROR_STATUS,
  type ErrorCode,
  fieldError,
} from '../errors/app-error.js';
import { errorData, toTRPCError } from './errors.js';
import { createCallerFactory, publicProcedure, router } from './init.js';

/** A procedure that throws what it is given, called as tests and REST call procedures. */
const callThrowing = (error: unknown) =>
  createCallerFactory(router({ fail: publicProcedure.query(() => Promise.reject(error)) }))(
    {} as never,
  ).fail();

describe('the tRPC mapping of the product error', () => {
  it.each(Object.keys(ERROR_STATUS) as ErrorCode[])(
    'gives %s the HTTP status tRPC gives that code',
    (code) => {
      const mapped = toTRPCError(
        new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: appError(code, 'x') }),
      );
      expect(mapped.code).toBe(code);
      expect(getHTTPStatusCodeFromError(mapped)).toBe(new AppError(code, 'x').status);
    },
  );

  it('hands a caller the code and message a service threw, the AppError as the cause', async () => {
    const thrown = appError('FORBIDDEN', 'Subscription required', 'SUBSCRIPTION_REQUIRED');
    const error = await callThrowing(thrown).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Subscription required' });
    expect((error as TRPCError).cause).toBe(thrown);
    expect(errorData(error as TRPCError)).toEqual({
      message: 'Subscription required',
      appCode: 'SUBSCRIPTION_REQUIRED',
      fieldErrors: undefined,
    });
  });

  it("sends a service's field error as a rejected input's", async () => {
    const error = await callThrowing(fieldError('date', 'Not in the series')).catch(
      (reason: unknown) => reason as TRPCError,
    );
    expect(errorData(error)).toEqual({
      message: 'date: Not in the series',
      appCode: 'BAD_REQUEST',
      fieldErrors: { date: ['Not in the series'] },
    });
  });

  it('leaves an unexpected failure a 500 whose text stays in the log', async () => {
    const error = await callThrowing(new Error('password=hunter2')).catch(
      (reason: unknown) => reason as TRPCError,
    );
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(errorData(error).message).not.toContain('hunter2');
  });
});
