import type { Db } from '@huddle/db';
import { churchValues, insertNoticeAndMessage, insertSupportPosts } from '@huddle/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { adminTokenFor, bearer, createAdmin } from './testing/admin-fixtures.js';

let admin: Awaited<ReturnType<typeof createAdmin>>;
let token: string;

const server = useTestServer();
beforeAll(async () => {
  admin = await createAdmin(server.db);
  token = await adminTokenFor(server.app, admin);
});

/**
 * A church with one of everything that can belong to it, every text carrying `marker`, so a
 * search of every table for the marker finds whatever a deletion left behind.
 */
async function churchWithEverything(marker: string) {
  const db = server.db;
  const church = await db
    .insertInto('churches')
    .values(
      churchValues({
        name: `${marker} Chapel`,
        email: `office@${marker}.org`,
        stripe_customer_id: `cus_${marker}`,
        stripe_subscription_id: `sub_${marker}`,
        subscription_status: 'active',
      }),
    )
    .returning(['id', 'name', 'email'])
    .executeTakeFirstOrThrow();
  const owner = await registerThroughApi(server.app, 'owner password', `${marker}_owner`);
  await linkUser(db, owner.user.id, church.id, 'owner');
  const official = await registerThroughApi(server.app, 'official password', `${marker}_official`);
  await linkUser(db, official.user.id, church.id, 'official');
  // A failed sign-in leaves a counter named after the username.
  await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: `${marker}_owner`, password: 'wrong password' },
  });

  const event = await db
    .insertInto('events')
    .values({
      title: `${marker} Super Bowl party`,
      description: 'The big game.',
      sport: 'NFL',
      datetime: new Date('2031-02-09T23:30:00Z'),
      church_id: church.id,
      current_attendees: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rsvp = await db
    .insertInto('rsvps')
    .values({
      event_id: event.id,
      attendee_name: `${marker} Fan`,
      attendee_email: `fan@${marker}.net`,
      attendee_phone: '555-0100',
      number_of_guests: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertNoticeAndMessage(
    db,
    { id: rsvp.id, eventId: event.id, churchId: church.id, attendeeEmail: `fan@${marker}.net` },
    `${marker} Fan`,
  );
  await insertSupportPosts(db, church.id, church.email, `${marker} chairs`);
  await db.insertInto('event_views').values({ event_id: event.id }).execute();
  await db.insertInto('church_views').values({ church_id: church.id }).execute();
  await db
    .insertInto('event_view_counts')
    .values({ event_id: event.id, hour: new Date('2026-11-01T18:00:00Z'), views: 3 })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({ to_address: church.email, subject: `New RSVP for ${marker}`, text_body: 'x' })
    .execute();
  return {
    church,
    userIds: [owner.user.id, official.user.id],
    ownerCookie: owner.cookie,
    eventIds: [event.id],
    rsvpIds: [rsvp.id],
  };
}

/** Every table of the schema, read from the database itself rather than from a list here. */
async function allTables(db: Db): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_migration%'
    order by table_name`.execute(db);
  return result.rows.map((row) => row.table_name);
}

/** Tables whose rows mention `marker` anywhere, with the count of such rows. */
async function tablesMentioning(db: Db, marker: string, except: string[] = []) {
  const found: Record<string, number> = {};
  for (const table of await allTables(db)) {
    if (except.includes(table)) continue;
    const result = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)} as t
      where t::text ilike ${`%${marker}%`}`.execute(db);
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) found[table] = count;
  }
  return found;
}

/** Rows of any table whose id columns still point at the deleted church's rows. */
async function rowsReferencing(
  db: Db,
  ids: { church: number; users: number[]; events: number[]; rsvps: number[] },
) {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and column_name in ('church_id', 'user_id', 'event_id', 'rsvp_id')
      and table_name <> 'admin_audit_log'`.execute(db);
  const wanted: Record<string, number[]> = {
    church_id: [ids.church],
    user_id: ids.users,
    event_id: ids.events,
    rsvp_id: ids.rsvps,
  };
  const found: Record<string, number> = {};
  for (const { table_name, column_name } of columns.rows) {
    const values = wanted[column_name] ?? [];
    if (values.length === 0) continue;
    const result = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table_name)}
      where ${sql.ref(column_name)} in (${sql.join(values)})`.execute(db);
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) found[`${table_name}.${column_name}`] = count;
  }
  const sessions = await sql<{ count: number }>`
    select count(*)::int as count from session
    where (sess->>'userId')::int in (${sql.join(ids.users)})`.execute(db);
  if ((sessions.rows[0]?.count ?? 0) > 0) found['session.userId'] = sessions.rows[0]!.count;
  return found;
}

function deleteChurch(id: number | string, headers: Record<string, string> = bearer(token)) {
  return server.app.inject({ method: 'DELETE', url: `/api/admin/churches/${id}`, headers });
}

