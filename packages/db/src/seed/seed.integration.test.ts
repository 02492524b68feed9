import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  AMENITY_PRESETS,
  CHURCH_EVENT_TYPES,
  DENOMINATIONS,
  EVENT_SPORT_VALUES,
  SPORTS,
} from '@huddle/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root.js';
import type { Db } from '../schema/index.js';
import { createSeededTestDb, createTestDb } from '../testing/index.js';
import { useTestDb } from '../testing/use-test-db.js';
import { DEMO_CREDENTIALS } from './credentials.js';
import { seedDemo } from './index.js';

const NOW = new Date('2026-06-15T16:00:00Z');

const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
];

let db: Db;
useTestDb({ open: () => createSeededTestDb({ now: NOW }) }, (handle) => {
  db = handle.db;
});

describe('demo churches', () => {
  it('are at least 12, in at least 6 states, with valid and distinct contact details', async () => {
    const churches = await db.selectFrom('churches').selectAll().execute();
    expect(churches.length).toBeGreaterThanOrEqual(12);
    expect(new Set(churches.map((c) => c.state)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(churches.map((c) => c.phone)).size).toBe(churches.length);
    expect(new Set(churches.map((c) => c.email)).size).toBe(churches.length);
    for (const c of churches) {
      expect(c.zip_code).toMatch(/^\d{5}$/);
      // One of the church form's choices, so the church can be edited as it is stored.
      expect(DENOMINATIONS).toContain(c.denomination);
      expect(c.amenities.length).toBeGreaterThan(0);
      // The edit form's presets, spelt alike, so each shows ticked there.
      for (const amenity of c.amenities) expect(AMENITY_PRESETS).toContain(amenity);
      expect(c.capacity).toBeGreaterThanOrEqual(1);
      expect(c.stripe_customer_id).toBeNull();
      expect(c.created_at.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('show every kind of subscription state the admin pages distinguish', async () => {
    const rows = await db
      .selectFrom('churches')
      .select(['subscription_status', 'subscription_start_date', 'subscription_end_date'])
      .execute();
    const statuses = rows.map((r) => r.subscription_status);
    expect(statuses.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(4);
    for (const status of ['past_due', 'canceled', 'unpaid'] as const) {
      expect(statuses).toContain(status);
    }
    for (const r of rows) {
      if (r.subscription_status === 'unpaid') expect(r.subscription_start_date).toBeNull();
      else expect(r.subscription_start_date).toBeInstanceOf(Date);
      if (r.subscription_status === 'canceled')
        expect(r.subscription_end_date).toBeInstanceOf(Date);
    }
  });

  it('host nothing before they pay, and posted nothing after they stopped (docs/adr/0079)', async () => {
    const churches = await db
      .selectFrom('churches')
      .select(['id', 'partner_since', 'subscription_status', 'subscription_end_date'])
      .execute();
    const events = await db.selectFrom('events').select(['church_id', 'created_at']).execute();
    const posts = await db.selectFrom('support_offers').select('church_id').execute();
    const requests = await db.selectFrom('support_requests').select('church_id').execute();
    expect(churches.filter((c) => c.partner_since === null).length).toBeGreaterThanOrEqual(1);
    for (const c of churches) {
      const hosted = events.filter((e) => e.church_id === c.id);
      if (c.partner_since === null) {
        expect(c.subscription_status).toBe('unpaid');
        expect(hosted).toEqual([]);
        expect([...posts, ...requests].filter((p) => p.church_id === c.id)).toEqual([]);
        continue;
      }
      for (const e of hosted) {
        expect(e.created_at.getTime()).toBeGreaterThanOrEqual(c.partner_since.getTime());
        if (c.subscription_status === 'canceled' && c.subscription_end_date) {
          expect(e.created_at.getTime()).toBeLessThan(c.subscription_end_date.getTime());
        }
      }
    }
  });
});

describe('the demo church user', () => {
  it('owns an active church with a monthly 9.99 subscription and no Stripe ids', async () => {
    const row = await db
      .selectFrom('users')
      .innerJoin('church_users', 'church_users.user_id', 'users.id')
      .innerJoin('churches', 'churches.id', 'church_users.church_id')
      .select([
        'users.password_hash',
        'church_users.role',
        'church_users.is_active',
        'churches.subscription_status',
        'churches.billing_period',
        'churches.monthly_fee',
        'churches.subscription_start_date',
        'churches.stripe_customer_id',
        'churches.stripe_subscription_id',
      ])
      .where('users.username', '=', DEMO_CREDENTIALS.churchUser.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'owner',
      is_active: true,
      subscription_status: 'active',
      billing_period: 'monthly',
      monthly_fee: '9.99',
      stripe_customer_id: null,
      stripe_subscription_id: null,
    });
    expect(row.subscription_start_date?.getTime()).toBeLessThan(NOW.getTime());
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('has an administrator beside it', async () => {
    const admin = await db
      .selectFrom('administrators')
      .selectAll()
      .where('email', '=', DEMO_CREDENTIALS.admin.email)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ name: 'Platform Admin', role: 'admin', is_active: true });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('demo events', () => {
  it('are at least 40, past and future, across sports and church events', async () => {
    const events = await db.selectFrom('events').selectAll().execute();
    expect(events.length).toBeGreaterThanOrEqual(40);
    const past = events.filter((e) => e.datetime < NOW);
    expect(past.length).toBeGreaterThanOrEqual(10);
    expect(events.length - past.length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(events.map((e) => e.sport));
    for (const kind of kinds) expect(EVENT_SPORT_VALUES).toContain(kind);
    expect(SPORTS.filter((s) => kinds.has(s)).length).toBeGreaterThanOrEqual(12);
    expect(CHURCH_EVENT_TYPES.filter((s) => kinds.has(s)).length).toBeGreaterThanOrEqual(6);
    const zones = new Set(events.map((e) => e.timezone));
    for (const zone of zones) expect(TIMEZONES).toContain(zone);
    expect(zones.size).toBe(TIMEZONES.length);
  });

  it('include weekly series with days of the week and an end date', async () => {
    const recurring = await db
      .selectFrom('events')
      .selectAll()
      .where('is_recurring', '=', true)
      .execute();
    expect(recurring.length).toBeGreaterThanOrEqual(3);
    for (const e of recurring) {
      expect(e.recurrence_pattern).toBe('weekly');
      expect(e.recurrence_days_of_week.length).toBeGreaterThan(0);
      expect(e.recurrence_end_date?.getTime()).toBeGreaterThan(e.datetime.getTime());
      // The first occurrence falls on one of the series' days, in the event's own time zone.
      const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: e.timezone })
        .format(e.datetime)
        .toLowerCase();
      expect(e.recurrence_days_of_week).toContain(weekday);
    }
  });

  it('have attendance equal to the guests of their RSVPs, within capacity', async () => {
    const rows = await db
      .selectFrom('events')
      .leftJoin('rsvps', 'rsvps.event_id', 'events.id')
      .select((eb) => [
        'events.id',
        'events.current_attendees',
        'events.max_attendees',
        'events.datetime',
        'events.is_active',
        eb.fn.coalesce(eb.fn.sum<number>('rsvps.number_of_guests'), sql.lit(0)).as('guests'),
      ])
      .groupBy('events.id')
      .execute();
    for (const e of rows) {
      expect(Number(e.guests), `event ${e.id}`).toBe(e.current_attendees);
      expect(e.current_attendees).toBeLessThanOrEqual(e.max_attendees);
    }
    const upcoming = rows.filter((e) => e.datetime > NOW && e.is_active);
    const spotsLeft = upcoming.map((e) => e.max_attendees - e.current_attendees);
    expect(spotsLeft.filter((n) => n === 0)).toHaveLength(1);
    expect(spotsLeft.filter((n) => n >= 1 && n <= 5).length).toBeGreaterThanOrEqual(3);
  });

  it('point at images that the web app serves; events show their sport instead of a photo', async () => {
    const webPublic = join(findRepoRoot(process.cwd()), 'apps', 'web', 'public');
    const events = await db.selectFrom('events').select('image_url').execute();
    // An event's image is a web address its owner may edit; without one the web app shows the
    // sport's illustration, so a demo event can be edited and saved as it is.
    expect(new Set(events.map((r) => r.image_url))).toEqual(new Set([null]));
    const churches = await db.selectFrom('churches').select('image_url').execute();
    const urls = new Set(churches.map((r) => r.image_url));
    expect(urls.size).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/churches\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(webPublic, url ?? '')), String(url)).toBe(true);
    }
  });
});

describe('demo RSVPs and what hangs off them', () => {
  it('each have a notification to the hosting church', async () => {
    const rsvps = await db.selectFrom('rsvps').select('id').execute();
    const mismatched = await db
      .selectFrom('notifications')
      .innerJoin('rsvps', 'rsvps.id', 'notifications.rsvp_id')
      .innerJoin('events', 'events.id', 'rsvps.event_id')
      .select('notifications.id')
      .where((eb) =>
        eb.or([
          eb('notifications.church_id', '!=', eb.ref('events.church_id')),
          eb('notifications.event_id', '!=', eb.ref('events.id')),
        ]),
      )
      .execute();
    const notifications = await db.selectFrom('notifications').select('rsvp_id').execute();
    expect(rsvps.length).toBeGreaterThan(100);
    expect(notifications.length).toBe(rsvps.length);
    expect(new Set(notifications.map((n) => n.rsvp_id)).size).toBe(rsvps.length);
    expect(mismatched).toEqual([]);
  });

  it('include support offers and requests from several churches', async () => {
    const offers = await db
      .selectFrom('support_offers')
      .select(['church_id', 'support_type'])
      .execute();
    const requests = await db
      .selectFrom('support_requests')
      .select(['church_id', 'urgency'])
      .execute();
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(new Set(requests.map((r) => r.urgency))).toEqual(new Set(['high', 'medium', 'low']));
    expect(new Set([...offers, ...requests].map((p) => p.church_id)).size).toBeGreaterThanOrEqual(
      8,
    );
  });
});

describe('seedDemo', () => {
  it('leaves a database that already has churches alone', async () => {
    const before = await db.selectFrom('events').select('id').execute();
    expect(await seedDemo(db, { now: NOW })).toEqual({ seeded: false });
    expect(await db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
  });

  it('seeds once when two callers race, and the same data for the same `now`', {
    timeout: 60_000,
  }, async () => {
    const other = await createTestDb();
    try {
      const results = await Promise.all([
        seedDemo(other.db, { now: NOW }),
        seedDemo(other.db, { now: NOW }),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const snapshot = (d: Db) =>
        d
          .selectFrom('rsvps')
          .select(['event_id', 'attendee_name', 'attendee_email', 'number_of_guests', 'created_at'])
          .orderBy('id')
          .execute();
      expect(await snapshot(other.db)).toEqual(await snapshot(db));
    } finally {
      await other.close();
    }
  });
});
