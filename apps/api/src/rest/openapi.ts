import { z } from 'zod';
import type { RestRoute } from './route.js';

const errorBody = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

/** Dates travel as ISO 8601 text in JSON; JSON Schema has no Date, so say so instead of failing. */
const jsonSchemaOptions = {
  unrepresentable: 'any',
  override: (ctx) => {
    if (ctx.zodSchema._zod.def.type === 'date') {
      ctx.jsonSchema.type = 'string';
      ctx.jsonSchema.format = 'date-time';
    }
  },
} satisfies Parameters<typeof z.toJSONSchema>[1];

/** The documented response headers of a success, with the caching ones of a cacheable read. */
function successHeaders(route: RestRoute): Record<string, unknown> | undefined {
  const described: Record<string, string> = { ...route.docs?.headers };
  if (route.cache) {
    described['Cache-Control'] =
      `public, max-age=${route.cache.browser}, s-maxage=${route.cache.shared}, stale-while-revalidate=${route.cache.stale} for a request without cookie or Authorization; private, no-cache otherwise`;
    described.ETag = 'Of the body; send it back in If-None-Match for a 304 while it holds';
  }
  const entries = Object.entries(described);
  if (!entries.length) return undefined;
  return Object.fromEntries(
    entries.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );
}

/** An OpenAPI 3.1 description of the REST surface, built from the same route table it serves. */
export function buildOpenApiDocument(routes: readonly RestRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const input = route.docs?.input
      ? z.toJSONSchema(route.docs.input, { ...jsonSchemaOptions, io: 'input' })
      : undefined;
    const output = route.docs?.output
      ? z.toJSONSchema(route.docs.output, jsonSchemaOptions)
      : undefined;
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        ...(parameters.length ? { parameters } : {}),
        ...(input && route.method !== 'GET'
          ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } }
          : {}),
        responses: {
          [String(route.successStatus ?? 200)]: {
            description: 'Success',
            ...(successHeaders(route) ? { headers: successHeaders(route) } : {}),
            ...(output ? { content: { 'application/json': { schema: output } } } : {}),
            ...(route.file ? { content: { 'text/csv': { schema: { type: 'string' } } } } : {}),
          },
          ...(route.cache
            ? { '304': { description: 'Not Modified: the ETag sent in If-None-Match is current' } }
            : {}),
          default: {
            description: 'Error',
            content: { 'application/json': { schema: errorBody } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Huddle API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    paths,
  };
}
