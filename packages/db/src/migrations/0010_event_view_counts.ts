// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Event views counted per event and hour: the lasting record behind a church's RSVP conversion.
 * Raw view rows are pruned after their retention, so every period ("all" included) reads these
 * counts instead. Hours rather than days because a church's periods start at midnight in its
 * events' zones, and every zone the product serves is a whole number of hours from UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_view_counts')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().check(sql`views > 0`))
    .addPrimaryKeyConstraint('event_view_counts_pkey', ['event_id', 'hour'])
    .addCheckConstraint('event_view_counts_hour_check', sql`hour = date_trunc('hour', hour, 'UTC')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_view_counts').execute();
}
