import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type TrpcRequest = FastifyRequest<{ Params: { path: string } }>;

type TrpcRouteOptions = {
  /** Where the caller's session comes from. */
  createContext: (request: FastifyRequest) => AppContext;
  /** Only these methods (a context without sessions serves only queries). */
  method: 'GET' | ['GET', 'POST'];
  constraints?: Record<string, string>;
};

/**
 * `/trpc/:path`, as tRPC's Fastify adapter serves it, with one difference: the answer is sent as
 * one string with its length, not piped from the web stream of tRPC's Response. Piped, every
 * answer went out chunked in two writes (the body, then the last chunk), and the stream's reads
 * cost their own microtasks; the web app's batch link reads whole answers anyway.
 */
export async function registerTrpcRoute(app: FastifyInstance, options: TrpcRouteOptions) {
  await app.register(async (trpc) => {
    // tRPC reads the body itself; Fastify hands it over as text (as tRPC's adapter arranges),
    // once it is known to nest no deeper than any input of ours.
    trpc.removeContentTypeParser('application/json');
    trpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      nestsDeeperThan(String(body), MAX_JSON_DEPTH)
        ? done(new BodyRefusal(TOO_DEEP), undefined)
        : done(null, body),
    );
    trpc.route<{ Params: { path: string } }>({
      method: options.method,
      url: '/trpc/:path',
      bodyLimit: TRPC_BODY_LIMIT,
      ...(options.constraints ? { constraints: options.constraints } : {}),
      handler: (request, reply) => answer(request, reply, options.createContext),
    });
  });
}

async function answer(
  request: TrpcRequest,
  reply: FastifyReply,
  createContext: TrpcRouteOptions['createContext'],
) {
  const raw: typeof request.raw & { body?: unknown } = request.raw;
  if (request.body !== undefined) raw.body = request.body;
  const response = await resolveResponse<AppRouter>({
    router: appRouter,
    req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
    path: request.params.path,
    error: null,
    // One request, at most this many calls: a long GET batch is a cheap way to make work.
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: async () => createContext(request),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        request.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      }
    },
  });
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.send(await response.text());
}
