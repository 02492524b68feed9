import type { Db } from '@huddle/db';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues a mail in `mail_outbox`. Pass the transaction of the change the mail is about, so the
 * mail exists exactly when the change does; a job sends pending mail later (ARCHITECTURE: mail is
 * never sent inside a request).
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<{ id: number }> {
  return db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
