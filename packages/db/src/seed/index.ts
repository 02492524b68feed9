import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../schema/index.js';
import { canceledAt, churchRows } from './build-churches.js';
import { eventRows, type HostChurch } from './build-events.js';
import { rsvpRows } from './build-rsvps.js';
import { supportRows } from './build-support.js';
import { eventViewRows, pageViewRows } from './build-traffic.js';
import { chunks } from './chunks.js';
import { CHURCHES } from './churches.js';
import {
  DEMO_ADMIN_PASSWORD_HASH,
  DEMO_CREDENTIALS,
  DEMO_USER_PASSWORD_HASH,
} from './credentials.js';
import { insertNotificationsForRsvps } from './notifications.js';
import { createRandom } from './random.js';

export type SeedDemoOptions = { now?: Date };

// Two processes starting on an empty database must not both seed it.
const SEED_LOCK_KEY = 7_238_114_503;
const RANDOM_SEED = 20_261_122;

/**
 * Fills an empty database with demo data (churches, events, RSVPs, notifications, support posts,
 * traffic, the demo church user and administrator) in one transaction. Does nothing, returning
 * seeded: false, when any church exists. Dates are relative to `now`.
 */
export async function seedDemo(
  db: Db,
  options: SeedDemoOptions = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const existing = await trx.selectFrom('churches').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    await insertDemoData(trx, now);
    return { seeded: true };
  });
}

async function insertDemoData(trx: Transaction<Database>, now: Date): Promise<void> {
  const random = createRandom(RANDOM_SEED);

  const churches = await trx
    .insertInto('churches')
    .values(churchRows(now))
    .returning(['id', 'name', 'created_at'])
    .execute();
  const hosts = new Map<string, HostChurch>();
  for (const c of churches) {
    const seed = CHURCHES.find((s) => s.name === c.name);
    hosts.set(c.name, {
      id: c.id,
      timezone: seed?.timezone ?? 'America/New_York',
      createdAt: c.created_at,
      lapsedAt: seed?.subscription === 'canceled' ? canceledAt(seed, now) : undefined,
    });
  }
  const demoChurch = hosts.get(CHURCHES[0]!.name)!;

  const inserted = await trx
    .insertInto('events')
    .values(eventRows(now, hosts, random))
    .returning(['id', 'church_id', 'title', 'datetime', 'created_at', 'current_attendees'])
    .execute();

  for (const chunk of chunks(rsvpRows(inserted, now, random), 1000)) {
    await trx.insertInto('rsvps').values(chunk).execute();
  }
  await insertNotificationsForRsvps(trx, now);

  const { offers, requests } = supportRows(hosts, now);
  await trx.insertInto('support_offers').values(offers).execute();
  await trx.insertInto('support_requests').values(requests).execute();

  for (const chunk of chunks(
    pageViewRows(
      inserted.map((e) => e.id),
      now,
      random,
    ),
    2000,
  )) {
    await trx.insertInto('page_views').values(chunk).execute();
  }
  for (const chunk of chunks(eventViewRows(inserted, now, random), 5000)) {
    await trx.insertInto('event_views').values(chunk).execute();
  }
  // Church analytics reads event views only from their hourly counts: keep them equal.
  await sql`insert into event_view_counts (event_id, hour, views)
    select event_id, date_trunc('hour', created_at, 'UTC'), count(*)::int
    from event_views group by 1, 2`.execute(trx);

  await insertDemoAccounts(trx, demoChurch.id, now);
}

async function insertDemoAccounts(
  trx: Transaction<Database>,
  churchId: number,
  now: Date,
): Promise<void> {
  const user = await trx
    .insertInto('users')
    .values({
      username: DEMO_CREDENTIALS.churchUser.username,
      email: DEMO_CREDENTIALS.churchUser.email,
      password_hash: DEMO_USER_PASSWORD_HASH,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('church_users')
    .values({ church_id: churchId, user_id: user.id, role: 'owner' })
    .execute();
  await trx
    .insertInto('administrators')
    .values({
      email: DEMO_CREDENTIALS.admin.email,
      password_hash: DEMO_ADMIN_PASSWORD_HASH,
      name: 'Platform Admin',
      role: 'admin',
      created_at: now,
    })
    .execute();
}
