import type { Db } from '@huddle/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { insertChurch, insertEvent, signedInChurchUser } from '../events/events.fixtures.js';

/*
 * The church dashboard suites' world: a church with a signed-in user, another church with its
 * own, a signed-in user without a church, and RSVPs made the way visitors make them.
 */

let counter = 0;

export async function dashboardWorld(app: FastifyInstance, db: Db) {
  const own = await signedInChurchUser(app, db);
  const other = await signedInChurchUser(app, db);
  const unlinked = await registerThroughApi(app);
  return { own, other, unlinkedCookie: unlinked.cookie };
}
export type DashboardWorld = Awaited<ReturnType<typeof dashboardWorld>>;

/**
 * An RSVP through POST /api/events/{id}/rsvp (which also writes the church's notification); its
 * id is read from the database, since the answer does not say it.
 */
export async function rsvpThroughApi(
  app: FastifyInstance,
  db: Db,
  eventId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ rsvpId: number; email: string }> {
  counter += 1;
  const email = `visitor${counter}x${process.pid}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/rsvp`,
    payload: {
      attendeeName: `Visitor ${counter}`,
      attendeeEmail: email,
      attendeePhone: '512 555 0199',
      numberOfGuests: 2,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`rsvp failed: ${response.body}`);
  const sentTo = typeof overrides.attendeeEmail === 'string' ? overrides.attendeeEmail : email;
  return { rsvpId: await rsvpIdOf(db, eventId, sentTo), email };
}

/** An event of `churchId` with one RSVP through the API, and that RSVP's notification. */
export async function eventWithRsvp(app: FastifyInstance, db: Db, churchId: number) {
  const eventId = await insertEvent(db, churchId, { max_attendees: 20 });
  const { rsvpId, email } = await rsvpThroughApi(app, db, eventId);
  const notification = await db
    .selectFrom('notifications')
    .select('id')
    .where('rsvp_id', '=', rsvpId)
    .executeTakeFirstOrThrow();
  return { eventId, rsvpId, email, notificationId: notification.id };
}

export { insertChurch, insertEvent };

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

export async function seatsTaken(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('current_attendees')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.current_attendees;
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
