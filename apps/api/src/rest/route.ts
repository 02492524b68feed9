import type { ZodType } from 'zod';
import type { createCaller } from '../trpc/root.js';

export type Api = ReturnType<typeof createCaller>;

export type RestRequest = {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path syntax, e.g. `/api/events/:id`. */
  path: string;
  summary: string;
  /** Calls exactly one procedure; REST routes hold no rules of their own. */
  call: (api: Api, request: RestRequest) => Promise<unknown>;
  successStatus?: number;
  /** Schemas shown in /api/openapi.json; the procedure itself validates. */
  docs?: { input?: ZodType; output?: ZodType };
};

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
