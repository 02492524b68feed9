import { isbot } from 'isbot';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Whether a view may be recorded at all: not when the browser asks not to be tracked (Do Not
 * Track or Global Privacy Control), and not for bots, crawlers, link previews or a request
 * without a user agent (no browser sends none).
 */
export function mayRecord(headers: Headers): boolean {
  if (header(headers, 'dnt')?.trim() === '1') return false;
  if (header(headers, 'sec-gpc')?.trim() === '1') return false;
  const userAgent = header(headers, 'user-agent');
  return Boolean(userAgent) && !isbot(userAgent);
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** The kind of device, from the user agent alone (the only thing kept of it). */
export function deviceType(userAgent: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The referring site's host name, when it is another site: never its path or query, which can
 * carry a search or a token. Our own pages and anything that is not an http(s) URL give null.
 */
export function referrerHost(referrer: string | undefined, ownHost: string | undefined) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase();
    if (!host || host === ownHost?.split(':', 1)[0]?.toLowerCase()) return null;
    return host.slice(0, 253);
  } catch {
    return null;
  }
}

/** Path segments that are secrets: the private links that manage an RSVP or a waitlist place. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^\/manage-rsvp\/[^/]+/, '/manage-rsvp/:token'],
  [/^\/waitlist\/[^/]+/, '/waitlist/:token'],
];

/** The path as kept: no query or fragment (they can carry tokens), secret segments replaced. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  for (const [pattern, replacement] of SECRET_PATHS) {
    if (pattern.test(bare)) return bare.replace(pattern, replacement);
  }
  return bare;
}
