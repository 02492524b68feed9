// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Indexes for the admin dashboard's period counts, and what administrators did (today: which administrator deleted which church, when), and the Stripe
 * subscriptions still to cancel after a church is deleted. Neither references churches: the
 * church is gone by the time these rows matter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table admin_audit_log (
    id integer generated always as identity primary key,
    administrator_id integer references administrators (id) on delete set null,
    -- Kept as text too, so the record outlives the administrator's account.
    administrator_email text not null,
    action text not null,
    church_id integer,
    church_name text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index admin_audit_log_created_at_idx on admin_audit_log (created_at)`.execute(
    db,
  );
  await sql`create index admin_audit_log_administrator_id_idx on admin_audit_log (administrator_id)`.execute(
    db,
  );

  await sql`create table stripe_cancellations (
    subscription_id text primary key,
    attempts integer not null default 0,
    last_error text,
    next_attempt_at timestamptz not null default now(),
    done_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index stripe_cancellations_due_idx on stripe_cancellations (next_attempt_at)
    where done_at is null`.execute(db);

  // The admin dashboard counts what was created in a period (7 days to a year).
  await sql`create index if not exists rsvps_created_at_idx on rsvps (created_at)`.execute(db);
  await sql`create index if not exists events_created_at_idx on events (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists events_created_at_idx`.execute(db);
  await sql`drop index if exists rsvps_created_at_idx`.execute(db);
  await db.schema.dropTable('stripe_cancellations').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
