import type { MailAttachment } from '@huddle/db';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';
import type { Mailbox } from './addresses.js';

/** What a transport needs of one outbox mail. */
export type MailMessage = {
  id: number;
  kind: string | null;
  from: Mailbox;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** `<key@domain>`: the same on every attempt, so a resend is recognised as the same mail. */
  messageId: string;
  /** The stop link of a church's message, for List-Unsubscribe (RFC 8058 one-click). */
  listUnsubscribe: string | null;
};

export type MailTransport = {
  /** smtp: handed to the SMTP server in SMTP_URL; log: no server, the mail is only logged. */
  kind: 'smtp' | 'log';
  /**
   * The outbox row is itself where the mail is read (no SMTP_URL, the development page): keep
   * its bodies once it is delivered. Otherwise they are removed, with every private link in them.
   */
  keepsBody?: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type Logger = { info(details: object, message: string): void };

// nodemailer waits minutes by default; a job must finish well inside its expiry (JobsConfig).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(config: MailConfig, log: Logger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(config, log);
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    ...SMTP_TIMEOUTS,
    // Attachments are text we built; never let one name a file or a URL to read.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        // Address objects, not strings: nodemailer parses a string as a list of recipients.
        to: { name: '', address: message.to },
        ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
        messageId: message.messageId,
        headers: {
          // RFC 3834: an automatic message, so out-of-office replies are not sent back.
          'Auto-Submitted': 'auto-generated',
          // RFC 8058: the mail client's own "unsubscribe" POSTs this link, no page in between.
          ...(message.listUnsubscribe
            ? {
                'List-Unsubscribe': `<${message.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
        },
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL: a log line per mail; the mail itself stays readable in the outbox. */
function logTransport(config: MailConfig, log: Logger): MailTransport {
  return {
    kind: 'log',
    keepsBody: config.devPage,
    async send(message) {
      log.info(
        {
          mailId: message.id,
          kind: message.kind,
          subject: message.subject,
          ...(config.devPage ? { read: `/api/dev/mail/${message.id}` } : {}),
        },
        'mail not sent: SMTP_URL is not set',
      );
    },
    close() {},
  };
}
