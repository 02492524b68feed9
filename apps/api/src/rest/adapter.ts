import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, AppDependencies } from '../context.js';
import { ANONYMOUS_CALLER } from '../http/caller-constraint.js';
import { noSession } from '../modules/sessions/session-port.js';
import { createContext, createRequestContext } from '../trpc/context.js';
import { createCaller } from '../trpc/root.js';
import {
  type CachePolicy,
  cacheControl,
  etagOf,
  isAnonymous,
  matchesIfNoneMatch,
} from './http-cache.js';
import { toHttpError } from './http-error.js';
import { RestReply, type RestRequest } from './meta.js';
import { type KeptAnswer, MicroCache } from './micro-cache.js';
import type { RestRoute } from './route.js';

/**
 * Serves each REST route by calling its procedure in-process with `createCaller`, which skips
 * tRPC's HTTP layer (~120-240 µs of CPU per call on this hardware, see ARCHITECTURE.md). Needs
 * the sessions plugin in `app`'s context.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  deps: AppDependencies,
) {
  serveRoutes(app, routes, deps, (request) => createRequestContext(deps, request));
}

/**
 * The public reads (GET with a cache policy) once more, for anonymous callers only (no Cookie, no
 * Authorization: http/caller-constraint.ts), in a context without the sessions plugin: such a
 * caller has no session to load, and making an empty one signs a fresh id on every request.
 */
export function registerAnonymousReads(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  deps: AppDependencies,
) {
  const reads = routes.filter((route) => route.method === 'GET' && route.cache);
  serveRoutes(
    app,
    reads,
    deps,
    (request) => createContext(deps, request.log, noSession, request.ip),
    { caller: ANONYMOUS_CALLER },
  );
}

function serveRoutes(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  deps: AppDependencies,
  contextOf: (request: FastifyRequest) => AppContext,
  constraints?: Record<string, string>,
) {
  const microCache = new MicroCache(deps.config.listCacheMs);
  for (const route of routes) {
    const { cache } = route;
    const kept = route.microCache && cache && !route.file && microCache.enabled;
    app.route({
      method: route.method,
      url: route.path,
      ...(constraints ? { constraints } : {}),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (request, reply) => {
        const anonymous = isAnonymous(request.headers);
        const call = () => route.call(createCaller(contextOf(request)), toRestRequest(request));
        try {
          if (kept && anonymous) {
            const answer = await microCache.share(request.url, async () => {
              const { body, headers } = restReplyOf(await call());
              return answerOf(body, headers);
            });
            return sendAnswer(request, reply, cache, anonymous, answer);
          }
          const result = await call();
          if (route.file) return sendFile(reply, result as FileAnswer);
          const { body, headers } = restReplyOf(result);
          if (cache) return sendAnswer(request, reply, cache, anonymous, answerOf(body, headers));
          reply.headers(headers);
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

const restReplyOf = (result: unknown): RestReply =>
  result instanceof RestReply ? result : new RestReply(result ?? null);

/**
 * A public read's answer, serialised once: hashed and sent as the same text. A string, not a
 * Buffer: Node writes it in one piece with the headers.
 */
function answerOf(body: unknown, headers: Record<string, string>): KeptAnswer {
  const payload = JSON.stringify(body);
  return { payload, etag: etagOf(payload), headers };
}

/**
 * A public read: Cache-Control by who asks, the ETag of the bytes, and 304 without a body when
 * the client (or a proxy) already holds them.
 */
function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CachePolicy,
  anonymous: boolean,
  answer: KeptAnswer,
) {
  reply
    .headers(answer.headers)
    .header('cache-control', cacheControl(policy, anonymous))
    // A shared cache keeps one answer for requests without these, apart from signed-in ones.
    .header('vary', 'Cookie, Authorization')
    .header('etag', answer.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return reply.code(200).type('application/json; charset=utf-8').send(answer.payload);
}

function toRestRequest(request: FastifyRequest): RestRequest {
  return {
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | string[] | undefined>,
    body: request.body,
  };
}

type FileAnswer = { filename: string; contentType: string; content: string };

/** A download: the file's own type, and a name the browser saves it under. */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  // The name comes from an event title: only [a-z0-9-.] survive attendeesFileName, but quote-safe anyway.
  const name = file.filename.replace(/["\\\r\n]/g, '');
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(file.content);
}
