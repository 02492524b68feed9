// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Managing the subscription (issue 32, item 3; docs/adr/0084). `cancel_at` is when a
 * subscription the church has cancelled ends (Stripe's cancel_at, or the period's end under
 * cancel_at_period_end); null while it renews. `billing_receipts` holds demo billing's payments
 * (with Stripe, the receipts are Stripe's invoices), numbered by id; it goes with its church.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table churches add column cancel_at timestamptz`.execute(db);
  await sql`create table billing_receipts (
    id serial primary key,
    church_id integer not null references churches (id) on delete cascade,
    description text not null,
    amount numeric(8,2) not null check (amount >= 0),
    billing_period text not null check (billing_period in ('monthly', 'yearly')),
    period_start timestamptz not null,
    period_end timestamptz not null,
    paid_at timestamptz not null default now()
  )`.execute(db);
  // The church's receipts, newest first.
  await sql`create index billing_receipts_church_idx
    on billing_receipts (church_id, paid_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table billing_receipts`.execute(db);
  await sql`alter table churches drop column cancel_at`.execute(db);
}
