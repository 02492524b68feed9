import { createHash } from 'node:crypto';
import type { SubscriptionStatus } from '@huddle/db';
import { insertSupportPosts } from '@huddle/db/testing';
import { describe, expect, it } from 'vitest';
import { adminTokenFor, bearer, createAdmin } from '../modules/admin/testing/admin-fixtures.js';
import {
  churchPayload,
  daysFromNow,
  eventPayload,
  insertChurch,
  insertEvent,
  insertRsvp,
  insertUser,
  linkUser,
} from '../testing/fixtures.js';
import { registerThroughApi, withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

/*
 * Who may do what, over every mutating REST path and every private read. Each row is one call
 * made with a valid body; each column one caller. A lapsed owner acts on its own church (so the
 * row shows what the subscription decides); every other caller acts on the paid church's
 * resources. Each row runs in a fresh world, so a call that succeeds changes nothing for the next.
 *
 * Numbers are HTTP statuses. Read a row as documentation: 401 signed out, 403 not yours or not
 * allowed, 404 nothing there for you, 409 a conflict with what exists.
 */

const CALLERS = [
  'anonymous',
  'noChurch',
  'otherChurch',
  'official',
  'member',
  'unpaidOwner',
  'pastDueOwner',
  'canceledOwner',
  'paidOwner',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

// biome-ignore format: the matrix is a table
const MATRIX: [string, ...number[]][] = [
  //                                         anon noChurch other official member unpaid pastDue canceled paid admin
  ['GET /api/auth/user',                      401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/churches',                      401, 201,     409,  409,     409,   409,   409,    409,     409, 401],
  ['PUT /api/churches/:churchId',             401, 403,     403,  200,     403,   200,   200,    200,     200, 401],
  ['GET /api/churches/:churchId/analytics',   401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/churches/:churchId/events/analytics', 401, 403, 403,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/create-subscription',           401, 403,     403,  200,     403,   200,   200,    200,     200, 401],
  ['POST /api/events',                        401, 403,     403,  201,     201,   403,   403,    403,     201, 401],
  ['PUT /api/events/:eventId',                401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['DELETE /api/events/:eventId',             401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['DELETE /api/events/:seriesId/occurrences/:date', 401, 403, 403, 200,   200,   200,   200,    200,     200, 401],
  ['POST /api/events/:eventId/rsvp',          201, 201,     201,  201,     201,   201,   201,    201,     201, 201],
  ['GET /api/support-offers',                 401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/support-offers',                401, 403,     201,  201,     201,   403,   403,    403,     201, 401],
  ['POST /api/support-offers/:offerId/close', 401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/support-requests',               401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/support-requests',              401, 403,     201,  201,     201,   403,   403,    403,     201, 401],
  ['POST /api/support-requests/:requestId/close', 401, 403, 403,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/contact',                       201, 201,     201,  201,     201,   201,   201,    201,     201, 201],
  ['GET /api/churches/:churchId/notifications', 401, 403,   403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/notifications/unread-count',     401, 403,     200,  200,     200,   200,   200,    200,     200, 401],
  ['PUT /api/notifications/:notificationId/read', 401, 403, 403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/rsvps/:rsvpId',                  401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/events/:eventId/attendees',      401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/events/:eventId/attendees.csv',  401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['DELETE /api/rsvps/:rsvpId',               401, 403,     403,  200,     200,   200,   200,    200,     200, 401],
  ['POST /api/messages',                      401, 403,     403,  201,     201,   201,   201,    201,     201, 401],
  ['GET /api/churches/:churchId/members',     401, 403,     403,  403,     403,   200,   200,    200,     200, 401],
  ['POST /api/churches/:churchId/invitations', 401, 403,    403,  403,     403,   403,   403,    403,     201, 401],
  ['DELETE /api/churches/:churchId/invitations/:invitationId', 401, 403, 403, 403, 403, 200, 200, 200,  200, 401],
  ['PUT /api/churches/:churchId/members/:userId', 401, 403,  403,  403,     403,   200,   200,    200,     200, 401],
  ['DELETE /api/churches/:churchId/members/:userId', 401, 403, 403, 403,   403,   200,   200,    200,     200, 401],
  ['GET /api/invitations/:token',             200, 200,     200,  200,     200,   200,   200,    200,     200, 200],
  ['POST /api/invitations/accept',            201, 201,     201,  201,     201,   201,   201,    201,     201, 201],
  ['POST /api/billing/plan',                  401, 403,     403,  200,     403,   409,   200,    409,     200, 401],
  ['POST /api/billing/cancel',                401, 403,     403,  200,     403,   409,   200,    409,     200, 401],
  ['POST /api/billing/resume',                401, 403,     403,  200,     403,   409,   200,    409,     200, 401],
  ['GET /api/billing/receipts?churchId=:churchId', 401, 403, 403, 200,     403,   200,   200,    200,     200, 401],
  // Demo billing (as here) has no Customer Portal: 404 once the caller may manage billing.
  ['POST /api/billing/portal',                401, 403,     403,  404,     403,   404,   404,    404,     404, 401],
  ['POST /api/password/change',               401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/password/email',                 401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['PUT /api/password/email',                 401, 200,     200,  200,     200,   200,   200,    200,     200, 401],
  ['GET /api/admin/verify',                   401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['GET /api/admin/dashboard',                401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['GET /api/admin/payments',                 401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['GET /api/admin/churches',                 401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['GET /api/admin/church-payments',          401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['DELETE /api/admin/churches/:churchId',    401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
  ['POST /api/admin/logout',                  401, 401,     401,  401,     401,   401,   401,    401,     401, 200],
];

/** Valid bodies, so that only the caller decides the answer. */
function bodyFor(row: string, ids: Ids): unknown {
  const n = ++bodies;
  if (row === 'POST /api/churches' || row === 'PUT /api/churches/:churchId') {
    return churchPayload({ name: `Matrix Chapel ${n}` });
  }
  if (row === 'POST /api/create-subscription') {
    return { churchId: ids.churchId, plan: 'church_partner', billingPeriod: 'monthly' };
  }
  if (row === 'POST /api/events') return eventPayload(ids.churchId);
  if (row === 'PUT /api/events/:eventId') {
    // Same time, sport and seats: a correction that even a lapsed church may make.
    const { churchId: _church, ...update } = eventPayload(ids.churchId, {
      title: 'Renamed',
      sport: 'NFL',
      datetime: ids.eventStart,
      timezone: 'America/New_York',
      maxAttendees: 50,
    });
    return update;
  }
  if (row === 'POST /api/events/:eventId/rsvp') {
    return { attendeeName: 'Matrix Guest', attendeeEmail: `matrix.guest${n}@example.com` };
  }
  if (row === 'POST /api/support-offers' || row === 'POST /api/support-requests') {
    return {
      title: 'Projector to lend',
      description: 'A projector and screen for a watch party.',
      supportType: ['equipment'],
      availability: 'anytime',
      urgency: 'low',
      contactEmail: 'office@example.org',
    };
  }
  if (row === 'POST /api/messages') {
    return {
      churchId: ids.churchId,
      rsvpId: ids.rsvpId,
      subject: 'Parking',
      messageBody: 'Lot B.',
    };
  }
  if (row === 'POST /api/churches/:churchId/invitations') {
    return { email: `matrix.invitee${n}@example.com`, role: 'member' };
  }
  if (row === 'PUT /api/churches/:churchId/members/:userId') return { role: 'official' };
  if (row === 'POST /api/invitations/accept') {
    return { token: ids.token, username: `matrix.joiner${n}`, password: 'joiner secret' };
  }
  if (row.startsWith('POST /api/billing/')) {
    return row === 'POST /api/billing/plan'
      ? { churchId: ids.churchId, plan: 'yearly' }
      : { churchId: ids.churchId };
  }
  if (row === 'POST /api/password/change') {
    return { currentPassword: PASSWORD, newPassword: 'a new matrix secret' };
  }
  if (row === 'PUT /api/password/email') return { email: `matrix.account${n}@example.com` };
  if (row === 'POST /api/contact') {
    return {
      name: 'Matrix Visitor',
      email: 'visitor@example.com',
      subject: 'A question about hosting',
      message: 'How do we host a watch party at our church?',
    };
  }
  return undefined;
}
let bodies = 0;

type Ids = {
  churchId: number;
  eventId: number;
  eventStart: string;
  seriesId: number;
  date: string;
  offerId: number;
  requestId: number;
  rsvpId: number;
  notificationId: number;
  /** A pending invitation of the church and its link's token, and a member of the church. */
  invitationId: number;
  token: string;
  userId: number;
};

const server = useTestServer();

/** An event, a series, an RSVP and two support posts of `churchId`, for one caller to act on. */
async function resourcesOf(churchId: number): Promise<Ids> {
  const { db } = server;
  const eventStart = daysFromNow(7);
  const eventId = await insertEvent(db, churchId, { max_attendees: 50, datetime: eventStart });
  const rsvp = await insertRsvp(db, eventId);
  const notification = await db
    .insertInto('notifications')
    .values({ church_id: churchId, event_id: eventId, rsvp_id: rsvp.id, message: 'New RSVP' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seriesStart = daysFromNow(7);
  const seriesId = await insertEvent(db, churchId, {
    datetime: seriesStart,
    is_recurring: true,
    recurrence_pattern: 'daily',
    recurrence_end_date: daysFromNow(20).toISOString().slice(0, 10),
  });
  const { offerId, requestId } = await insertSupportPosts(db, churchId, 'office@example.org');
  const token = `matrix-invitation-${++bodies}`;
  const invitation = await db
    .insertInto('church_invitations')
    .values({
      church_id: churchId,
      email: `matrix.invited${bodies}@example.com`,
      role: 'member',
      token_hash: createHash('sha256').update(token).digest('hex'),
      expires_at: daysFromNow(7),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = await insertUser(db);
  await linkUser(db, userId, churchId, 'member');
  return {
    churchId,
    eventId,
    eventStart: eventStart.toISOString(),
    seriesId,
    // The series' second date, in its zone (events default to America/New_York).
    date: new Date(seriesStart.getTime() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    }),
    offerId,
    requestId,
    rsvpId: rsvp.id,
    notificationId: notification.id,
    invitationId: invitation.id,
    token,
    userId,
  };
}

const PASSWORD = 'matrix secret';

async function userOf(churchId: number | null, role: 'owner' | 'official' | 'member' = 'owner') {
  const { user, cookie } = await registerThroughApi(server.app, PASSWORD);
  if (churchId !== null) await linkUser(server.db, user.id, churchId, role);
  return { cookies: withSession(cookie), headers: {} as Record<string, string> };
}

type Credentials = Awaited<ReturnType<typeof userOf>>;

/**
 * A fresh world: the paid church and its people, another church, three lapsed ones, an admin.
 * Each caller gets resources of its own, so one caller's delete leaves the next one's in place.
 */
async function world(): Promise<Record<Caller, { credentials: Credentials; ids: Ids }>> {
  const { db } = server;
  const paid = await insertChurch(db, { status: 'active' });
  const other = await insertChurch(db, { status: 'active' });
  // A church falls to these states from a subscription that was active once (Stripe's order).
  const lapsed = async (status: SubscriptionStatus) => {
    const churchId = await insertChurch(db, { status: 'active' });
    await db
      .updateTable('churches')
      .set({ subscription_status: status })
      .where('id', '=', churchId)
      .execute();
    return { credentials: await userOf(churchId), ids: await resourcesOf(churchId) };
  };
  const token = await adminTokenFor(server.app, await createAdmin(db));
  const onPaid = async (credentials: Credentials) => ({
    credentials,
    ids: await resourcesOf(paid),
  });
  return {
    anonymous: await onPaid({ cookies: {}, headers: {} }),
    noChurch: await onPaid(await userOf(null)),
    otherChurch: await onPaid(await userOf(other)),
    official: await onPaid(await userOf(paid, 'official')),
    member: await onPaid(await userOf(paid, 'member')),
    unpaidOwner: await lapsed('unpaid'),
    pastDueOwner: await lapsed('past_due'),
    canceledOwner: await lapsed('canceled'),
    paidOwner: await onPaid(await userOf(paid)),
    admin: await onPaid({ cookies: {}, headers: bearer(token) }),
  };
}

function urlFor(path: string, ids: Ids): string {
  return path.replace(/:(\w+)/g, (_, name: keyof Ids) => String(ids[name]));
}

describe('the permission matrix', () => {
  it.each(MATRIX.map(([row, ...statuses]) => [row, statuses] as const))(
    '%s',
    async (row, statuses) => {
      const people = await world();
      const [method, path] = row.split(' ') as [string, string];
      const actual: Partial<Record<Caller, number>> = {};
      const expected: Partial<Record<Caller, number>> = {};
      for (const [index, caller] of CALLERS.entries()) {
        const { credentials, ids } = people[caller];
        const body = bodyFor(row, ids);
        const response = await server.app.inject({
          method: method as 'GET',
          url: urlFor(path, ids),
          headers: credentials.headers,
          cookies: credentials.cookies,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        actual[caller] = response.statusCode;
        expected[caller] = statuses[index];
      }
      expect(actual).toEqual(expected);
    },
    60_000,
  );
});
