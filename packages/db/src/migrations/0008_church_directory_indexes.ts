// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * The church directory (GET /api/churches), measured on 10,000 churches and 200,000 events
 * (tooling/bench/src/churches-explain.ts, docs/adr/0068-church-directory-indexes.md):
 *
 * - Keyset pages by (name, id): the walk starts at the cursor instead of sorting; the same walk
 *   within one denomination (compared without case) for the denomination filter.
 * - Search in name, city or description (ILIKE '%text%'): a trigram index of the three, joined by
 *   a line break (which a search cannot contain, so no match spans two fields), finds a rare text
 *   without reading every church. pg_trgm ships with PostgreSQL; the embedded PGlite has it only
 *   when loaded, so there the index is skipped and the same query reads the table.
 * - Each church's running series (its card's upcoming-event count): a small index of the active
 *   series by church, instead of a walk over every series of every church.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index churches_name_id_idx on churches (name, id)`.execute(db);
  await sql`create index churches_denomination_name_id_idx
    on churches (lower(denomination), name, id)`.execute(db);

  const { rows } = await sql<{ available: boolean }>`select exists (
      select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (rows[0]?.available) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index churches_search_trgm_idx on churches
      using gin ((name || E'\n' || city || E'\n' || description) gin_trgm_ops)`.execute(db);
  }

  await sql`create index events_active_series_church_idx on events (church_id, datetime)
    include (recurrence_end_date)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_active_series_church_idx`.execute(db);
  await sql`drop index if exists churches_search_trgm_idx`.execute(db);
  await sql`drop index if exists churches_denomination_name_id_idx`.execute(db);
  await sql`drop index if exists churches_name_id_idx`.execute(db);
}
