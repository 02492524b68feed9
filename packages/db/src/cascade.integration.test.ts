import { describe, expect, it } from 'vitest';
import type { Database, Db } from './schema/index.js';
import {
  insertChurch,
  insertEvent,
  insertNoticeAndMessage,
  insertRsvp,
  insertSupportPosts,
  insertUser,
} from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

/** A church with one of everything that belongs to it. */
async function churchWithEverything(db: Db) {
  const church = await insertChurch(db);
  const user = await insertUser(db);
  await db.insertInto('church_users').values({ church_id: church.id, user_id: user.id }).execute();
  const event = await insertEvent(db, church.id);
  const rsvp = await insertRsvp(db, event.id);
  await insertNoticeAndMessage(db, {
    id: rsvp.id,
    eventId: event.id,
    churchId: church.id,
    attendeeEmail: rsvp.attendee_email,
  });
  await insertSupportPosts(db, church.id, church.email);
  await db.insertInto('event_views').values({ event_id: event.id }).execute();
  return { church, user, event, rsvp };
}

type OwnedTable = keyof Pick<
  Database,
  | 'church_users'
  | 'events'
  | 'rsvps'
  | 'notifications'
  | 'messages'
  | 'support_offers'
  | 'support_requests'
  | 'event_views'
>;

async function countsFor(db: Db, churchId: number): Promise<Record<OwnedTable, number>> {
  const byChurch = async (table: Exclude<OwnedTable, 'rsvps' | 'event_views'>) =>
    (await db.selectFrom(table).select('id').where('church_id', '=', churchId).execute()).length;
  const byEvent = async (table: 'rsvps' | 'event_views') =>
    (
      await db
        .selectFrom(table)
        .innerJoin('events', 'events.id', `${table}.event_id`)
        .select(`${table}.id`)
        .where('events.church_id', '=', churchId)
        .execute()
    ).length;
  return {
    church_users: await byChurch('church_users'),
    events: await byChurch('events'),
    rsvps: await byEvent('rsvps'),
    notifications: await byChurch('notifications'),
    messages: await byChurch('messages'),
    support_offers: await byChurch('support_offers'),
    support_requests: await byChurch('support_requests'),
    event_views: await byEvent('event_views'),
  };
}

const ONE_OF_EACH = {
  church_users: 1,
  events: 1,
  rsvps: 1,
  notifications: 1,
  messages: 1,
  support_offers: 1,
  support_requests: 1,
  event_views: 1,
};

describe('deleting a church', () => {
  it('removes everything it owns and leaves other churches untouched', async () => {
    const doomed = await churchWithEverything(db);
    const kept = await churchWithEverything(db);
    expect(await countsFor(db, doomed.church.id)).toEqual(ONE_OF_EACH);

    await db.deleteFrom('churches').where('id', '=', doomed.church.id).execute();

    const orphans = await db
      .selectFrom('rsvps')
      .select('id')
      .where('id', '=', doomed.rsvp.id)
      .execute();
    expect(orphans).toEqual([]);
    expect(Object.values(await countsFor(db, doomed.church.id)).every((n) => n === 0)).toBe(true);
    expect(await countsFor(db, kept.church.id)).toEqual(ONE_OF_EACH);
    // The login survives without its church; whether to delete it is the API's decision.
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', doomed.user.id)
      .execute();
    expect(user).toHaveLength(1);
  });
});

describe('deleting an event', () => {
  it('removes its RSVPs and notifications but keeps the messages the church sent', async () => {
    const { church, event, rsvp } = await churchWithEverything(db);
    await db.deleteFrom('events').where('id', '=', event.id).execute();

    const counts = await countsFor(db, church.id);
    expect(counts).toMatchObject({ events: 0, rsvps: 0, notifications: 0, event_views: 0 });
    const message = await db
      .selectFrom('messages')
      .select(['rsvp_id', 'sent_to'])
      .where('church_id', '=', church.id)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ rsvp_id: null, sent_to: rsvp.attendee_email });
  });
});

describe('deleting a user', () => {
  it('removes the link to the church but not the church', async () => {
    const { church, user } = await churchWithEverything(db);
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await countsFor(db, church.id)).church_users).toBe(0);
    const still = await db
      .selectFrom('churches')
      .select('id')
      .where('id', '=', church.id)
      .execute();
    expect(still).toHaveLength(1);
  });
});

describe('deleting an administrator', () => {
  it('removes their tokens', async () => {
    const admin = await db
      .insertInto('administrators')
      .values({ email: 'gone@huddle.test', password_hash: 'x', name: 'Gone' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('admin_tokens')
      .values({ administrator_id: admin.id, token_hash: 'h1', expires_at: new Date() })
      .execute();
    await db.deleteFrom('administrators').where('id', '=', admin.id).execute();
    const tokens = await db
      .selectFrom('admin_tokens')
      .select('id')
      .where('administrator_id', '=', admin.id)
      .execute();
    expect(tokens).toEqual([]);
  });
});
