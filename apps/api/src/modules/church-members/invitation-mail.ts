import {
  INVITATION_LIFETIME_DAYS,
  type InvitedRole,
  TEAM_ROLE_DUTIES,
  TEAM_ROLE_LABELS,
} from '@huddle/domain';
import { isPlainAddress } from '../mail/addresses.js';
import { type MailContent, renderHtml, renderText } from '../mail/content.js';
import type { OutgoingMail } from '../mail/outbox.js';

export type InvitationMailContext = {
  to: string;
  role: InvitedRole;
  church: { name: string; email: string };
  /** The owner who sent it, by username. */
  invitedBy: string;
  url: string;
};

/**
 * The invitation, to the invited address. It speaks for the church ("Grace Chapel via Huddle"),
 * replies go to the church's own address, and it says what the role may do, how long the link
 * opens, and what to do when nobody asked for it.
 */
export function invitationMail(context: InvitationMailContext): OutgoingMail {
  const { church, role } = context;
  const roleLabel = TEAM_ROLE_LABELS[role];
  const article = role === 'official' ? 'an' : 'a';
  const subject = `Join ${church.name} on Huddle`;
  const content: MailContent = {
    greeting: 'Hello,',
    paragraphs: [
      `${context.invitedBy} invited you to help run ${church.name} on Huddle, as ${article} ${roleLabel.toLowerCase()}.`,
      `As ${article} ${roleLabel.toLowerCase()} you can ${TEAM_ROLE_DUTIES[role]}`,
      `To accept, open the link below within ${INVITATION_LIFETIME_DAYS} days and create your own Huddle account. The link works once.`,
    ],
    details: [
      { label: 'Church', value: church.name },
      { label: 'Role', value: roleLabel },
      { label: 'Invited by', value: context.invitedBy },
    ],
    actions: [{ label: 'Accept the invitation', url: context.url }],
    closing: [
      `If you did not expect this, ignore this e-mail: nothing happens unless you open the link. Reply to this e-mail to write to ${church.name}.`,
      'Huddle',
    ],
  };
  return {
    to: context.to,
    subject,
    kind: 'church.invitation',
    onBehalfOf: church.name,
    ...(isPlainAddress(church.email) ? { replyTo: church.email } : {}),
    text: renderText(content),
    html: renderHtml(content, subject),
  };
}
