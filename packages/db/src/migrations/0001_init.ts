// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Frozen: this file must keep producing the same schema forever, so it imports nothing from the
 * app and repeats its enumerations literally. Change the schema in a new migration.
 */

const SUBSCRIPTION_STATUSES = sql`('active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'trialing')`;
const SUPPORT_TYPES = sql`array['equipment', 'volunteers', 'food', 'funding']::text[]`;
const DAYS_OF_WEEK = sql`array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]`;

const TABLES_IN_CREATION_ORDER = [
  'users',
  'session',
  'churches',
  'church_users',
  'events',
  'rsvps',
  'support_offers',
  'support_requests',
  'notifications',
  'messages',
  'administrators',
  'admin_tokens',
  'contact_messages',
  'page_views',
  'event_views',
  'stripe_events',
  'mail_outbox',
  'platform_analytics_daily',
  'user_engagement_daily',
];

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccounts(db);
  await createChurches(db);
  await createEvents(db);
  await createSupportPosts(db);
  await createMessaging(db);
  await createAdministrators(db);
  await createAnalytics(db);
  await createOperations(db);
  await createUpdatedAtTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES_IN_CREATION_ORDER].reverse()) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
  await sql`drop function if exists huddle_set_updated_at()`.execute(db);
}

async function createAccounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('sid', 'varchar', (c) => c.primaryKey())
    .addColumn('sess', 'json', (c) => c.notNull())
    .addColumn('expire', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_expire_idx').on('session').column('expire').execute();
}

