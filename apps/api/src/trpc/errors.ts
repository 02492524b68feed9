import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import {
  AppError,
  describeZodError,
  type FieldErrors,
  fieldErrorsOf,
  INTERNAL_ERROR_MESSAGE,
} from '../errors/app-error.js';
import { refusedValueError, unavailableError } from '../errors/db-errors.js';

/**
 * The one mapping of the product's errors to tRPC's, which the base procedure (init.ts) applies to
 * every failed call. tRPC wraps whatever a procedure threw in an INTERNAL_SERVER_ERROR: an AppError
 * gets its own code and message back and stays the cause, for `errorData` to send its product code
 * and field errors. A lost database and a value the database refused become the AppErrors they
 * stand for. Anything else stays as tRPC made it.
 */
export function toTRPCError(error: TRPCError): TRPCError {
  const failure =
    error.cause instanceof AppError
      ? error.cause
      : (asUnavailable(error) ?? refusedValueError(error.cause));
  if (!failure) return error;
  // The product's codes are tRPC's names too: the compiler checks that here.
  return new TRPCError({ code: failure.code, message: failure.message, cause: failure });
}

/**
 * A lost database (errors/db-errors.ts), unless the error is a deliberate answer: a TRPCError with
 * a code of its own keeps it, whatever its cause.
 */
export function asUnavailable(error: unknown): AppError | undefined {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return undefined;
  return unavailableError(error);
}

/**
 * What the error formatter sends beside tRPC's own shape: a readable message, the code a client
 * acts on (apps/web/src/lib/api-error.ts reads `appCode` and `fieldErrors`) and a form's fields.
 */
export function errorData(error: TRPCError): {
  message: string;
  appCode: string;
  fieldErrors: FieldErrors | undefined;
} {
  const failure = error.cause instanceof AppError ? error.cause : undefined;
  // tRPC's own refusal of an input puts zod's raw JSON in the message: the sentence instead.
  const zodError = error.cause instanceof ZodError ? error.cause : undefined;
  return {
    message: zodError
      ? describeZodError(zodError)
      : // An unexpected failure's own text (a driver's message, a stack frame) stays in the log.
        error.code === 'INTERNAL_SERVER_ERROR'
        ? INTERNAL_ERROR_MESSAGE
        : error.message,
    appCode: failure?.productCode ?? error.code,
    fieldErrors: failure?.fieldErrors ?? (zodError && fieldErrorsOf(zodError)),
  };
}
