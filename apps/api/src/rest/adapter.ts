import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../trpc/context.js';
import { createRequestContext } from '../trpc/context.js';
import { toHttpError } from '../trpc/errors.js';
import { createCaller } from '../trpc/root.js';
import {
  type CachePolicy,
  cacheControl,
  etagOf,
  isAnonymous,
  matchesIfNoneMatch,
} from './http-cache.js';
import { RestReply, type RestRequest, type RestRoute } from './route.js';

/**
 * Serves each REST route by calling its procedure in-process with `createCaller`, which skips
 * tRPC's HTTP layer (~120-240 µs of CPU per call on this hardware, see ARCHITECTURE.md).
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  deps: AppDependencies,
) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const api = createCaller(createRequestContext(deps, request));
        try {
          const result = await route.call(api, toRestRequest(request));
          const { body, headers } =
            result instanceof RestReply ? result : new RestReply(result ?? null);
          reply.headers(headers);
          if (route.cache) return sendCacheable(request, reply, route.cache, body);
          return reply.code(route.successStatus ?? 200).send(body);
        } catch (error) {
          const { status, body } = toHttpError(error);
          if (status >= 500) request.log.error({ err: error }, 'REST call failed');
          return reply.code(status).send(body);
        }
      },
    });
  }
}

/**
 * A public read: Cache-Control by who asks, an ETag of the bytes, and 304 without a body when the
 * client (or a proxy) already holds them.
 */
function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CachePolicy,
  body: unknown,
) {
  // Encoded once: hashed and sent as the same bytes.
  const payload = Buffer.from(JSON.stringify(body));
  const etag = etagOf(payload);
  reply
    .header('cache-control', cacheControl(policy, isAnonymous(request.headers)))
    // A shared cache keeps one answer for requests without these, apart from signed-in ones.
    .header('vary', 'Cookie, Authorization')
    .header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type('application/json; charset=utf-8').send(payload);
}

function toRestRequest(request: FastifyRequest): RestRequest {
  return {
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | string[] | undefined>,
    body: request.body,
  };
}
