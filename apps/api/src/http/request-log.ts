import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.js';

/** The levels at which `info` lines are written. */
const VERBOSE_LEVELS = new Set(['info', 'debug', 'trace']);

/** Health and readiness probes come every few seconds from each load balancer: not worth a log line. */
const isProbe = (url: string) => url.startsWith('/api/health') || url.startsWith('/api/ready');

/**
 * pino-pretty's options for development: each entry on one line (an error's stack still takes its
 * own lines), so a request is one line on the console as it is in production's JSON.
 */
export const PRETTY_OPTIONS = { ignore: 'pid,hostname', singleLine: true };

/**
 * One line per API call at info: method, URL (secrets masked), status and time. Fastify's own
 * request logging is off (`disableRequestLogging`); errors are logged where they are handled.
 * Pages, files and probes write nothing.
 */
export function registerRequestLog(app: FastifyInstance, level: string): void {
  // Only when the line would be written: at warn, reading the URL and the time costs each request.
  if (!VERBOSE_LEVELS.has(level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    if (isApiPath(request.url) && !isProbe(request.url)) {
      request.log.info(
        {
          method: request.method,
          url: loggedUrl(request),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}

/**
 * Parameters whose values stay out of the log: credentials and links' tokens, a person's address,
 * and tRPC's `input`, which may carry either.
 */
const SECRET_NAME = /token|secret|passw|signature/i;
const MASKED_NAMES = new Set(['email', 'code', 'key', 'input']);
const MASK = '…';

const isMasked = (name: string) => SECRET_NAME.test(name) || MASKED_NAMES.has(name.toLowerCase());

/** The request's URL with masked route parameters shown by name (`:token`) and query values as `…`. */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const mark = request.url.indexOf('?');
  const path = mark < 0 ? request.url : request.url.slice(0, mark);
  const query = mark < 0 ? '' : request.url.slice(mark + 1);
  return maskPath(path, request.routeOptions.url) + (query ? `?${maskQuery(query)}` : '');
}

function maskPath(path: string, pattern: string | undefined): string {
  const names = pattern?.split('/') ?? [];
  if (!names.some((name) => name.startsWith(':') && isMasked(name.slice(1)))) return path;
  const segments = path.split('/');
  // A route with wildcards does not line up segment by segment: its pattern says enough.
  if (segments.length !== names.length) return pattern!;
  return names
    .map((name, i) => (name.startsWith(':') && isMasked(name.slice(1)) ? name : segments[i]))
    .join('/');
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return isMasked(decodeName(name)) ? `${name}=${MASK}` : pair;
    })
    .join('&');
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}
