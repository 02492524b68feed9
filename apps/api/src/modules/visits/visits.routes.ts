import type { Db } from '@huddle/db';
import { visitInput } from '@huddle/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeZodError } from '../../errors/app-error.js';
import type { ErrorBody } from '../../rest/http-error.js';
import { cleanPath, deviceType, mayRecord, referrerHost } from './request-traits.js';
import { type BufferedView, VisitBuffer, type VisitBufferSettings } from './visit-buffer.js';
import { VisitorKeys } from './visitor-key.js';

/** A view is a few hundred bytes; anything much larger is not one. */
const BODY_LIMIT = 8 * 1024;

/**
 * POST /api/visits: the web app reports a page, event or church view (fetch with keepalive or
 * navigator.sendBeacon, whose plain-text body is accepted here as JSON). The answer is 204 at
 * once, recorded or not (Do Not Track, Global Privacy Control, bots): a view waits in memory and
 * is written with others (VisitBuffer). No cookie is read or set, and the address only ever
 * enters the day's visitor hash. Returns the buffer, which the server flushes when it closes.
 */
export function registerVisitRoutes(
  app: FastifyInstance,
  db: Db,
  settings?: VisitBufferSettings,
): VisitBuffer {
  const buffer = new VisitBuffer(db, app.log, settings);
  const keys = new VisitorKeys(db);
  app.addHook('onClose', () => buffer.close());

  app.post('/api/visits', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = jsonBody(request.body);
    if (body === NOT_JSON) return badRequest(reply, 'The body must be JSON.');
    const parsed = visitInput.safeParse(body);
    if (!parsed.success) {
      return badRequest(reply, describeZodError(parsed.error));
    }
    if (!mayRecord(request.headers)) return reply.code(204).send();
    const view = parsed.data;
    const at = new Date();
    let buffered: BufferedView;
    if (view.type === 'event') buffered = { kind: 'event', eventId: view.eventId, at };
    else if (view.type === 'church') buffered = { kind: 'church', churchId: view.churchId, at };
    else buffered = { kind: 'page', ...(await pageView(request, keys, view, at)) };
    buffer.add(buffered);
    return reply.code(204).send();
  });
  return buffer;
}

async function pageView(
  request: FastifyRequest,
  keys: VisitorKeys,
  view: { path: string; referrer?: string | undefined },
  at: Date,
) {
  // mayRecord has made sure there is a user agent.
  const userAgent = request.headers['user-agent'] ?? '';
  return {
    path: cleanPath(view.path),
    visitorKey: await keys.keyFor(at, request.ip, userAgent, request.hostname),
    referrer: referrerHost(view.referrer, request.hostname),
    deviceType: deviceType(userAgent),
    at,
  };
}

const NOT_JSON = Symbol('not JSON');

/** sendBeacon's string body arrives as text/plain: the same JSON. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return NOT_JSON;
  }
}

function badRequest(reply: FastifyReply, message: string) {
  const body: ErrorBody = { error: 'BAD_REQUEST', message };
  return reply.code(400).send(body);
}
