import type { Db, MailAttachment } from '@huddle/db';
import { headerText, isPlainAddress } from './addresses.js';

export type { MailAttachment };

export type OutgoingMail = {
  /** One bare address (`ann@example.com`). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about ('rsvp.attendee', 'contact'…), for whoever reads the outbox. */
  kind?: string;
  /** One bare address that replies should go to. */
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** A recipient or Reply-To that is not one plain address: a programming error, not user input. */
export class InvalidMailAddress extends Error {}

/**
 * Queues a mail in `mail_outbox`. Pass the transaction of the change the mail is about, so the
 * mail exists exactly when the change does; a job sends it shortly after the commit
 * (jobs/mail-jobs.ts), never inside the request.
 *
 * The subject is made one header line here; addresses must already be single plain addresses
 * (validated input), so a typed "a@x.com, b@y.com" can never become two recipients.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<{ id: number }> {
  for (const [field, address] of [
    ['to', mail.to],
    ['replyTo', mail.replyTo],
  ] as const) {
    if (address !== undefined && !isPlainAddress(address)) {
      throw new InvalidMailAddress(`queueMail: ${field} must be one plain e-mail address`);
    }
  }
  return db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: headerText(mail.subject),
      text_body: mail.text,
      html_body: mail.html ?? null,
      kind: mail.kind ?? null,
      reply_to: mail.replyTo ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
