import type { ContactInput } from '@huddle/domain';
import type { OutgoingMail } from '../mail/outbox.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML that shows exactly that text: nothing a visitor typed becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The platform inbox's copy of a contact message. Everything in it was typed by a visitor: the
 * subject is a single line (the schema refuses control characters), the HTML part is escaped.
 */
export function contactMail(inbox: string, message: ContactInput, id: number): OutgoingMail {
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    '',
    message.message,
    '',
    `(Contact message #${id}. Reply to ${message.email} to answer.)`,
  ].join('\n');
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</p>`,
    `<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><small>Contact message #${id}.</small></p>`,
  ].join('\n');
  return { to: inbox, subject: `Contact form: ${message.subject}`, text, html };
}
