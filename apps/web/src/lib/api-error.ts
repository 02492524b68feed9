import { TRPCClientError } from '@trpc/client';

/** What the API's error formatter adds to every tRPC error (apps/api/src/trpc/init.ts). */
type ApiErrorData = {
  appCode?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string[] | undefined>;
};

function errorData(error: unknown): ApiErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ApiErrorData) : undefined;
}

/**
 * The server's own sentence when it answered with one, else `fallback`. A network failure or a
 * server fault carries nothing a person can act on ('Failed to fetch', 'Internal server error').
 */
export function serverMessage(error: unknown, fallback: string): string {
  const data = errorData(error);
  if (!data || (data.httpStatus ?? 0) >= 500) return fallback;
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}

/** The product code of a failed call ('SUBSCRIPTION_REQUIRED', 'CONFLICT', …), if the server sent one. */
export function appCodeOf(error: unknown): string | undefined {
  return errorData(error)?.appCode;
}

/** The HTTP status the server answered with, if it answered. */
export function httpStatusOf(error: unknown): number | undefined {
  return errorData(error)?.httpStatus;
}

/** Per-field messages of a rejected input: `{ email: 'That email is already registered.' }`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(errorData(error)?.fieldErrors ?? {})) {
    const first = list?.find((message) => message.trim());
    if (first) result[field] = first;
  }
  return result;
}
