import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, ZodRealError } from 'zod';
import { isDatabaseUnavailable } from '../db-errors.js';

/**
 * Product error codes that a client acts on (for example SUBSCRIPTION_REQUIRED opens the
 * checkout). They travel in `cause` so both tRPC and REST answers can carry them.
 */
export class AppErrorCause extends Error {
  constructor(readonly appCode: string) {
    super(appCode);
  }
}

type TRPCCode = ConstructorParameters<typeof TRPCError>[0]['code'];

export function appError(code: TRPCCode, message: string, appCode?: string): TRPCError {
  return new TRPCError({ code, message, cause: appCode ? new AppErrorCause(appCode) : undefined });
}

export function appCodeOf(error: TRPCError): string {
  return error.cause instanceof AppErrorCause ? error.cause.appCode : error.code;
}

/** One readable sentence from a zod failure: "numberOfGuests: Too small: expected number to be >=1". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * A 400 about one input field that only the service can judge (it needs the stored row), answered
 * as a rejected input is: 'field: message', and the field in tRPC's `fieldErrors` for forms.
 */
export function fieldError(field: string, message: string): TRPCError {
  // ZodRealError, not ZodError: only it is an Error, which TRPCError keeps as its cause.
  const cause = new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]);
  return new TRPCError({ code: 'BAD_REQUEST', message: describeZodError(cause), cause });
}

export function toTRPCError(error: unknown): TRPCError {
  const unavailable = asUnavailable(error);
  if (unavailable) return unavailable;
  if (error instanceof TRPCError) return error;
  if (error instanceof ZodError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: describeZodError(error), cause: error });
  }
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Internal server error',
    cause: error,
  });
}

export type ErrorBody = { error: string; message: string };

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The documented REST error contract: HTTP status plus `{ error, message }`. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  const trpcError = toTRPCError(error);
  const status = getHTTPStatusCodeFromError(trpcError);
  const message =
    trpcError.cause instanceof ZodError ? describeZodError(trpcError.cause) : trpcError.message;
  return {
    status,
    body: {
      error: appCodeOf(trpcError),
      // Only unexpected failures are hidden; a deliberate 502 (payment provider) says what to do.
      message: trpcError.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : message,
    },
  };
}

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database cannot be reached). Please try again in a moment.';

/**
 * The one mapping of a lost database (a restart, an upgrade, a failover: db-errors.ts) to an
 * answer, for REST, tRPC and Fastify's own error handler alike: 503 SERVICE_UNAVAILABLE, which
 * clients and load balancers read as "try again shortly", never a 500. Undefined for any other
 * error, and for a deliberate answer (a TRPCError with its own code) whatever its cause.
 */
export function asUnavailable(error: unknown): TRPCError | undefined {
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return undefined;
  if (!isDatabaseUnavailable(error)) return undefined;
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: error });
}
