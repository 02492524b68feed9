import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import type { Db } from './schema/index.js';
import { insertChurch, insertEvent, insertRsvp, violation } from './testing/fixtures.js';
import { useTestDb } from './testing/use-test-db.js';

/* Migration 0019: message opt-outs, the stop link's hash, and finished mail without secrets. */

let db: Db;
useTestDb((handle) => {
  db = handle.db;
});

describe('migration 0019', () => {
  it('strips the bodies of mail already sent or failed, and leaves mail still to be sent whole', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0016_finished_mail_index');
    expect(down.error).toBeUndefined();
    const body = {
      to_address: 'ann@example.org',
      subject: 'You are going',
      text_body: 'Change or cancel: https://huddle.example/manage-rsvp/secret',
      html_body: '<a href="https://huddle.example/manage-rsvp/secret">Change</a>',
      attachments: JSON.stringify([
        { filename: 'e.ics', contentType: 'text/calendar', content: 'x' },
      ]),
    };
    const ids: Record<string, number> = {};
    for (const status of ['pending', 'sending', 'sent', 'logged', 'failed'] as const) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ ...body, status })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[status] = row.id;
    }

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'status', 'text_body', 'html_body', 'attachments', 'body_removed_at'])
      .where('id', 'in', Object.values(ids))
      .execute();
    for (const row of rows) {
      if (row.status === 'sent' || row.status === 'failed') {
        expect(row).toMatchObject({
          text_body: '',
          html_body: null,
          attachments: [],
          body_removed_at: expect.any(Date),
        });
      } else {
        // Still to be sent, or (logged) kept for the development page.
        expect(row).toMatchObject({ text_body: body.text_body, body_removed_at: null });
      }
    }
  });
});

describe('message_opt_outs', () => {
  it('holds one lower-cased address per church, and goes with the church', async () => {
    const church = await insertChurch(db);
    const optOut = (email: string) =>
      db.insertInto('message_opt_outs').values({ church_id: church.id, email }).execute();
    await optOut('ann@example.org');
    expect(await violation(optOut('ann@example.org'))).toEqual({
      code: '23505',
      constraint: 'message_opt_outs_pkey',
    });
    expect(await violation(optOut('Ben@example.org'))).toEqual({
      code: '23514',
      constraint: 'message_opt_outs_email_check',
    });
    await db.deleteFrom('churches').where('id', '=', church.id).execute();
    const left = await db
      .selectFrom('message_opt_outs')
      .select('email')
      .where('church_id', '=', church.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('finds a message by its stop-link hash, which is unique', async () => {
    const church = await insertChurch(db);
    const event = await insertEvent(db, church.id);
    const rsvp = await insertRsvp(db, event.id);
    const message = {
      church_id: church.id,
      rsvp_id: rsvp.id,
      subject: 'Hi',
      message_body: 'Hello',
      sent_to: rsvp.attendee_email,
      stop_token_hash: 'a'.repeat(64),
    };
    await db.insertInto('messages').values(message).execute();
    expect(await violation(db.insertInto('messages').values(message).execute())).toEqual({
      code: '23505',
      constraint: 'messages_stop_token_hash_key',
    });
  });
});
