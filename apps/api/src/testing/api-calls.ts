import type { Db } from '@huddle/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { withSession } from './http-session.js';

/*
 * Requests made the way visitors and the browser make them, for suites that need what they
 * write (an RSVP with its notification and mail) rather than rows put in by hand.
 */

let counter = 0;

let visitors = 0;

/**
 * An address of its own for each visitor, so suites of many RSVPs to one date stay within each
 * connection's fair share of its seats (docs/adr/0078-no-squatting.md), as real visitors do.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * POST /api/events/{id}/rsvp with `body`, as the event page sends it: from a visitor's own
 * address unless `from` names one.
 */
export function postRsvp(
  app: FastifyInstance,
  eventId: number | string,
  body: object,
  from: string = visitorAddress(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: body,
    remoteAddress: from,
  });
}

/**
 * An RSVP through POST /api/events/{id}/rsvp (which also writes the church's notification and
 * the attendee's mail); its id is read from the database, since the answer does not say it.
 * `overrides` replace fields of the body; one set to undefined is left out of it.
 */
export async function rsvpThroughApi(
  app: FastifyInstance,
  db: Db,
  eventId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ rsvpId: number; email: string }> {
  counter += 1;
  const payload = {
    attendeeName: `Visitor ${counter}`,
    attendeeEmail: `visitor${counter}x${process.pid}@example.com`,
    attendeePhone: '512 555 0199',
    numberOfGuests: 2,
    ...overrides,
  };
  const response = await postRsvp(app, eventId, payload);
  if (response.statusCode !== 201) {
    throw new Error(`RSVP failed: ${response.statusCode} ${response.body}`);
  }
  const email = String(payload.attendeeEmail);
  return { rsvpId: await rsvpIdOf(db, eventId, email), email };
}

/** The id of the RSVP `email` made for the event. */
export async function rsvpIdOf(db: Db, eventId: number, email: string): Promise<number> {
  const row = await db
    .selectFrom('rsvps')
    .select('id')
    .where('event_id', '=', eventId)
    .where(sql<string>`lower(attendee_email)`, '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

/** tRPC over HTTP, as the browser calls it (superjson envelope). */
export function trpcQuery(path: string, input: unknown, cookie?: string): InjectOptions {
  const query =
    input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return { method: 'GET', url: `/trpc/${path}${query}`, cookies: withSession(cookie) };
}

export function trpcMutation(path: string, input: unknown, cookie?: string): InjectOptions {
  return {
    method: 'POST',
    url: `/trpc/${path}`,
    payload: { json: input },
    cookies: withSession(cookie),
  };
}

/** A link from a mail opened in a browser (or by a mail scanner following every link). */
export function openInBrowser(app: FastifyInstance, path: string) {
  return app.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'text/html,application/xhtml+xml' },
  });
}

/**
 * The RFC 8058 one-click POST a mail provider sends to a List-Unsubscribe link: from its
 * servers, form-encoded, no Origin, no cookie.
 */
export function oneClick(app: FastifyInstance, path: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
