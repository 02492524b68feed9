import type { ZodType } from 'zod';
import type { CachePolicy } from './http-cache.js';

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

/**
 * How a procedure is also served under `/api` (spec §7), declared in its own metadata beside its
 * input and output. Path parameters are named as the input fields they fill (`:eventId`); the
 * procedure's input is the query (GET, DELETE) or the JSON body, with the path's values over it.
 */
export type RestMeta = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path syntax, e.g. `/api/events/:id`. */
  path: `/api/${string}`;
  summary: string;
  successStatus?: number;
  /** Bytes of body it takes, when more than DEFAULT_BODY_LIMIT (http/json-body.ts). */
  bodyLimit?: number;
  /** GET only: Cache-Control and an ETag on success, 304 when If-None-Match matches. */
  cache?: CachePolicy;
  /** With `cache`: anonymous answers are kept in memory for LIST_CACHE_MS (micro-cache.ts). */
  microCache?: boolean;
  /** The procedure answers a file ({ filename, contentType, content }): send it as one. */
  file?: boolean;
  /**
   * The REST answer, where it is not the procedure's own (a page's items with a Link header).
   * `never`, so that a function of the procedure's own output type fits.
   */
  reply?: (result: never, request: RestRequest) => unknown;
  /** The documented answer when `reply` reshapes it. */
  output?: ZodType;
  /** Response headers of a success, by name: their description. */
  headers?: Record<string, string>;
  /** Conflicts and other refusals the procedure's level and input do not imply. */
  errors?: Partial<Record<401 | 404 | 409 | 428 | 502, string>>;
};

/** Who may call a procedure: set once on each base procedure (trpc/init.ts). */
export type Access = 'public' | 'user' | 'church' | 'partner' | 'admin';

export type ProcedureMeta = { rest?: RestMeta; access?: Access };

/**
 * The next page as an RFC 8288 link: the same path and filters with the next cursor, relative to
 * the request (so it holds behind any host or proxy).
 */
function nextPageLink(path: string, query: RestRequest['query'], nextCursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'cursor' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  params.set('cursor', nextCursor);
  return `<${path}?${params}>; rel="next"`;
}

/** A keyset page as REST answers it: a JSON array of its items, the next page in a Link header. */
export function itemsWithNextLink(path: string) {
  return (page: { items: unknown[]; nextCursor?: string | null }, request: RestRequest) =>
    new RestReply(
      page.items,
      page.nextCursor ? { link: nextPageLink(path, request.query, page.nextCursor) } : {},
    );
}
