import type { Db } from '@huddle/db';
import type { MessageSendInput } from '@huddle/domain';
import type { RateLimitRule } from '../../config.js';
import { appError, fieldError } from '../../errors/app-error.js';
import { findAttendee } from '../attendees/attendees.repository.js';
import { NOT_YOUR_ATTENDEE, RSVP_NOT_FOUND } from '../attendees/attendees.service.js';
import type { ChurchUser } from '../events/events.service.js';
import { queueMail } from '../mail/outbox.js';
import { findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import { churchMessageMail } from './message-mail.js';
import { takeChurchQuota } from './message-quota.js';
import { hasOptedOut, insertMessage } from './messages.repository.js';
import type { SentMessage } from './messages.schemas.js';
import { newStopToken, stopMessagesUrl } from './stop-token.js';

export const NOT_YOUR_CHURCH = 'You can only send messages as your own church.';
export const RECIPIENT_IS_THE_ATTENDEE =
  "A message goes to the attendee's own e-mail address: leave sentTo out, or send theirs.";
export const ATTENDEE_OPTED_OUT =
  'This attendee asked to get no more messages from your church, so nothing was sent.';

/** What sending needs besides the caller: where links point, and the church's hourly quota. */
export type MessageSettings = { publicUrl: string; hourlyQuota: RateLimitRule };

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
    // Last of the checks: a refused message rolls its count back with the transaction.
    await takeChurchQuota(trx, churchUser.churchId, settings.hourlyQuota);
    const stop = newStopToken();
    const stored = await insertMessage(trx, {
      church_id: churchUser.churchId,
      rsvp_id: rsvp.id,
      subject: input.subject,
      message_body: input.messageBody,
      sent_to: rsvp.attendee_email,
      stop_token_hash: stop.hash,
    });
    const event = await findRsvpMailContext(trx, rsvp.event_id, rsvp.occurrence_date);
    await queueMail(
      trx,
      churchMessageMail(event, {
        to: rsvp.attendee_email,
        attendeeName: rsvp.attendee_name,
        subject: input.subject,
        body: input.messageBody,
        stopUrl: stopMessagesUrl(settings.publicUrl, stop.token),
      }),
    );
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
