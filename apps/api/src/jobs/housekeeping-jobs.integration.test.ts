import type { MailStatus } from '@huddle/db';
import { churchValues, createTestDb } from '@huddle/db/testing';
import { describe, expect, it } from 'vitest';
import { queueMail } from '../modules/mail/outbox.js';
import { memoryLog, startTestJobs, testJobsConfig } from '../testing/jobs.js';
import { useTestDb } from '../testing/test-db.js';
import { waitFor } from '../testing/wait.js';
import { FINISHED_MAIL_RETENTION_DAYS, runHousekeeping } from './housekeeping-jobs.js';

const database = useTestDb();

const DAY_MS = 86_400_000;
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS);

async function mailIn(status: MailStatus): Promise<number> {
  const { id } = await queueMail(database.db, {
    to: `${status}@example.com`,
    subject: `A ${status} mail`,
    text: 'Your RSVP is confirmed.',
  });
  // The status's trigger stamps updated_at with now: the mail finished (or stopped) just now.
  await database.db.updateTable('mail_outbox').set({ status }).where('id', '=', id).execute();
  return id;
}

const platformCounts = () =>
  database.db
    .selectFrom('platform_counts')
    .select(['churches', 'events', 'rsvps', 'attendees'])
    .execute();

describe('housekeeping', () => {
  it(`deletes sent, logged and failed mail ${FINISHED_MAIL_RETENTION_DAYS} days after it finished, and never mail still to be sent`, async () => {
    const finished = [await mailIn('sent'), await mailIn('logged'), await mailIn('failed')];
    const unfinished = [await mailIn('pending'), await mailIn('sending')];
    const remaining = async () =>
      (await database.db.selectFrom('mail_outbox').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );

    expect(
      await runHousekeeping(database.db, daysAhead(FINISHED_MAIL_RETENTION_DAYS - 1)),
    ).toMatchObject({ mailDeleted: 0 });
    expect(await remaining()).toEqual([...finished, ...unfinished]);

    expect(
      await runHousekeeping(database.db, daysAhead(FINISHED_MAIL_RETENTION_DAYS + 1)),
    ).toMatchObject({ mailDeleted: 3 });
    expect(await remaining()).toEqual(unfinished);
  });

  it('deletes the waitlists of dates gone by, and keeps those still to come', async () => {
    const { id: churchId } = await database.db
      .insertInto('churches')
      .values(churchValues({ name: 'Waitlist Church' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const eventOn = async (days: number) => {
      const { id } = await database.db
        .insertInto('events')
        .values({
          church_id: churchId,
          title: 'Full House',
          description: 'd',
          sport: 'NFL',
          game_details: 'g',
          datetime: daysAhead(days),
          timezone: 'America/Chicago',
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const date = daysAhead(days).toISOString().slice(0, 10);
      await database.db
        .insertInto('waitlist_entries')
        .values({
          event_id: id,
          occurrence_date: date,
          attendee_name: 'Waiting',
          attendee_email: `waiting.${days}@example.com`,
          number_of_guests: 2,
          manage_token_hash: `hash-${days}`,
        })
        .execute();
      return id;
    };
    await eventOn(-5);
    const coming = await eventOn(3);
    const result = await runHousekeeping(database.db, new Date());
    expect(result.waitlistDeleted).toBe(1);
    const left = await database.db.selectFrom('waitlist_entries').select('event_id').execute();
    expect(left).toEqual([{ event_id: coming }]);
  });

  it('folds the platform totals into one row with the same sums', async () => {
    for (const name of ['First Church', 'Second Church', 'Third Church']) {
      await database.db.insertInto('churches').values(churchValues({ name })).execute();
    }
    const before = await platformCounts();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const sum = (key: keyof (typeof before)[number]) =>
      before.reduce((total, row) => total + Number(row[key]), 0);

    await runHousekeeping(database.db, new Date());
    const after = await platformCounts();
    expect(after.map((row) => Object.values(row).map(Number))).toEqual([
      [sum('churches'), sum('events'), sum('rsvps'), sum('attendees')],
    ]);
  });

  it('runs on the job queue when the jobs start', async () => {
    const fresh = await createTestDb();
    await fresh.db
      .insertInto('churches')
      .values(churchValues({ name: 'One' }))
      .execute();
    await fresh.db
      .insertInto('churches')
      .values(churchValues({ name: 'Two' }))
      .execute();
    const jobs = await startTestJobs(fresh, testJobsConfig({}, { schedules: true }), {
      log: memoryLog(),
    });
    try {
      const rows = await waitFor('the housekeeping job', async () => {
        const found = await fresh.db.selectFrom('platform_counts').select('churches').execute();
        return found.length === 1 ? found : undefined;
      });
      expect(Number(rows[0]?.churches)).toBe(2);
    } finally {
      await jobs.stop();
      await fresh.close();
    }
  });
});

describe('housekeeping in demo billing', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2031-06-15T12:00:00Z');

  async function church(values: {
    cancel_at?: Date | null;
    subscription_end_date: Date;
    billing_period?: 'monthly' | 'yearly';
    stripe_subscription_id?: string | null;
  }) {
    const { id } = await database.db
      .insertInto('churches')
      .values(churchValues({ subscription_status: 'active', ...values }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const stateOf = (id: number) =>
    database.db
      .selectFrom('churches')
      .select(['subscription_status', 'subscription_end_date', 'cancel_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const receiptsOf = (id: number) =>
    database.db
      .selectFrom('billing_receipts')
      .select(['amount', 'period_start', 'period_end'])
      .where('church_id', '=', id)
      .orderBy('period_start')
      .execute();

  it('ends a cancelled subscription at its moment and renews the others once, with receipts', async () => {
    const cancelled = await church({
      cancel_at: at('2031-06-10T00:00:00Z'),
      subscription_end_date: at('2031-06-10T00:00:00Z'),
    });
    const monthly = await church({ subscription_end_date: at('2031-05-01T09:00:00Z') });
    const yearly = await church({
      billing_period: 'yearly',
      subscription_end_date: at('2031-06-14T00:00:00Z'),
    });
    const paidAhead = await church({ subscription_end_date: at('2031-07-01T00:00:00Z') });
    const atStripe = await church({
      stripe_subscription_id: 'sub_real',
      subscription_end_date: at('2031-05-01T00:00:00Z'),
    });

    // Outside demo billing, Stripe's webhooks decide: nothing moves.
    await runHousekeeping(database.db, now);
    expect(await stateOf(monthly)).toMatchObject({
      subscription_end_date: at('2031-05-01T09:00:00Z'),
    });

    const result = await runHousekeeping(database.db, now, { demoBilling: true });
    expect(result).toMatchObject({ demoEnded: 1, demoRenewed: 2 });
    expect(await stateOf(cancelled)).toEqual({
      subscription_status: 'canceled',
      subscription_end_date: at('2031-06-10T00:00:00Z'),
      cancel_at: null,
    });
    // Two months were due (May and June), each with its receipt.
    expect(await stateOf(monthly)).toMatchObject({
      subscription_status: 'active',
      subscription_end_date: at('2031-07-01T09:00:00Z'),
    });
    expect(await receiptsOf(monthly)).toEqual([
      {
        amount: '9.99',
        period_start: at('2031-05-01T09:00:00Z'),
        period_end: at('2031-06-01T09:00:00Z'),
      },
      {
        amount: '9.99',
        period_start: at('2031-06-01T09:00:00Z'),
        period_end: at('2031-07-01T09:00:00Z'),
      },
    ]);
    expect(await stateOf(yearly)).toMatchObject({
      subscription_end_date: at('2032-06-14T00:00:00Z'),
    });
    expect(await receiptsOf(yearly)).toEqual([
      {
        amount: '100.00',
        period_start: at('2031-06-14T00:00:00Z'),
        period_end: at('2032-06-14T00:00:00Z'),
      },
    ]);
    for (const untouched of [paidAhead, atStripe]) expect(await receiptsOf(untouched)).toEqual([]);
    expect((await stateOf(atStripe)).subscription_end_date).toEqual(at('2031-05-01T00:00:00Z'));

    // The next run finds nothing due: no second charge.
    expect(await runHousekeeping(database.db, now, { demoBilling: true })).toMatchObject({
      demoEnded: 0,
      demoRenewed: 0,
    });
    expect(await receiptsOf(monthly)).toHaveLength(2);
  });
});
