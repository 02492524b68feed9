import type { Db } from '@huddle/db';
import type { DateMessageInput, MessageSendInput } from '@huddle/domain';
import type { RateLimitRule } from '../../config.js';
import { appError, fieldError } from '../../errors/app-error.js';
import {
  findAttendee,
  findEventSummary,
  listAttendees,
  type StoredAttendee,
} from '../attendees/attendees.repository.js';
import {
  EVENT_NOT_FOUND,
  NOT_YOUR_ATTENDEE,
  RSVP_NOT_FOUND,
} from '../attendees/attendees.service.js';
import type { ChurchUser } from '../events/events.service.js';
import { queueMail } from '../mail/outbox.js';
import { findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import { churchMessageMail } from './message-mail.js';
import { DAILY_QUOTA_USED, MESSAGES_PER_CHURCH_PER_DAY, takeChurchQuota } from './message-quota.js';
import { hasOptedOut, insertMessage } from './messages.repository.js';
import type { DateMessageSent, SentMessage } from './messages.schemas.js';
import { newStopToken, stopMessagesUrl } from './stop-token.js';

export const NOT_YOUR_CHURCH = 'You can only send messages as your own church.';
export const NOT_YOUR_EVENT = "You can only message the attendees of your own church's events.";
export const RECIPIENT_IS_THE_ATTENDEE =
  "A message goes to the attendee's own e-mail address: leave sentTo out, or send theirs.";
export const ATTENDEE_OPTED_OUT =
  'This attendee asked to get no more messages from your church, so nothing was sent.';

/** What sending needs besides the caller: where links point, and the church's hourly quota. */
export type MessageSettings = { publicUrl: string; hourlyQuota: RateLimitRule };

/**
 * One message to one attendee, after every check: counted against the church's quotas (a
 * refused message rolls its count back with the transaction), stored with its stop link's hash,
 * and its mail queued, about the attendee's own date.
 */
async function messageAttendee(
  trx: Db,
  churchId: number,
  rsvp: StoredAttendee,
  message: { subject: string; messageBody: string },
  settings: MessageSettings,
) {
  await takeChurchQuota(trx, churchId, settings.hourlyQuota);
  const stop = newStopToken();
  const stored = await insertMessage(trx, {
    church_id: churchId,
    rsvp_id: rsvp.id,
    subject: message.subject,
    message_body: message.messageBody,
    sent_to: rsvp.attendee_email,
    stop_token_hash: stop.hash,
  });
  const event = await findRsvpMailContext(trx, rsvp.event_id, rsvp.occurrence_date);
  await queueMail(
    trx,
    churchMessageMail(event, {
      to: rsvp.attendee_email,
      subject: message.subject,
      body: message.messageBody,
      stopUrl: stopMessagesUrl(settings.publicUrl, stop.token),
    }),
  );
  return stored;
}

/**
 * Spec §7 POST /api/messages. The recipient is the RSVP's own address, read here: a `sentTo`
 * naming anyone else is refused, so this can never mail an address of the caller's choosing.
 * The message is stored and its mail queued in one transaction; a job sends it.
 *
 * Against phishing (docs/security.md): an address that used a message's stop link gets nothing
 * more from that church (409, so the church knows why), each church has an hourly and a daily
 * quota whatever addresses it sends from, and the mail names the church as its sender.
 */
export async function sendMessage(
  db: Db,
  input: MessageSendInput,
  churchUser: ChurchUser,
  settings: MessageSettings,
): Promise<SentMessage> {
  if (input.churchId !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_CHURCH);
  return db.transaction().execute(async (trx) => {
    const rsvp = await findAttendee(trx, input.rsvpId);
    if (!rsvp) throw appError('NOT_FOUND', RSVP_NOT_FOUND);
    if (rsvp.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_ATTENDEE);
    if (input.sentTo && input.sentTo.toLowerCase() !== rsvp.attendee_email.toLowerCase()) {
      throw fieldError('sentTo', RECIPIENT_IS_THE_ATTENDEE);
    }
    if (await hasOptedOut(trx, churchUser.churchId, rsvp.attendee_email)) {
      throw appError('CONFLICT', ATTENDEE_OPTED_OUT, 'ATTENDEE_OPTED_OUT');
    }
    const stored = await messageAttendee(trx, churchUser.churchId, rsvp, input, settings);
    return {
      id: stored.id,
      churchId: stored.church_id,
      rsvpId: rsvp.id,
      subject: stored.subject,
      sentTo: stored.sent_to,
      sentAt: stored.sent_at,
    };
  });
}

/** The most attendees one message to a date reaches: the church's daily quota. */
const MOST_RECIPIENTS = MESSAGES_PER_CHURCH_PER_DAY.max;

/**
 * One message to every attendee of one date (all dates when none is given) of an event of the
 * caller's church. Each attendee gets their own mail, stored as their own message with its own
 * stop link, exactly as single messages are, and each counts against the church's quotas; if
 * the quotas cannot carry them all, nothing is sent (429). Addresses that stopped this church's
 * messages are skipped and counted.
 */
export async function sendMessageToDate(
  db: Db,
  input: DateMessageInput,
  churchUser: ChurchUser,
  settings: MessageSettings,
): Promise<DateMessageSent> {
  return db.transaction().execute(async (trx) => {
    const event = await findEventSummary(trx, input.eventId);
    if (!event) throw appError('NOT_FOUND', EVENT_NOT_FOUND);
    if (event.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_EVENT);
    const rsvps = await listAttendees(trx, event.id, input.date, null, MOST_RECIPIENTS + 1);
    if (rsvps.length > MOST_RECIPIENTS) {
      throw appError('TOO_MANY_REQUESTS', DAILY_QUOTA_USED);
    }
    let sent = 0;
    let skipped = 0;
    for (const rsvp of rsvps) {
      if (await hasOptedOut(trx, churchUser.churchId, rsvp.attendee_email)) {
        skipped += 1;
        continue;
      }
      await messageAttendee(trx, churchUser.churchId, rsvp, input, settings);
      sent += 1;
    }
    return { sent, skipped };
  });
}
