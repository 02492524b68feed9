import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * How long a public read may be reused (docs/adr/0049-public-reads-ready-for-a-cache.md).
 * `browser` is max-age, `shared` is s-maxage (a CDN or reverse proxy in front of the replicas),
 * `stale` is stale-while-revalidate. Seats shown may lag by the shared lifetime; an RSVP still
 * meets the true seats, since the server checks capacity in the same statement that takes them.
 */
export type CachePolicy = { browser: number; shared: number; stale: number };

export const CACHE_POLICIES = {
  /** Event and church lists: a new event or a filled seat shows within half a minute. */
  list: { browser: 15, shared: 30, stale: 30 },
  /** An event page: its seats, a few seconds old at most. */
  event: { browser: 5, shared: 10, stale: 10 },
  /** A church: contact details change rarely; its event count lags by a minute. */
  church: { browser: 60, shared: 60, stale: 60 },
} as const satisfies Record<string, CachePolicy>;

/**
 * Anonymous: no cookie and no Authorization header. Only such a request gets a response a shared
 * cache may keep; anything else may carry a session whose answer holds owner-only fields (the
 * Going count), so it is private.
 */
export function isAnonymous(headers: IncomingHttpHeaders): boolean {
  return headers.cookie === undefined && headers.authorization === undefined;
}

export function cacheControl(policy: CachePolicy, anonymous: boolean): string {
  return anonymous
    ? `public, max-age=${policy.browser}, s-maxage=${policy.shared}, stale-while-revalidate=${policy.stale}`
    : 'private, no-cache';
}

/** A strong validator of the exact bytes sent: the same body gives the same tag on every replica. */
export function etagOf(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * Whether If-None-Match names `etag` (RFC 9110 13.1.2: a weak comparison, so a `W/` tag a proxy
 * weakened still matches; `*` matches any current representation).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
