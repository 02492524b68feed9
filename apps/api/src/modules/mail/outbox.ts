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
  /** The church the mail speaks for: From becomes "<church> via <platform>" (addresses.ts). */
  onBehalfOf?: string;
  /** An https stop link for the List-Unsubscribe headers (RFC 8058 one-click). */
  listUnsubscribe?: string;
};

/**
 * A recipient or Reply-To that is not one plain address, or a stop link that is not one URL: a
 * programming error, not user input.
 */
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
  // It goes between < > in a header: one http(s) URL, nothing that could end it or the line.
  if (mail.listUnsubscribe !== undefined && !/^https?:\/\/[^\s<>"]+$/.test(mail.listUnsubscribe)) {
    throw new InvalidMailAddress('queueMail: listUnsubscribe must be one http(s) URL');
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
      on_behalf_of: mail.onBehalfOf ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
