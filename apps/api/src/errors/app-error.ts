import { type ZodError, ZodRealError } from 'zod';

/**
 * The product's error codes and the HTTP status each stands for. The names are HTTP's (and tRPC's,
 * which uses the same words), so a code reads the same in a service, on the wire and in a log.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages by input field, as a form shows them: `{ email: ['That email is already registered.'] }`. */
export type FieldErrors = Record<string, string[]>;

type AppErrorOptions = {
  /** What a client acts on beyond the code: SUBSCRIPTION_REQUIRED opens the checkout. */
  productCode?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
  cause?: unknown;
};

/** What a person is told of a failure nobody meant; its own text stays in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one error type of the product: services throw it and know no transport. tRPC
 * (trpc/errors.ts) and REST (rest/http-error.ts) each turn it into their answer in one place.
 * `message` is the sentence the user reads.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly productCode: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.status = ERROR_STATUS[code];
    this.productCode = options.productCode;
    this.fieldErrors = options.fieldErrors;
  }
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

export function appError(code: ErrorCode, message: string, productCode?: string): AppError {
  return new AppError(code, message, { productCode });
}

/** One readable sentence from a zod failure: "numberOfGuests: Too small: expected number to be >=1". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The messages of a zod failure by field, for a form. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  return error.flatten().fieldErrors;
}

/** A rejected input: a 400 naming each field and its rule, and the fields for a form. */
export function invalidInput(error: ZodError): AppError {
  return new AppError('BAD_REQUEST', describeZodError(error), {
    fieldErrors: fieldErrorsOf(error),
    cause: error,
  });
}

/**
 * A 400 about one input field that only the service can judge (it needs the stored row), answered
 * as a rejected input is: 'field: message', and the field among the field errors for forms.
 */
export function fieldError(field: string, message: string): AppError {
  // ZodRealError, not ZodError: only it is an Error, as a cause should be.
  return invalidInput(
    new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }]),
  );
}
