// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * What a visitor sees of a church that does not pay (issue 29, item 13; docs/adr/0079). A church
 * that has never had an active subscription shows no events; one that paid and stopped keeps
 * what it published. `partner_since` is the first time the church's subscription was active, set
 * by the database whatever writes the status (a Stripe webhook, demo billing, an import).
 *
 * The public lists skip the events of churches without it by an anti-join on the partial index
 * below: one probe of a small index per candidate event, answered from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table churches add column partner_since timestamptz`.execute(db);
  // Before this column, a church that ever paid shows as active, past_due or canceled, or as
  // Stripe's unpaid after its retries (a subscription, so a start date); never paid is unpaid
  // without one, incomplete, incomplete_expired or trialing. A row inserted with its history (an
  // import) is read the same way; after that, only turning active makes a church a partner.
  await sql`update churches set partner_since = coalesce(subscription_start_date, created_at)
    where subscription_status in ('active', 'past_due', 'canceled')
      or (subscription_status = 'unpaid' and subscription_start_date is not null)`.execute(db);

  await sql`
    create function huddle_church_partnered() returns trigger
    language plpgsql as $$
    begin
      if new.partner_since is null and (new.subscription_status = 'active'
        or (tg_op = 'INSERT' and (new.subscription_status in ('past_due', 'canceled')
          or (new.subscription_status = 'unpaid' and new.subscription_start_date is not null))))
      then
        new.partner_since := least(coalesce(new.subscription_start_date, now()), now());
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger churches_partnered before insert or update of subscription_status, partner_since
      on churches
    for each row execute function huddle_church_partnered()`.execute(db);

  await sql`create index churches_never_partnered_idx on churches (id)
    where partner_since is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index churches_never_partnered_idx`.execute(db);
  await sql`drop trigger churches_partnered on churches`.execute(db);
  await sql`drop function huddle_church_partnered()`.execute(db);
  await sql`alter table churches drop column partner_since`.execute(db);
}
