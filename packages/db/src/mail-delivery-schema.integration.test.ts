import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './schema/index.js';
import { insertChurch, insertEvent, insertRsvp, violation } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* Migration 0005: the outbox's delivery states and the RSVP's manage-link hash. */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

const mail = { to_address: 'a@example.org', subject: 'Hi', text_body: 'Hello' };

describe('mail_outbox', () => {
  it('takes every delivery state, a JSON list of attachments and a fresh Message-ID key per mail', async () => {
    for (const status of ['pending', 'sending', 'sent', 'logged', 'failed'] as const) {
      await db
        .insertInto('mail_outbox')
        .values({ ...mail, status })
        .execute();
    }
    const [first, second] = await db
      .insertInto('mail_outbox')
      .values([mail, mail])
      .returning(['message_key', 'attachments', 'updated_at'])
      .execute();
    expect(first?.message_key).not.toBe(second?.message_key);
    expect(first?.attachments).toEqual([]);
    expect(
      await violation(
        db
          .insertInto('mail_outbox')
          .values({ ...mail, attachments: '{"filename":"x"}' })
          .execute(),
      ),
    ).toEqual({ code: '23514', constraint: 'mail_outbox_attachments_check' });
  });

  it('bumps updated_at on every change, which tells the sweeper a mail is alive', async () => {
    const row = await db
      .insertInto('mail_outbox')
      .values({ ...mail, updated_at: '2020-01-01T00:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sending' })
      .where('id', '=', row.id)
      .execute();
    const { updated_at } = await db
      .selectFrom('mail_outbox')
      .select('updated_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(updated_at.getTime()).toBeGreaterThan(Date.parse('2021-01-01'));
  });
});

describe('rsvps.manage_token_hash', () => {
  it('is unique when set and may be missing on many RSVPs', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id);
    await insertRsvp(db, event.id);
    await insertRsvp(db, event.id);
    const hash = 'a'.repeat(64);
    await insertRsvp(db, event.id, { manage_token_hash: hash });
    expect(await violation(insertRsvp(db, event.id, { manage_token_hash: hash }))).toEqual({
      code: '23505',
      constraint: 'rsvps_manage_token_hash_key',
    });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from rsvps where manage_token_hash is null`.execute(db);
    expect(rows[0]?.n).toBe(2);
  });
});
