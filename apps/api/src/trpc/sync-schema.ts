import type { z } from 'zod';

/**
 * A zod schema as tRPC's parser, read with `parse` instead of `parseAsync`. tRPC prefers
 * `parseAsync` when a schema has one, and zod 4 compiles its fast object parser only for
 * synchronous parses, so every row of a list was checked on the slow path (the profile in
 * docs/adr/0052-synchronous-zod-parse-for-public-reads.md). The same schema, the same checks and the same ZodError on a failure; only
 * for schemas without async refinements (a sync parse of one throws, which the tests would meet).
 * The standard-schema face keeps tRPC's types of input and output.
 */
export function syncSchema<T extends z.ZodType>(
  schema: T,
): Pick<T, '~standard' | 'parse'> & { schema: T } {
  // `schema` stays reachable for the REST surface's OpenAPI document (rest/routes.ts).
  return { '~standard': schema['~standard'], parse: schema.parse.bind(schema), schema };
}