describe('DELETE /api/admin/churches/{id}', () => {
  it('leaves no row of the church in any table, and touches no other church', async () => {
    const doomed = await churchWithEverything('zqdoomed');
    const kept = await churchWithEverything('zqkept');
    // The fixture really reaches the tables it should, or the check below proves nothing.
    expect(Object.keys(await tablesMentioning(server.db, 'zqdoomed')).sort()).toEqual([
      'churches',
      'events',
      'mail_outbox',
      'messages',
      'notifications',
      'rate_limit_counters',
      'rsvps',
      'support_offers',
      'support_requests',
      'users',
    ]);
    const ids = {
      church: doomed.church.id,
      users: doomed.userIds,
      events: doomed.eventIds,
      rsvps: doomed.rsvpIds,
    };
    expect(Object.keys(await rowsReferencing(server.db, ids)).sort()).toEqual([
      'church_users.church_id',
      'church_users.user_id',
      'church_views.church_id',
      'event_facts.church_id',
      'event_facts.event_id',
      'event_view_counts.event_id',
      'event_views.event_id',
      'events.church_id',
      'messages.church_id',
      'messages.rsvp_id',
      'notifications.church_id',
      'notifications.event_id',
      'notifications.rsvp_id',
      'occurrence_seats.event_id',
      'rsvps.event_id',
      'session.userId',
      'support_offers.church_id',
      'support_requests.church_id',
    ]);
    const keptIds = {
      church: kept.church.id,
      users: kept.userIds,
      events: kept.eventIds,
      rsvps: kept.rsvpIds,
    };
    const keptBefore = await tablesMentioning(server.db, 'zqkept');
    const keptReferencesBefore = await rowsReferencing(server.db, keptIds);

    const response = await deleteChurch(doomed.church.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ churchName: 'zqdoomed Chapel', attendeesTold: 1 });

    // What remains is the audit entry, and the notices to its attendees that their dates will
    // not take place (issue 27): mail waiting to be sent, to the attendees' own addresses.
    expect(
      await tablesMentioning(server.db, 'zqdoomed', ['admin_audit_log', 'mail_outbox']),
    ).toEqual({});
    const notices = await server.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address'])
      .where(sql<boolean>`mail_outbox::text ilike '%zqdoomed%'`)
      .execute();
    expect(notices).toEqual([{ kind: 'rsvp.cancelled-by-church', to_address: 'fan@zqdoomed.net' }]);
    expect(await rowsReferencing(server.db, ids)).toEqual({});
    expect(await tablesMentioning(server.db, 'zqkept')).toEqual(keptBefore);
    expect(await rowsReferencing(server.db, keptIds)).toEqual(keptReferencesBefore);
  });

  it('writes who deleted which church and when to the audit log, and nothing more', async () => {
    const { church } = await churchWithEverything('zqaudited');
    const before = Date.now();
    expect((await deleteChurch(church.id)).statusCode).toBe(200);
    const entries = await server.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('church_id', '=', church.id)
      .execute();
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        administrator_id: admin.id,
        administrator_email: admin.email,
        action: 'church.delete',
        church_id: church.id,
        church_name: 'zqaudited Chapel',
        created_at: expect.any(Date),
      },
    ]);
    expect(entries[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('signs the church users out and the church vanishes from the public pages', async () => {
    const doomed = await churchWithEverything('zqpublic');
    expect((await deleteChurch(doomed.church.id)).statusCode).toBe(200);
    const user = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: withSession(doomed.ownerCookie),
    });
    expect(user.statusCode).toBe(401);
    const church = await server.app.inject({
      method: 'GET',
      url: `/api/churches/${doomed.church.id}`,
    });
    expect(church.statusCode).toBe(404);
    const event = await server.app.inject({
      method: 'GET',
      url: `/api/events/${doomed.eventIds[0]}`,
    });
    expect(event.statusCode).toBe(404);
  });

  it('answers 404 for a church that is gone, 400 for a bad id, 401 without an admin token', async () => {
    const { church } = await churchWithEverything('zqtwice');
    expect((await deleteChurch(church.id)).statusCode).toBe(200);
    const again = await deleteChurch(church.id);
    expectErrorAnswer(
      again,
      404,
      'NOT_FOUND',
      'Church not found. It may already have been deleted.',
    );
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      expect((await deleteChurch(id)).statusCode).toBe(400);
    }

    const other = await churchWithEverything('zqguarded');
    expect((await deleteChurch(other.church.id, {})).statusCode).toBe(401);
    const asChurchUser = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/churches/${other.church.id}`,
      cookies: withSession(other.ownerCookie),
    });
    expect(asChurchUser.statusCode).toBe(401);
    const stillThere = await server.db
      .selectFrom('churches')
      .select('id')
      .where('id', '=', other.church.id)
      .execute();
    expect(stillThere).toHaveLength(1);
  });
});
