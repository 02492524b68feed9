import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { columnOf } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser } from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';

/*
 * docs/security.md: the manage link's token is never stored, only its hash. The outbox keeps
 * finished mail for weeks, so a sent mail must not keep the link either. End to end: an RSVP
 * through the API, its mails delivered by the job over real SMTP, then the database read.
 */

const server = useMailTestServer();

/** Every table of the schema whose rows contain `text` anywhere, with the count of such rows. */
async function tablesContaining(text: string) {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(server.db);
  const found: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table_name)} as t
      where t::text like ${`%${text}%`}`.execute(server.db);
    const count = result.rows[0]?.count ?? 0;
    if (count > 0) found[table_name] = count;
  }
  return found;
}

describe('a sent mail in the outbox', () => {
  it('keeps no manage token: the delivered link still works, and the database holds only its hash', async () => {
    const church = await signedInChurchUser(server.app, server.db, {
      email: `office${process.pid}@stored.example.org`,
    });
    const eventId = await insertEvent(server.db, church.churchId);
    const { rsvpId, email } = await rsvpThroughApi(server.app, server.db, eventId, {
      specialRequests: 'A ramp, please',
    });

    const confirmation = await waitFor('the confirmation at the SMTP server', () =>
      server.smtp.to(email).find((m) => m.mail.text?.includes('/manage-rsvp/')),
    );
    const token = /\/manage-rsvp\/([\w-]+)/.exec(confirmation.mail.text ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(confirmation.mail.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/\.ics$/),
    ]);

    const rows = await waitFor('both mails of the RSVP to be recorded as sent', async () => {
      const found = await server.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', 'in', [email, `office${process.pid}@stored.example.org`])
        .orderBy('id')
        .execute();
      return found.length === 2 && found.every((row) => row.status === 'sent') ? found : undefined;
    });
    for (const row of rows) {
      expect(row).toMatchObject({
        text_body: '',
        html_body: null,
        attachments: [],
        list_unsubscribe: null,
        body_removed_at: expect.any(Date),
        sent_at: expect.any(Date),
      });
      // What an operator needs to follow a mail up is kept.
      expect(row.subject).not.toBe('');
      expect(row.kind).toMatch(/^rsvp\./);
    }
    expect(await tablesContaining(token)).toEqual({});
    // The church's notice carried the attendee's contact details and request: gone with it.
    expect(await tablesContaining('A ramp, please')).toEqual({ rsvps: 1 });
    expect(await columnOf(server.db, 'rsvps', rsvpId, 'manage_token_hash')).toBe(
      createHash('sha256').update(token).digest('hex'),
    );

    // The attendee's link, from the mail they got, still opens their RSVP.
    const opened = await server.app.inject({
      method: 'POST',
      url: '/api/rsvps/manage',
      payload: { token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().rsvp).toMatchObject({
      attendeeEmail: email,
      specialRequests: 'A ramp, please',
    });
  });
});
