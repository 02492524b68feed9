import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BodyRefusal,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  TOO_DEEP,
  TRPC_BODY_LIMIT,
} from '../http/json-body.js';
import type { AppContext } from './context.js';
import { type AppRouter, appRouter } from './root.js';

/** The web app's batch link sends at most as many (apps/web/src/lib/trpc.ts). */
export const MAX_BATCH_SIZE = 10;

type TrpcRouteOptions = {
  /** Where the caller's session comes from. */
  createContext: (request: FastifyRequest) => AppContext;
  /** Only these methods (a context without sessions serves only queries). */
  method: 'GET' | ['GET', 'POST'];
  constraints?: Record<string, string>;
};

/**
 * `/trpc/:path`, served by tRPC's own Fastify plugin in a context of its own. The plugin's route
 * answers every method; an onRoute hook narrows it to `method`, gives it tRPC's body limit and,
 * for visitors, the route constraint that keeps them out of the sessions plugin. The plugin reads
 * the body as text; it is checked for depth before tRPC parses it.
 */
export async function registerTrpcRoute(app: FastifyInstance, options: TrpcRouteOptions) {
  await app.register(async (trpc) => {
    trpc.addHook('onRoute', (route) => {
      route.method = options.method;
      route.bodyLimit = TRPC_BODY_LIMIT;
      if (options.constraints) route.constraints = options.constraints;
    });
    trpc.addHook('preValidation', (request, _reply, done) => {
      if (typeof request.body === 'string' && nestsDeeperThan(request.body, MAX_JSON_DEPTH)) {
        return done(new BodyRefusal(TOO_DEEP));
      }
      done();
    });
    const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
      router: appRouter,
      // One request, at most this many calls: a long GET batch is a cheap way to make work.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req }) => options.createContext(req),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          req.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        }
      },
    };
    await trpc.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  });
}
