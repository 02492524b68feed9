import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import {
  AppError,
  describeZodError,
  INTERNAL_ERROR_MESSAGE,
  invalidInput,
  isErrorCode,
} from '../errors/app-error.js';
import { unavailableError } from '../errors/db-errors.js';

/** The documented REST error contract: HTTP status plus `{ error, message }`. */
export type ErrorBody = { error: string; message: string };

/**
 * The one mapping of a failure to a REST answer, for the REST adapter and the /api routes Fastify
 * serves itself (the .ics download): the AppError's status, its product code (else its code) and
 * its message. Only unexpected failures are hidden; a deliberate 502 (payment provider) says what
 * to do.
 */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  const failure = productErrorOf(error);
  const message =
    failure.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : failure.message;
  return { status: failure.status, body: { error: failure.productCode ?? failure.code, message } };
}

/**
 * The AppError behind a failure. `createCaller` rejects with a TRPCError: around the AppError the
 * procedure threw (trpc/errors.ts keeps it as the cause), or tRPC's own refusal of an input.
 */
function productErrorOf(error: unknown): AppError {
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return error.cause;
    if (error.code !== 'INTERNAL_SERVER_ERROR') return fromTRPCCode(error);
  }
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  return (
    unavailableError(error) ??
    new AppError('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE, { cause: error })
  );
}

/** tRPC's codes outside the product's come from its HTTP layer only, which REST does not use. */
function fromTRPCCode(error: TRPCError): AppError {
  const message = error.cause instanceof ZodError ? describeZodError(error.cause) : error.message;
  const code = isErrorCode(error.code) ? error.code : 'INTERNAL_SERVER_ERROR';
  return new AppError(code, message, { cause: error });
}
