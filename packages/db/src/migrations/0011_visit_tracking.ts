// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Privacy-first visit tracking. A visitor is a key derived from a salt of the UTC day (kept here
 * so that every API process derives the same key, and deleted once its day is over), the address,
 * the user agent and the host; the address itself is never stored. Church views get a log of
 * their own, like event views. Raw views are pruned after their retention; the daily rollups and
 * event_view_counts are the lasting record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table visit_salts (
    day date primary key,
    salt bytea not null check (octet_length(salt) = 32),
    created_at timestamptz not null default now()
  )`.execute(db);

  // The old session_key was never filled by anything; a visitor key is now required.
  await sql`delete from page_views where session_key is null`.execute(db);
  await sql`alter table page_views rename column session_key to visitor_key`.execute(db);
  await sql`alter table page_views alter column visitor_key set not null`.execute(db);

  await sql`create table church_views (
    id integer generated always as identity primary key,
    church_id integer not null references churches (id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index church_views_church_id_created_at_idx
    on church_views (church_id, created_at)`.execute(db);
  await sql`create index church_views_created_at_idx on church_views (created_at)`.execute(db);
  // The daily rollup sums a day's event views across all events.
  await sql`create index event_view_counts_hour_idx on event_view_counts (hour)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index event_view_counts_hour_idx`.execute(db);
  await db.schema.dropTable('church_views').execute();
  await sql`alter table page_views alter column visitor_key drop not null`.execute(db);
  await sql`alter table page_views rename column visitor_key to session_key`.execute(db);
  await db.schema.dropTable('visit_salts').execute();
}
