import { SUBSCRIPTION_STATUSES } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DayOfWeek, Db, SupportType } from './schema/index.js';
import {
  churchValues,
  eventValues,
  insertChurch,
  insertEvent,
  insertRsvp,
  insertUser,
  violation,
} from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

const UNIQUE = '23505';
const CHECK = '23514';
const NOT_NULL = '23502';
const FOREIGN_KEY = '23503';

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

describe('uniqueness', () => {
  it('refuses a second user with the same username, whatever its case', async () => {
    await insertUser(db, 'samuel');
    for (const username of ['samuel', 'Samuel', 'SAMUEL']) {
      expect(await violation(insertUser(db, username))).toEqual({
        code: UNIQUE,
        constraint: 'users_username_lower_key',
      });
    }
  });

  it('refuses a second church with the same phone', async () => {
    const first = await insertChurch(db);
    expect(await violation(insertChurch(db, { phone: first.phone }))).toEqual({
      code: UNIQUE,
      constraint: 'churches_phone_key',
    });
  });

  it('refuses a second church with the same email, whatever its case', async () => {
    const first = await insertChurch(db, { email: 'office@hope.example.org' });
    for (const email of [first.email, 'Office@HOPE.example.org']) {
      expect(await violation(insertChurch(db, { email }))).toEqual({
        code: UNIQUE,
        constraint: 'churches_email_lower_key',
      });
    }
  });

  it('refuses a second church with the same name and address, but not the same name alone', async () => {
    const first = await insertChurch(db);
    expect(await violation(insertChurch(db, { name: first.name, address: first.address }))).toEqual(
      { code: UNIQUE, constraint: 'churches_name_address_key' },
    );
    await expect(insertChurch(db, { name: first.name })).resolves.toMatchObject({
      name: first.name,
    });
  });

  it('links a user to at most one church', async () => {
    const user = await insertUser(db);
    const [a, b] = [await insertChurch(db), await insertChurch(db)];
    await db.insertInto('church_users').values({ church_id: a.id, user_id: user.id }).execute();
    expect(
      await violation(
        db.insertInto('church_users').values({ church_id: b.id, user_id: user.id }).execute(),
      ),
    ).toEqual({ code: UNIQUE, constraint: 'church_users_user_id_key' });
  });

  it('refuses a second administrator with the same email in another case', async () => {
    const admin = { password_hash: 'x', name: 'A' };
    await db
      .insertInto('administrators')
      .values({ ...admin, email: 'ops@huddle.test' })
      .execute();
    expect(
      await violation(
        db
          .insertInto('administrators')
          .values({ ...admin, email: 'OPS@huddle.test' })
          .execute(),
      ),
    ).toMatchObject({ code: UNIQUE });
  });

  it('records a Stripe event id only once', async () => {
    const event = { id: 'evt_123', type: 'invoice.paid', created: new Date() };
    await db.insertInto('stripe_events').values(event).execute();
    expect(await violation(db.insertInto('stripe_events').values(event).execute())).toMatchObject({
      code: UNIQUE,
    });
  });
});

