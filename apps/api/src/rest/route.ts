import type { ZodType } from 'zod';
import type { createCaller } from '../trpc/root.js';
import type { CachePolicy } from './http-cache.js';

export type Api = ReturnType<typeof createCaller>;

export type RestRequest = {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
};

/** A body with response headers, for a route whose answer is more than its JSON (paging links). */
export class RestReply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path syntax, e.g. `/api/events/:id`. */
  path: string;
  summary: string;
  /** Calls exactly one procedure; REST routes hold no rules of their own. */
  call: (api: Api, request: RestRequest) => Promise<unknown>;
  successStatus?: number;
  /** Bytes of body it takes, when more than DEFAULT_BODY_LIMIT (http/json-body.ts). */
  bodyLimit?: number;
  /** GET only: Cache-Control and an ETag on success, 304 when If-None-Match matches. */
  cache?: CachePolicy;
  /** With `cache`: anonymous answers are kept in memory for LIST_CACHE_MS (micro-cache.ts). */
  microCache?: boolean;
  /** The procedure answers a file ({ filename, contentType, content }): send it as one. */
  file?: boolean;
  /** Schemas shown in /api/openapi.json; the procedure itself validates. */
  docs?: {
    input?: ZodType;
    output?: ZodType;
    /** Response headers of a success, by name: their description. */
    headers?: Record<string, string>;
  };
};

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
