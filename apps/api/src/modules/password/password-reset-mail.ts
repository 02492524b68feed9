import { type MailContent, renderHtml, renderText } from '../mail/content.js';
import type { OutgoingMail } from '../mail/outbox.js';

const SUBJECT = 'Reset your Huddle password';

/**
 * The reset link, to the account's own address. It names the username (its owner may have
 * forgotten that too) and says what to do when nobody of theirs asked.
 */
export function passwordResetMail(to: string, username: string, resetUrl: string): OutgoingMail {
  const content: MailContent = {
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to reset the password of your Huddle account. To choose a new password, open the link below within 30 minutes. It works once.',
      'Setting a new password signs your account out everywhere else.',
    ],
    details: [{ label: 'Username', value: username }],
    actions: [{ label: 'Choose a new password', url: resetUrl }],
    closing: [
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      'Huddle',
    ],
  };
  return {
    to,
    subject: SUBJECT,
    kind: 'password.reset',
    text: renderText(content),
    html: renderHtml(content, SUBJECT),
  };
}
