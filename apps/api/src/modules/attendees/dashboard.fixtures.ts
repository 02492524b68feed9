import type { Db } from '@huddle/db';
import type { FastifyInstance } from 'fastify';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { insertEvent } from '../../testing/fixtures.js';
import { registerThroughApi, signedInChurchUser } from '../../testing/http-session.js';

/*
 * The church dashboard suites' world: a church with a signed-in user, another church with its
 * own, a signed-in user without a church, and RSVPs made the way visitors make them.
 */

export async function dashboardWorld(app: FastifyInstance, db: Db) {
  const own = await signedInChurchUser(app, db);
  const other = await signedInChurchUser(app, db);
  const unlinked = await registerThroughApi(app);
  return { own, other, unlinkedCookie: unlinked.cookie };
}
export type DashboardWorld = Awaited<ReturnType<typeof dashboardWorld>>;

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
