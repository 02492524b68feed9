import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Db, NewChurch, SubscriptionStatus } from './schema/index.js';
import { churchValues } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* Migration 0026: a church is a partner from the first time it paid (docs/adr/0079). */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

const START = new Date('2026-03-01T12:00:00Z');

async function church(status: SubscriptionStatus, values: Partial<NewChurch> = {}) {
  const row = await db
    .insertInto('churches')
    .values(churchValues({ subscription_status: status, ...values }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function partnerSince(id: number): Promise<Date | null> {
  const row = await db
    .selectFrom('churches')
    .select('partner_since')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.partner_since;
}

async function setStatus(id: number, status: SubscriptionStatus) {
  await db
    .updateTable('churches')
    .set({ subscription_status: status })
    .where('id', '=', id)
    .execute();
}

describe('migration 0026', () => {
  it('makes partners of the churches that paid, from their start, and of no other', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0025_reminders')).error).toBeUndefined();
    const started = { subscription_start_date: START };
    // Written before the column existed: only the columns of 0025.
    const ids = {
      active: await church('active', started),
      pastDue: await church('past_due', started),
      canceled: await church('canceled', started),
      lapsedUnpaid: await church('unpaid', started),
      neverPaid: await church('unpaid'),
      incomplete: await church('incomplete', started),
      trialing: await church('trialing', started),
    };
    await migrateToLatest(db);

    for (const paid of [ids.active, ids.pastDue, ids.canceled, ids.lapsedUnpaid]) {
      expect(await partnerSince(paid)).toEqual(START);
    }
    for (const never of [ids.neverPaid, ids.incomplete, ids.trialing]) {
      expect(await partnerSince(never)).toBeNull();
    }
  });

  it('records the first time a church turns active, and keeps it when it lapses', async () => {
    const id = await church('incomplete');
    await setStatus(id, 'trialing');
    await setStatus(id, 'canceled');
    expect(await partnerSince(id)).toBeNull();

    await setStatus(id, 'active');
    const first = await partnerSince(id);
    expect(first).toBeInstanceOf(Date);
    await setStatus(id, 'past_due');
    await setStatus(id, 'canceled');
    await setStatus(id, 'active');
    expect(await partnerSince(id)).toEqual(first);
  });

  it('reads a church inserted with its history as the migration reads one', async () => {
    expect(await partnerSince(await church('canceled'))).toBeInstanceOf(Date);
    expect(await partnerSince(await church('unpaid', { subscription_start_date: START }))).toEqual(
      START,
    );
    expect(await partnerSince(await church('incomplete', { subscription_start_date: START }))).toBe(
      null,
    );
  });
});
