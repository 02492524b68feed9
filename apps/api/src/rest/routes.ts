import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { RATE_LIMITED } from '../trpc/rate-limit.js';
import { appRouter } from '../trpc/root.js';
import type { Access, ProcedureMeta, RestMeta, RestRequest } from './meta.js';
import type { Api, RestRoute } from './route.js';

/** What a procedure keeps of how it was built, as far as the REST surface reads it. */
type ProcedureDef = {
  meta?: ProcedureMeta;
  inputs: unknown[];
  output?: unknown;
  middlewares: { [RATE_LIMITED]?: true }[];
};

/** A zod schema behind a procedure's parser (plain, or wrapped by trpc/sync-schema.ts). */
function zodOf(parser: unknown): z.ZodType | undefined {
  if (parser instanceof z.ZodType) return parser;
  const wrapped = (parser as { schema?: unknown } | undefined)?.schema;
  return wrapped instanceof z.ZodType ? wrapped : undefined;
}

/**
 * The procedure's input split as a client sends it: the path's fields, and the rest (query or
 * body), each left out when empty.
 */
function splitInput(
  input: z.ZodType | undefined,
  pathParams: string[],
): { input?: z.ZodType; pathInput?: z.ZodType } {
  if (!(input instanceof z.ZodObject)) return input ? { input } : {};
  const fields = Object.entries(input.shape as Record<string, z.ZodType>);
  const rest = fields.filter(([name]) => !pathParams.includes(name));
  const path = fields.filter(([name]) => pathParams.includes(name));
  // For the document only: the procedure's own schema still judges the whole input.
  return {
    ...(rest.length ? { input: z.object(Object.fromEntries(rest)) } : {}),
    ...(path.length ? { pathInput: z.object(Object.fromEntries(path)) } : {}),
  };
}

/** The procedure's input from a request: the query (GET, DELETE) or the body, the path over it. */
function inputOf(meta: RestMeta, request: RestRequest): unknown {
  const base = meta.method === 'GET' || meta.method === 'DELETE' ? request.query : request.body;
  if (Object.keys(request.params).length === 0) return base;
  return { ...(typeof base === 'object' && base !== null ? base : {}), ...request.params };
}

/** The caller's function for a dotted procedure path ('support.offers.list'). */
function callable(api: Api, path: string): (input: unknown) => Promise<unknown> {
  let target: unknown = api;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  return target as (input: unknown) => Promise<unknown>;
}

/** Every procedure that declares a REST path, as the adapter serves and the document describes it. */
export function restRoutesOf(router: AnyRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  for (const [name, { _def: def }] of Object.entries(procedures)) {
    const meta = def.meta?.rest;
    if (!meta) continue;
    const pathParams = [...meta.path.matchAll(/:(\w+)/g)].map(([, param]) => param ?? '');
    const reply = meta.reply as ((result: unknown, request: RestRequest) => unknown) | undefined;
    const { input, pathInput } = splitInput(zodOf(def.inputs[0]), pathParams);
    const output = meta.output ?? zodOf(def.output);
    routes.push({
      ...meta,
      procedure: name,
      access: def.meta?.access ?? ('public' satisfies Access),
      rateLimited: def.middlewares.some((middleware) => middleware[RATE_LIMITED]),
      docs: {
        ...(input ? { input } : {}),
        ...(pathInput ? { pathInput } : {}),
        ...(output ? { output } : {}),
      },
      async call(api, request) {
        const result = await callable(api, name)(inputOf(meta, request));
        return reply ? reply(result, request) : result;
      },
    });
  }
  return routes;
}

/** The documented `/api/*` surface (spec §7): each path declared by its own procedure. */
export const restRoutes = restRoutesOf(appRouter);