async function createChurches(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('churches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state ~ '^[A-Z]{2}$'`))
    .addColumn('zip_code', 'text', (c) => c.notNull().check(sql`zip_code ~ '^[0-9]{5}$'`))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('denomination', 'text')
    .addColumn('capacity', 'integer', (c) =>
      c.notNull().defaultTo(100).check(sql`capacity between 1 and 100000`),
    )
    .addColumn('amenities', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('image_url', 'text')
    .addColumn('stripe_customer_id', 'text', (c) => c.unique())
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('subscription_status', 'text', (c) =>
      c.notNull().defaultTo('unpaid').check(sql`subscription_status in ${SUBSCRIPTION_STATUSES}`),
    )
    .addColumn('subscription_plan', 'text', (c) =>
      c.notNull().defaultTo('church_partner').check(sql`subscription_plan in ('church_partner')`),
    )
    .addColumn('billing_period', 'text', (c) =>
      c.notNull().defaultTo('monthly').check(sql`billing_period in ('monthly', 'yearly')`),
    )
    .addColumn('subscription_start_date', 'timestamptz')
    .addColumn('subscription_end_date', 'timestamptz')
    .addColumn('monthly_fee', 'numeric(8, 2)', (c) =>
      c.notNull().defaultTo(sql`9.99`).check(sql`monthly_fee >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('churches_name_address_key', ['name', 'address'])
    .execute();

  // One index serves both uniqueness (Foo@x.org and foo@x.org are the same mailbox) and lookups
  // by lower(email); a plain unique on email would be redundant.
  await db.schema
    .createIndex('churches_email_lower_key')
    .on('churches')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  // The event list filters by the host church's zip or city.
  await db.schema.createIndex('churches_zip_code_idx').on('churches').column('zip_code').execute();
  await db.schema
    .createIndex('churches_city_lower_idx')
    .on('churches')
    .expression(sql`lower(city)`)
    .execute();

  await db.schema
    .createTable('church_users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('church_id', 'integer', (c) =>
      c.notNull().references('churches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('owner').check(sql`role in ('owner', 'official', 'member')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('church_users_church_id_idx')
    .on('church_users')
    .column('church_id')
    .execute();
}

async function createEvents(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('game_details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('datetime', 'timestamptz', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('church_id', 'integer', (c) =>
      c.notNull().references('churches.id').onDelete('cascade'),
    )
    .addColumn('max_attendees', 'integer', (c) =>
      c.notNull().defaultTo(50).check(sql`max_attendees between 1 and 100000`),
    )
    .addColumn('current_attendees', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`current_attendees >= 0`),
    )
    .addColumn('food_provided', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('age_group', 'text', (c) =>
      c.notNull().defaultTo('all').check(sql`age_group in ('all', 'family', 'adults', 'youth')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('image_url', 'text')
    .addColumn('is_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recurrence_pattern', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`recurrence_pattern in ('none', 'daily', 'weekly', 'monthly')`),
    )
    .addColumn('recurrence_end_date', 'timestamptz')
    .addColumn('recurrence_days_of_week', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'`).check(sql`recurrence_days_of_week <@ ${DAYS_OF_WEEK}`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // The last line of defence against overselling: the RSVP path's conditional UPDATE relies on it.
    .addCheckConstraint(
      'events_current_attendees_within_max',
      sql`current_attendees <= max_attendees`,
    )
    .execute();

  // Keyset pagination of the public list: WHERE is_active AND (datetime, id) > (…) ORDER BY datetime, id.
  await db.schema
    .createIndex('events_active_datetime_id_idx')
    .on('events')
    .columns(['datetime', 'id'])
    .where(sql.ref('is_active'), '=', sql.lit(true))
    .execute();
  // A church's own events by date; also serves the cascade from churches.
  await db.schema
    .createIndex('events_church_id_datetime_idx')
    .on('events')
    .columns(['church_id', 'datetime'])
    .execute();
  // The list filtered by sport, in the same keyset order.
  await db.schema
    .createIndex('events_active_sport_datetime_id_idx')
    .on('events')
    .columns(['sport', 'datetime', 'id'])
    .where(sql.ref('is_active'), '=', sql.lit(true))
    .execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('attendee_name', 'text', (c) => c.notNull())
    .addColumn('attendee_email', 'text', (c) => c.notNull())
    .addColumn('attendee_phone', 'text')
    .addColumn('number_of_guests', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`number_of_guests >= 1`),
    )
    .addColumn('special_requests', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Serves both an event's RSVPs (and the cascade from events) and an attendee's earlier RSVP
  // to the same event, so no separate index on event_id alone.
  await db.schema
    .createIndex('rsvps_event_id_email_lower_idx')
    .on('rsvps')
    .columns(['event_id'])
    .expression(sql`lower(attendee_email)`)
    .execute();
}

async function createSupportPosts(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, values] of [
    ['support_offers', 'availability', sql`('anytime', 'weekends', 'weekdays')`],
    ['support_requests', 'urgency', sql`('high', 'medium', 'low')`],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('church_id', 'integer', (c) =>
        c.notNull().references('churches.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('support_type', sql`text[]`, (c) =>
        c.notNull().check(sql`cardinality(support_type) > 0 and support_type <@ ${SUPPORT_TYPES}`),
      )
      .addColumn(column, 'text', (c) => c.notNull().check(sql`${sql.ref(column)} in ${values}`))
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('contact_phone', 'text')
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex(`${table}_church_id_idx`).on(table).column('church_id').execute();
    await db.schema
      .createIndex(`${table}_active_created_at_idx`)
      .on(table)
      .column('created_at')
      .where(sql.ref('is_active'), '=', sql.lit(true))
      .execute();
  }
}

async function createMessaging(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('church_id', 'integer', (c) =>
      c.notNull().references('churches.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('rsvp_id', 'integer', (c) => c.references('rsvps.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('new_rsvp'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('notifications_church_id_created_at_idx')
    .on('notifications')
    .columns(['church_id', 'created_at desc'])
    .execute();
  // Without these, deleting an event or RSVP scans notifications to cascade.
  await db.schema
    .createIndex('notifications_event_id_idx')
    .on('notifications')
    .column('event_id')
    .execute();
  await db.schema
    .createIndex('notifications_rsvp_id_idx')
    .on('notifications')
    .column('rsvp_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('church_id', 'integer', (c) =>
      c.notNull().references('churches.id').onDelete('cascade'),
    )
    // A sent message is a record of what the church said; it outlives the RSVP it answered.
    .addColumn('rsvp_id', 'integer', (c) => c.references('rsvps.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message_body', 'text', (c) => c.notNull())
    .addColumn('sent_to', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('messages_church_id_idx')
    .on('messages')
    .column('church_id')
    .execute();
  await db.schema.createIndex('messages_rsvp_id_idx').on('messages').column('rsvp_id').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

async function createAdministrators(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('administrators')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('administrators_email_lower_key')
    .on('administrators')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('admin_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('administrator_id', 'integer', (c) =>
      c.notNull().references('administrators.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_tokens_administrator_id_idx')
    .on('admin_tokens')
    .column('administrator_id')
    .execute();
  await db.schema
    .createIndex('admin_tokens_expires_at_idx')
    .on('admin_tokens')
    .column('expires_at')
    .execute();
}

async function createAnalytics(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('session_key', 'text')
    .addColumn('referrer', 'text')
    .addColumn('device_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('page_views_created_at_idx')
    .on('page_views')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('event_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('event_views_event_id_created_at_idx')
    .on('event_views')
    .columns(['event_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('event_views_created_at_idx')
    .on('event_views')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('platform_analytics_daily')
    .addColumn('date', 'date', (c) => c.primaryKey())
    .addColumn('total_churches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_churches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_rsvps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_attendees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_church_signups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average_event_attendance', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('top_sports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('geographic_distribution', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('monthly_growth_rate', 'numeric(8, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_engagement_daily')
    .addColumn('date', 'date', (c) => c.primaryKey())
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unique_visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('church_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rsvp_conversion_rate', 'numeric(6, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('average_session_duration', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('bounce_rate', 'numeric(6, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('top_referrers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_types', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

async function createOperations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The sender only ever looks for pending mail, oldest first.
  await db.schema
    .createIndex('mail_outbox_pending_idx')
    .on('mail_outbox')
    .column('created_at')
    .where(sql.ref('status'), '=', sql.lit('pending'))
    .execute();
}

// A trigger rather than application code, so no update path can forget to bump updated_at.
async function createUpdatedAtTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function huddle_set_updated_at() returns trigger
    language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$`.execute(db);
  for (const table of ['users', 'churches', 'events']) {
    await sql`
      create trigger ${sql.id(`${table}_set_updated_at`)}
      before update on ${sql.table(table)}
      for each row execute function huddle_set_updated_at()`.execute(db);
  }
}
