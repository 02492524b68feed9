import createClient from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };

/** A client of the REST surface, typed by the OpenAPI document (its session cookie included). */
export function createApiClient(baseUrl: string, headers: Record<string, string> = {}) {
  return createClient<paths>({ baseUrl, credentials: 'include', headers });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The JSON body of an operation's answer with `status`. */
export type Answer<
  Id extends keyof operations,
  Status extends keyof operations[Id]['responses'],
> = operations[Id]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
