import type { FastifyInstance } from 'fastify';

/**
 * What a request body may be, before anything reads it.
 *
 * Every route takes at most `DEFAULT_BODY_LIMIT` unless it says otherwise: the largest real body
 * (an event with a 5,000-character description in a three-byte script) is about 25 KiB, and only
 * the routes that carry long texts take `LONG_TEXT_BODY_LIMIT`. Fastify refuses a larger body
 * from its Content-Length alone, and stops reading a chunked one at the limit, with 413.
 */
export const DEFAULT_BODY_LIMIT = 8 * 1024;
export const LONG_TEXT_BODY_LIMIT = 32 * 1024;
/** A tRPC request may batch up to ten calls (trpc/fastify-route.ts). */
export const TRPC_BODY_LIMIT = 64 * 1024;

/** No input of ours nests deeper than a few levels; 32 leaves room and refuses the absurd. */
export const MAX_JSON_DEPTH = 32;

/** 400, with a message a client can act on; Fastify's error handler answers it. */
export class BodyRefusal extends Error {
  readonly statusCode = 400;
}

export const TOO_DEEP = `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether `text` opens more than `max` arrays or objects inside one another. One pass over the
 * characters, before JSON.parse builds anything: a body of nested arrays costs the parser far
 * more than it costs this.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The JSON parser of every route but tRPC's (which reads its own text, with the same depth
 * check): Fastify's own (prototype poisoning refused), after the depth check.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new BodyRefusal(TOO_DEEP), undefined);
    parseJson(request, text, done);
  });
}
