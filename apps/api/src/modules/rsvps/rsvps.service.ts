import type { Db } from '@huddle/db';
import {
  describeRecurrence,
  formatAddress,
  formatEventDateTime,
  guestsMaxMessage,
  nextOccurrence,
  type RsvpCreateInput,
  spotsLeft,
} from '@huddle/domain';
import { appError } from '../../trpc/errors.js';
import { EVENT_NOT_FOUND } from '../events/events.service.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import {
  findChurchContact,
  findRsvpTarget,
  hasRsvpWithEmail,
  insertRsvp,
  type SeatsTaken,
  takeSeats,
} from './rsvps.repository.js';

export const ALREADY_RSVPD = "You have already RSVP'd for this event with this email.";
export const EVENT_OVER = 'This event has already taken place.';

export type RsvpCreated = {
  id: number;
  eventId: number;
  numberOfGuests: number;
  spotsLeft: number;
};

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * RSVP (spec §4, §5): one transaction takes the seats, records the RSVP and the church's
 * notification, and queues the two mails; any failure leaves nothing behind.
 *
 * One RSVP per e-mail and event: the seat UPDATE locks the event row until commit, so a second
 * RSVP with the same address waits for the first and then sees it (409).
 */
export async function createRsvp(
  db: Db,
  input: RsvpCreateInput,
  options: { publicUrl: string; now?: Date },
): Promise<RsvpCreated> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const event = await takeSeats(trx, input.eventId, input.numberOfGuests, now);
    if (!event) throw await refusal(trx, input, now);
    if (await hasRsvpWithEmail(trx, event.id, input.attendeeEmail)) {
      throw appError('CONFLICT', ALREADY_RSVPD, 'ALREADY_RSVPD');
    }
    const rsvpId = await insertRsvp(trx, {
      event_id: event.id,
      attendee_name: input.attendeeName,
      attendee_email: input.attendeeEmail,
      attendee_phone: input.attendeePhone ?? null,
      number_of_guests: input.numberOfGuests,
      special_requests: input.specialRequests ?? null,
    });
    await insertRsvpNotification(trx, {
      churchId: event.church_id,
      eventId: event.id,
      rsvpId,
      message: `${input.attendeeName} RSVP'd for ${event.title} (${guestsText(input.numberOfGuests)})`,
    });
    const church = await findChurchContact(trx, event.church_id);
    const mails = rsvpMails(event, church, input, `${options.publicUrl}/events/${event.id}`, now);
    await queueMail(trx, mails.toChurch);
    await queueMail(trx, mails.toAttendee);
    return {
      id: rsvpId,
      eventId: event.id,
      numberOfGuests: input.numberOfGuests,
      spotsLeft: spotsLeft({
        maxAttendees: event.max_attendees,
        currentAttendees: event.current_attendees,
      }),
    };
  });
}

/** Why the seats could not be taken, as the error to answer with. */
async function refusal(db: Db, input: RsvpCreateInput, now: Date) {
  const event = await findRsvpTarget(db, input.eventId, now);
  if (!event?.is_active) return appError('NOT_FOUND', EVENT_NOT_FOUND);
  if (!event.open) return appError('CONFLICT', EVENT_OVER, 'EVENT_OVER');
  // Someone already registered is told so, rather than that the event is full.
  if (await hasRsvpWithEmail(db, input.eventId, input.attendeeEmail)) {
    return appError('CONFLICT', ALREADY_RSVPD, 'ALREADY_RSVPD');
  }
  const left = spotsLeft({
    maxAttendees: event.max_attendees,
    currentAttendees: event.current_attendees,
  });
  return appError(
    'CONFLICT',
    `${guestsMaxMessage(left)}.`,
    left === 0 ? 'EVENT_FULL' : 'NOT_ENOUGH_SPOTS',
  );
}

type ChurchContact = Awaited<ReturnType<typeof findChurchContact>>;

/** The church's notice of a new RSVP and the attendee's confirmation. */
function rsvpMails(
  event: SeatsTaken,
  church: ChurchContact,
  input: RsvpCreateInput,
  eventUrl: string,
  now: Date,
) {
  const recurring = {
    datetime: event.datetime,
    timezone: event.timezone,
    isRecurring: event.is_recurring,
    recurrencePattern: event.recurrence_pattern,
    recurrenceEndDate: event.recurrence_end_date,
    recurrenceDaysOfWeek: event.recurrence_days_of_week,
  };
  // A series is announced by its next date and its rule ('Every Sunday until Dec 20, 2026').
  const when = formatEventDateTime(
    nextOccurrence(recurring, now) ?? event.datetime,
    event.timezone,
  ).full;
  const repeats = describeRecurrence(recurring);
  const whenLines = repeats ? [`When: ${when}`, `Repeats: ${repeats}`] : [`When: ${when}`];
  const title = oneLine(event.title);
  const address = formatAddress({
    address: church.address,
    city: church.city,
    state: church.state,
    zipCode: church.zip_code,
  });
  const guests = guestsText(input.numberOfGuests);

  const toChurch = {
    to: church.email,
    subject: `New RSVP: ${title}`,
    text: [
      `${input.attendeeName} RSVP'd for ${title} (${guests}).`,
      '',
      `Event: ${title}`,
      ...whenLines,
      `Guests: ${input.numberOfGuests}`,
      `Name: ${input.attendeeName}`,
      `Email: ${input.attendeeEmail}`,
      `Phone: ${input.attendeePhone ?? 'not given'}`,
      `Special requests: ${input.specialRequests ?? 'none'}`,
      '',
      `Seats taken: ${event.current_attendees} of ${event.max_attendees}`,
      `Event page: ${eventUrl}`,
    ].join('\n'),
  };
  const toAttendee = {
    to: input.attendeeEmail,
    subject: `You're going: ${title}`,
    text: [
      `Hi ${input.attendeeName},`,
      '',
      `Your RSVP for ${title} is confirmed for ${guests}.`,
      '',
      ...whenLines,
      `Where: ${church.name}, ${address}`,
      `Church phone: ${church.phone}`,
      '',
      `Event details and calendar links: ${eventUrl}`,
      '',
      'See you there!',
      'Huddle',
    ].join('\n'),
  };
  return { toChurch, toAttendee };
}
