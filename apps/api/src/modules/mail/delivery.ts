import type { Db, MailOutboxRow } from '@huddle/db';
import { domainOf, type Mailbox, onBehalfOfName, parseMailbox } from './addresses.js';
import { claimMail, markAttemptFailed, markDelivered } from './outbox.repository.js';
import { claimDeadline, recordOutcome } from './record-outcome.js';
import type { MailMessage, MailTransport } from './transport.js';

export type DeliveryOptions = {
  from: string;
  /** How long the claim holds: longer than the job's expiry, so no second job sends meanwhile. */
  leaseSeconds: number;
  /** The job has no retry left: a failure now is final. */
  finalAttempt: boolean;
};

export type DeliveryOutcome = 'sent' | 'logged' | 'skipped';

/**
 * One delivery attempt of one outbox mail; idempotent, so a job that runs twice (pg-boss retries
 * a job whose worker died, or a recovered job) never sends a mail again:
 *
 * 1. claim it (one conditional UPDATE): a mail already sent, failed or held by another job is
 *    skipped;
 * 2. hand it to the transport;
 * 3. record the outcome. A failure is recorded and rethrown, so pg-boss retries with backoff;
 *    on the final attempt the mail is marked failed.
 *
 * A mail that is finished (delivered, or failed for good) loses its bodies and stop link in the
 * same write: they carry live secrets (the attendee's manage link), and the outbox keeps rows for
 * weeks. Only a transport whose copy is the outbox itself (no SMTP_URL, development) keeps them.
 *
 * Step 3 is retried for as long as the claim holds (record-outcome.ts), so a database restart
 * between the SMTP server's acceptance and the write sends nothing twice. The one window left is
 * a crash there (or a database away for longer than the claim): the claim runs out and the mail
 * is sent again, with the same Message-ID, which mail clients show once. Marking the mail sent
 * before handing it over would close that window by losing every mail whose handover fails.
 */
export async function deliverMail(
  db: Db,
  transport: MailTransport,
  mailId: number,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const deadline = claimDeadline(Date.now(), options.leaseSeconds);
  const mail = await claimMail(db, mailId, options.leaseSeconds);
  if (!mail) return 'skipped';
  try {
    await transport.send(toMessage(mail, options.from));
  } catch (error) {
    await recordOutcome(
      () =>
        markAttemptFailed(db, mail.id, describe(error), {
          final: options.finalAttempt,
          removeBody: !transport.keepsBody,
        }),
      deadline,
    );
    throw error;
  }
  const status = transport.kind === 'smtp' ? 'sent' : 'logged';
  // The mail is out: losing this write would send it again, so it outlasts a database restart.
  await recordOutcome(
    () => markDelivered(db, mail.id, status, { removeBody: !transport.keepsBody }),
    deadline,
  );
  return status;
}

function toMessage(mail: MailOutboxRow, from: string): MailMessage {
  return {
    id: mail.id,
    kind: mail.kind,
    from: senderOf(mail, from),
    to: mail.to_address,
    replyTo: mail.reply_to,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    attachments: mail.attachments,
    messageId: `<${mail.message_key}@${domainOf(from)}>`,
    listUnsubscribe: mail.list_unsubscribe,
  };
}

/**
 * MAIL_FROM, or for a church's mail "<church> via <MAIL_FROM's name>" at MAIL_FROM's address:
 * the platform's own domain passes SPF/DMARC, and the name says who really wrote.
 */
function senderOf(mail: MailOutboxRow, from: string): Mailbox {
  const platform = parseMailbox(from);
  if (mail.on_behalf_of === null) return platform;
  return { name: onBehalfOfName(mail.on_behalf_of, platform.name), address: platform.address };
}

/** The SMTP server's answer or the error, short enough for the outbox and an operator. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