describe('churches', () => {
  it('fills the documented defaults', async () => {
    const church = await insertChurch(db);
    expect(church).toMatchObject({
      capacity: 100,
      amenities: [],
      subscription_status: 'unpaid',
      subscription_plan: 'church_partner',
      billing_period: 'monthly',
      monthly_fee: '9.99',
      website: null,
      stripe_customer_id: null,
    });
    expect(church.created_at).toBeInstanceOf(Date);
  });

  it.each([
    ['zip code of four digits', { zip_code: '1234' }, 'churches_zip_code_check'],
    ['zip code with letters', { zip_code: '1234a' }, 'churches_zip_code_check'],
    ['zip+4', { zip_code: '12345-6789' }, 'churches_zip_code_check'],
    ['lower-case state', { state: 'tx' }, 'churches_state_check'],
    ['three-letter state', { state: 'TXS' }, 'churches_state_check'],
    ['capacity 0', { capacity: 0 }, 'churches_capacity_check'],
    ['capacity above 100000', { capacity: 100_001 }, 'churches_capacity_check'],
    [
      'unknown subscription status',
      { subscription_status: 'paid' as 'active' },
      'churches_subscription_status_check',
    ],
    [
      'unknown plan',
      { subscription_plan: 'gold' as 'church_partner' },
      'churches_subscription_plan_check',
    ],
    [
      'unknown billing period',
      { billing_period: 'weekly' as 'monthly' },
      'churches_billing_period_check',
    ],
    ['negative fee', { monthly_fee: '-1.00' }, 'churches_monthly_fee_check'],
  ])('refuses a %s', async (_label, overrides, constraint) => {
    expect(await violation(insertChurch(db, overrides))).toEqual({ code: CHECK, constraint });
  });

  it('accepts every subscription status Stripe can report', async () => {
    for (const subscription_status of SUBSCRIPTION_STATUSES) {
      await expect(insertChurch(db, { subscription_status })).resolves.toMatchObject({
        subscription_status,
      });
    }
  });

  it('requires the fields the spec marks as required', async () => {
    const { description: _omitted, ...withoutDescription } = churchValues();
    expect(
      await violation(
        db
          .insertInto('churches')
          .values(withoutDescription as never)
          .execute(),
      ),
    ).toMatchObject({ code: NOT_NULL });
  });

  it('refuses a church user with an unknown role', async () => {
    const [church, user] = [await insertChurch(db), await insertUser(db)];
    expect(
      await violation(
        db
          .insertInto('church_users')
          .values({ church_id: church.id, user_id: user.id, role: 'pastor' as 'owner' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'church_users_role_check' });
  });
});

describe('events', () => {
  let churchId: number;
  beforeAll(async () => {
    churchId = (await insertChurch(db)).id;
  });

  it('fills the documented defaults', async () => {
    const event = await insertEvent(db, churchId);
    expect(event).toMatchObject({
      timezone: 'America/New_York',
      max_attendees: 50,
      current_attendees: 0,
      food_provided: false,
      age_group: 'all',
      is_active: true,
      is_recurring: false,
      recurrence_pattern: 'none',
      recurrence_days_of_week: [],
      recurrence_end_date: null,
      recurrence_exceptions: [],
      game_details: '',
    });
  });

  it.each([
    ['max_attendees 0', { max_attendees: 0 }, 'events_max_attendees_check'],
    ['max_attendees above 100000', { max_attendees: 100_001 }, 'events_max_attendees_check'],
    [
      'current_attendees above max_attendees',
      { max_attendees: 10, current_attendees: 11 },
      'events_current_attendees_within_max',
    ],
    ['negative current_attendees', { current_attendees: -1 }, 'events_current_attendees_check'],
    ['unknown age group', { age_group: 'seniors' as 'all' }, 'events_age_group_check'],
    [
      'unknown recurrence pattern',
      { recurrence_pattern: 'yearly' as 'none' },
      'events_recurrence_pattern_check',
    ],
    [
      'misspelt day of week',
      { recurrence_days_of_week: ['monday', 'Tuesday'] as DayOfWeek[] },
      'events_recurrence_days_of_week_check',
    ],
    [
      'a cancelled date that is null',
      { recurrence_exceptions: [null as unknown as string] },
      'events_recurrence_exceptions_check',
    ],
  ])('refuses %s', async (_label, overrides, constraint) => {
    expect(await violation(insertEvent(db, churchId, overrides))).toEqual({
      code: CHECK,
      constraint,
    });
  });

  it('accepts an event exactly at capacity and refuses one more seat', async () => {
    const event = await insertEvent(db, churchId, { max_attendees: 3, current_attendees: 3 });
    expect(
      await violation(
        db
          .updateTable('events')
          .set((eb) => ({ current_attendees: eb('current_attendees', '+', 1) }))
          .where('id', '=', event.id)
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'events_current_attendees_within_max' });
  });

  it('refuses an event for a church that does not exist', async () => {
    expect(await violation(insertEvent(db, 987_654))).toMatchObject({ code: FOREIGN_KEY });
  });

  it('refuses an event without a date', async () => {
    const { datetime: _omitted, ...values } = eventValues(churchId);
    expect(
      await violation(
        db
          .insertInto('events')
          .values(values as never)
          .execute(),
      ),
    ).toMatchObject({ code: NOT_NULL });
  });

  it('keeps updated_at current without the caller setting it', async () => {
    const event = await insertEvent(db, churchId, { updated_at: '2020-01-01T00:00:00Z' });
    const updated = await db
      .updateTable('events')
      .set({ title: 'Renamed' })
      .where('id', '=', event.id)
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    expect(updated.updated_at.getFullYear()).toBeGreaterThan(2020);
  });
});

describe('rsvps', () => {
  it('refuses zero guests and defaults to one', async () => {
    const event = await insertEvent(db, (await insertChurch(db)).id);
    expect((await insertRsvp(db, event.id)).number_of_guests).toBe(1);
    expect(await violation(insertRsvp(db, event.id, { number_of_guests: 0 }))).toEqual({
      code: CHECK,
      constraint: 'rsvps_number_of_guests_check',
    });
  });
});

describe('support posts', () => {
  let churchId: number;
  beforeAll(async () => {
    churchId = (await insertChurch(db)).id;
  });
  const post = () => ({
    church_id: churchId,
    title: 'Chairs',
    description: 'Folding chairs',
    contact_email: 'a@example.org',
  });

  it('accepts any non-empty combination of the four support types', async () => {
    const offer = await db
      .insertInto('support_offers')
      .values({ ...post(), support_type: ['equipment', 'funding'], availability: 'weekends' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(offer).toMatchObject({ support_type: ['equipment', 'funding'], is_active: true });
  });

  it.each([
    ['an empty support type list', []],
    ['an unknown support type', ['equipment', 'prayer'] as SupportType[]],
  ])('refuses %s', async (_label, support_type: SupportType[]) => {
    const values = { ...post(), support_type };
    expect(
      await violation(
        db
          .insertInto('support_offers')
          .values({ ...values, availability: 'anytime' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'support_offers_support_type_check' });
    expect(
      await violation(
        db
          .insertInto('support_requests')
          .values({ ...values, urgency: 'low' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'support_requests_support_type_check' });
  });

  it('refuses an unknown urgency or availability', async () => {
    const values = { ...post(), support_type: ['food' as const] };
    expect(
      await violation(
        db
          .insertInto('support_requests')
          .values({ ...values, urgency: 'urgent' as 'high' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'support_requests_urgency_check' });
    expect(
      await violation(
        db
          .insertInto('support_offers')
          .values({ ...values, availability: 'evenings' as 'anytime' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'support_offers_availability_check' });
  });
});

describe('mail outbox', () => {
  it('starts pending and refuses an unknown status', async () => {
    const mail = { to_address: 'a@example.org', subject: 'Hi', text_body: 'Hello' };
    const row = await db
      .insertInto('mail_outbox')
      .values(mail)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(
      await violation(
        db
          .insertInto('mail_outbox')
          .values({ ...mail, status: 'queued' as 'pending' })
          .execute(),
      ),
    ).toEqual({ code: CHECK, constraint: 'mail_outbox_status_check' });
  });
});
