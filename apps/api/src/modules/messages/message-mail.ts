import { formatEventDateTime } from '@huddle/domain';
import { renderHtml, renderText } from '../mail/content.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { attendedDate, repliesToChurch } from '../rsvps/rsvp-mails.js';
import type { RsvpMailContext } from '../rsvps/rsvp-manage.repository.js';

export type ChurchMessage = {
  to: string;
  subject: string;
  body: string;
  /** The link that stops this church's messages to this address (stop-token.ts). */
  stopUrl: string;
};

/**
 * A church's message to one attendee. It leaves from the platform's address (the church's own
 * domain would fail SPF/DMARC) under the church's name ("Grace Fellowship via Huddle"), and
 * replies go to the church. It opens with the church's own words, exactly as written (no
 * greeting of ours before the church's own), then says which church wrote and about which event.
 * Its stop link is in the mail and in List-Unsubscribe, so one click ends the church's messages
 * to this address.
 */
export function churchMessageMail(event: RsvpMailContext, message: ChurchMessage): OutgoingMail {
  const content = {
    paragraphs: [message.body],
    details: [
      { label: 'Event', value: event.title },
      // The attendee's own date (for a series, the one they RSVP'd for).
      {
        label: 'When',
        value: formatEventDateTime(attendedDate(event).startsAt, event.timezone).full,
      },
    ],
    actions: [],
    closing: [
      `${event.church_name} sent you this message through Huddle because you RSVP'd for ${event.title}. Reply to this e-mail to answer the church.`,
    ],
    footer: [
      {
        text: `Don't want messages from ${event.church_name}?`,
        label: 'Stop them',
        url: message.stopUrl,
      },
    ],
  };
  return {
    to: message.to,
    subject: message.subject,
    kind: 'message.attendee',
    ...repliesToChurch(event),
    onBehalfOf: event.church_name,
    listUnsubscribe: message.stopUrl,
    text: renderText(content),
    html: renderHtml(content, message.subject),
  };
}
