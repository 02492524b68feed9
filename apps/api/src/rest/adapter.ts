import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../trpc/context.js';
import { createRequestContext } from '../trpc/context.js';
import { toHttpError } from '../trpc/errors.js';
import { createCaller } from '../trpc/root.js';
import type { RestRequest, RestRoute } from './route.js';

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
          return reply.code(route.successStatus ?? 200).send(result ?? null);
        } catch (error) {
          const { status, body } = toHttpError(error);
          if (status >= 500) request.log.error({ err: error }, 'REST call failed');
          return reply.code(status).send(body);
        }
      },
    });
  }
}

function toRestRequest(request: FastifyRequest): RestRequest {
  return {
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | string[] | undefined>,
    body: request.body,
  };
}
