import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { TrustProxy } from './config.js';
import type { AppDependencies } from './context.js';
import { INTERNAL_ERROR_MESSAGE } from './errors/app-error.js';
import { unavailableError } from './errors/db-errors.js';
import { ANONYMOUS_CALLER, callerConstraint } from './http/caller-constraint.js';
import { baseDirectives } from './http/content-security-policy.js';
import { DEFAULT_BODY_LIMIT, registerJsonParser } from './http/json-body.js';
import { createRequestGuard, notFound } from './http/request-guard.js';
import { PRETTY_OPTIONS, registerRequestLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerAdminTokenSweeper } from './modules/admin/admin-tokens.sweeper.js';
import { registerStripeCancellationWorker } from './modules/admin/stripe-cancellations.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { registerStripeWebhook } from './modules/billing/webhook.routes.js';
import { calendarFeedRoutes } from './modules/calendar-feeds/feeds.routes.js';
import { registerEventRoutes } from './modules/events/events.routes.js';
import { registerDevMailRoutes } from './modules/mail/dev-mail.routes.js';
import { messageStopRoutes } from './modules/messages/stop.routes.js';
import { registerRateLimitSweeper } from './modules/rate-limits/rate-limits.sweeper.js';
import { reminderRoutes } from './modules/reminders/reminder.routes.js';
import { noSession } from './modules/sessions/session-port.js';
import { registerSessions } from './modules/sessions/sessions.plugin.js';
import { shareCardRoutes } from './modules/share-cards/share-cards.routes.js';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.js';
import type { VisitBufferSettings } from './modules/visits/visit-buffer.js';
import { registerVisitRoutes } from './modules/visits/visits.routes.js';
import { registerAnonymousReads, registerRestRoutes } from './rest/adapter.js';
import { type ErrorBody, toHttpError } from './rest/http-error.js';
import { buildOpenApiDocument } from './rest/openapi.js';
import { restRoutes } from './rest/routes.js';
import { createContext, createRequestContext } from './trpc/context.js';
import { registerTrpcRoute } from './trpc/fastify-route.js';

export type Server = Awaited<ReturnType<typeof createServer>>;

/**
 * `logStream`: where the log goes instead of stdout (tests read what was logged); `visitBuffer`:
 * how views are batched (tests flush small batches).
 */
type ServerDependencies = AppDependencies & {
  logStream?: DestinationStream;
  visitBuffer?: VisitBufferSettings;
};

export async function createServer(deps: ServerDependencies) {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      ...(config.env === 'development' && !deps.logStream
        ? { transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } }
        : {}),
    },
    // One line per API call instead (http/request-log.ts): probes and static files stay quiet and cheap.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 5000, constraints: { caller: callerConstraint } },
    // Each registered plugin must load within this. The API loads as one plugin (with sessions,
    // below), and on two busy cores its routes, OpenAPI document and page renderer together took
    // over Fastify's default 10 s; a plugin that never finishes still fails, after a minute.
    pluginTimeout: 60_000,
    // Routes that carry long texts raise it (http/json-body.ts); none needs Fastify's 1 MiB.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only the proxies named in TRUST_PROXY may set request.ip from X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });

  registerRequestLog(app, config.logLevel);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: baseDirectives },
  });
  app.addHook('onRequest', createRequestGuard({ allowedOrigins: config.allowedOrigins }));
  registerJsonParser(app);
  registerRateLimitSweeper(app, deps.db, config.session.sweepEveryMs);
  registerAdminTokenSweeper(app, deps.db, config.session.sweepEveryMs);
  // Deleted churches' Stripe subscriptions; tests work the queue off themselves.
  if (config.billing.mode === 'stripe' && config.env !== 'test') {
    registerStripeCancellationWorker(app, deps.db, config.billing.stripe);
  }

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // The database is away (e.g. loading a session): the same 503 as the API's own answers. A
    // client's own fault (4xx, such as a body cut off by ECONNRESET) stays what it is.
    const unavailable = (error.statusCode ?? 500) >= 500 ? unavailableError(error) : undefined;
    if (unavailable) {
      request.log.warn({ err: error }, 'request refused: the database is unavailable');
      return reply.code(503).send(toHttpError(unavailable).body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = {
      error: errorCodeForStatus(status),
      message: status >= 500 ? INTERNAL_ERROR_MESSAGE : error.message,
    };
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFound(request)));

  // Page views read no cookie: no session for them either.
  const visits = registerVisitRoutes(app, deps.db, deps.visitBuffer);
  // Two sibling contexts: the public reads of anonymous callers, who have no session to load,
  // and everything else, with sessions.
  await app.register(async (anonymous) => {
    registerAnonymousReads(anonymous, restRoutes, deps);
    // tRPC queries of visitors (the web app's own reads): a mutation is never a GET, so nothing
    // here can sign in; a caller with a cookie or a bearer token takes the route with sessions.
    await registerTrpcRoute(anonymous, {
      method: 'GET',
      constraints: { caller: ANONYMOUS_CALLER },
      createContext: (request) => createContext(deps, request.log, noSession, request.ip),
    });
  });
  await app.register(async (withSessions) => {
    await registerSessions(withSessions, deps.db, config);
    await registerApi(withSessions, deps);
    if (config.webDistDir) await registerWebApp(withSessions, config.webDistDir, deps);
  });

  return {
    app,
    /** Views waiting to be written; closing the app writes them. */
    visits,
    async start() {
      await app.listen({ host: config.host, port: config.port });
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    stop: () => app.close(),
  };
}

/** tRPC and every /api path, for callers with or without a session. */
async function registerApi(app: FastifyInstance, deps: ServerDependencies) {
  const { config } = deps;
  await registerTrpcRoute(app, {
    method: ['GET', 'POST'],
    createContext: (request) => createRequestContext(deps, request),
  });
  registerRestRoutes(app, restRoutes, deps);
  await registerStripeWebhook(app, deps);
  registerEventRoutes(app, deps);
  await app.register(calendarFeedRoutes(deps));
  if (config.mail.devPage) registerDevMailRoutes(app, deps);
  await app.register(authRoutes);
  await app.register(messageStopRoutes(deps));
  await app.register(reminderRoutes(deps));
  await app.register(shareCardRoutes(deps));
  await app.register(sitemapRoutes(deps));
  const openApi = buildOpenApiDocument(restRoutes, config.publicUrl);
  app.get('/api/openapi.json', async () => openApi);
}

/** 415 → UNSUPPORTED_MEDIA_TYPE: the same vocabulary as the tRPC error codes. */
function errorCodeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');
}

/** Fastify runs a hop count too, but its types omit it: the same rule as a function. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
