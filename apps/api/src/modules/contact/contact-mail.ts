import type { ContactInput } from '@huddle/domain';
import { type MailContent, renderHtml, renderText } from '../mail/content.js';
import type { OutgoingMail } from '../mail/outbox.js';

/**
 * The platform inbox's copy of a contact message. Everything in it was typed by a visitor:
 * rendering escapes it for the HTML part, `queueMail` makes the subject one header line, and the
 * sender's address (a validated single address) becomes the Reply-To, so answering reaches them.
 */
export function contactMail(inbox: string, message: ContactInput, id: number): OutgoingMail {
  const subject = `Contact form: ${message.subject}`;
  const content: MailContent = {
    paragraphs: [message.message],
    details: [
      { label: 'From', value: `${message.name} <${message.email}>` },
      { label: 'Subject', value: message.subject },
    ],
    actions: [],
    closing: [`Contact message #${id}. Reply to this mail to answer ${message.name}.`],
  };
  return {
    to: inbox,
    subject,
    text: renderText(content),
    html: renderHtml(content, subject),
    kind: 'contact',
    replyTo: message.email,
  };
}
