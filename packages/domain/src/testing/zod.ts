import type { z } from 'zod';

/** The first message per field path ('' for the root) of a failed parse; {} when it passes. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses or fails the test with the messages, so a wrong fixture says why. */
export function parseOk<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(schema, value)));
  return result.data;
}
