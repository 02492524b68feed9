import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Db } from './schema/index.js';
import { useTestDb } from './testing/use-test-db.js';

const APP_TABLES = [
  'admin_audit_log',
  'admin_tokens',
  'administrators',
  'billing_receipts',
  'cancelled_events',
  'cancelled_rsvp_links',
  'change_notices',
  'church_invitations',
  'church_users',
  'church_views',
  'churches',
  'contact_messages',
  'event_facts',
  'event_view_counts',
  'event_views',
  'events',
  'mail_outbox',
  'message_opt_outs',
  'messages',
  'notifications',
  'occurrence_seats',
  'page_views',
  'password_reset_tokens',
  'platform_analytics_daily',
  'platform_counts',
  'rate_limit_counters',
  'rsvp_reminders',
  'rsvps',
  'session',
  'stripe_cancellations',
  'stripe_events',
  'support_offers',
  'support_requests',
  'user_engagement_daily',
  'users',
  'visit_salts',
  'waitlist_entries',
];

let db: Db;
useTestDb({ each: true }, (handle) => {
  db = handle.db;
});

async function appTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

async function rollBackEverything(db: Db): Promise<void> {
  const result = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).migrateTo(NO_MIGRATIONS);
  if (result.error) throw result.error;
}

describe('migrateToLatest', () => {
  it('creates every table of the schema', async () => {
    expect(await appTables(db)).toEqual(APP_TABLES);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
  });

  it('creates the indexes the event list and dashboards rely on', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = 'public'`.execute(db);
    const names = rows.map((r) => r.indexname);
    for (const index of [
      'events_active_datetime_id_idx',
      'events_active_sport_datetime_id_idx',
      'events_church_id_datetime_idx',
      'churches_zip_code_idx',
      'churches_city_lower_idx',
      'rsvps_event_id_date_email_lower_idx',
      'notifications_church_id_created_at_idx',
      'session_expire_idx',
      'page_views_created_at_idx',
      'church_views_created_at_idx',
      'event_view_counts_hour_idx',
      'mail_outbox_pending_idx',
    ]) {
      expect(names).toContain(index);
    }
  });

  it('is a no-op when run again', async () => {
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hello there',
        message: 'Just saying hello to the team.',
      })
      .execute();
    await migrateToLatest(db);
    await migrateToLatest(db);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
    const kept = await db.selectFrom('contact_messages').select('name').execute();
    expect(kept).toEqual([{ name: 'Ann' }]);
  });

  it('keeps the oldest of usernames that differ only in case and renames the others', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0016_finished_mail_index');
    expect(down.results?.map((r) => r.migrationName)).toContain('0018_usernames_ignore_case');
    const names = [
      'Attacker_A',
      'attacker_a',
      'ATTACKER_A',
      'x'.repeat(50),
      'X'.repeat(50),
      'solo',
    ];
    const ids: number[] = [];
    for (const username of names) {
      const row = await db
        .insertInto('users')
        .values({ username, password_hash: 'argon2-hash' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }

    await migrateToLatest(db);

    const rows = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
    expect(rows.map((r) => r.username)).toEqual([
      'Attacker_A',
      `attacker_a-${ids[1]}`,
      `ATTACKER_A-${ids[2]}`,
      'x'.repeat(50),
      `${'X'.repeat(49 - String(ids[4]).length)}-${ids[4]}`,
      'solo',
    ]);
    expect(rows.every((r) => r.username.length <= 50)).toBe(true);
  });

  it('migrates an empty database once when two callers race', async () => {
    await rollBackEverything(db);
    expect(await appTables(db)).toEqual([]);

    await Promise.all([migrateToLatest(db), migrateToLatest(db), migrateToLatest(db)]);

    expect(await appTables(db)).toEqual(APP_TABLES);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
  });

  it('can be rolled back and applied again', async () => {
    await rollBackEverything(db);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_proc where proname = 'huddle_set_updated_at'`.execute(db);
    expect(rows[0]?.n).toBe(0);
    await migrateToLatest(db);
    expect(await appTables(db)).toEqual(APP_TABLES);
  });

  it('leaves no advisory lock behind, even when a migration fails', async () => {
    await rollBackEverything(db);
    // A table in the way makes 0001_init fail half-way; the transaction must undo it all.
    await sql`create table events (id int)`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow(/0001_init/);
    expect(await appTables(db)).toEqual(['events']);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
      where locktype = 'advisory'
        and database = (select oid from pg_database where datname = current_database())`.execute(
      db,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
