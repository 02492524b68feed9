import type { Db } from '@huddle/db';
import {
  describeRecurrence,
  guestsMaxMessage,
  MAX_PARTY_SIZE,
  nextOccurrence,
  type RsvpGuestsChangeInput,
  type RsvpManageInput,
  spotsLeft,
} from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { queueMail } from '../mail/outbox.js';
import { hashManageToken } from './manage-token.js';
import { cancellationMail, guestsText } from './rsvp-mails.js';
import {
  deleteRsvp,
  findRsvp,
  findRsvpByTokenHash,
  findRsvpMailContext,
  insertChangeNotification,
  lockEventForChange,
  type RsvpMailContext,
  type StoredRsvp,
  setGuests,
  shiftSeats,
} from './rsvp-manage.repository.js';

export const LINK_INVALID =
  'This link is not valid. It may be incomplete, or the RSVP it belonged to was cancelled.';
export const LINK_EXPIRED = 'This event is over, so this RSVP can no longer be changed.';

/** What the attendee sees through their link: their RSVP and the event, nobody else's data. */
export type ManagedRsvp = {
  rsvp: {
    attendeeName: string;
    attendeeEmail: string;
    attendeePhone: string | null;
    numberOfGuests: number;
    specialRequests: string | null;
  };
  event: {
    id: number;
    title: string;
    /** The next date of a series, else the start. */
    startsAt: Date;
    timezone: string;
    repeats: string | null;
    churchName: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
  };
  /** Seats the event has left; the most guests this RSVP can have now (never above the party cap). */
  spotsLeft: number;
  maxGuests: number;
};

type Options = { publicUrl: string; now?: Date };

/**
 * Everything through a link runs in one transaction that first finds the RSVP by the token's
 * hash, then locks its event row (the lock every seat change takes) and reads the RSVP again, so
 * two changes from two tabs, or a change racing new RSVPs, apply one after the other.
 */
async function withManagedRsvp<T>(
  db: Db,
  token: string,
  now: Date,
  work: (trx: Db, rsvp: StoredRsvp) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const found = await findRsvpByTokenHash(trx, hashManageToken(token));
    if (!found) throw appError('NOT_FOUND', LINK_INVALID, 'RSVP_LINK_INVALID');
    const event = await lockEventForChange(trx, found.event_id, now);
    if (!event?.is_active || !event.open) {
      throw appError('FORBIDDEN', LINK_EXPIRED, 'RSVP_LINK_EXPIRED');
    }
    const rsvp = await findRsvp(trx, found.id);
    // Cancelled in another tab while this request waited for the lock.
    if (!rsvp) throw appError('NOT_FOUND', LINK_INVALID, 'RSVP_LINK_INVALID');
    return work(trx, rsvp);
  });
}

export async function openManagedRsvp(
  db: Db,
  input: RsvpManageInput,
  options: Options,
): Promise<ManagedRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, async (trx, rsvp) =>
    managedView(rsvp, await findRsvpMailContext(trx, rsvp.event_id), now),
  );
}

/**
 * A new number of guests, within the seats left: the difference is taken from (or given back
 * to) the event in one conditional statement, like the RSVP itself; too many is a 409 naming
 * how many this RSVP can have.
 */
export async function changeGuests(
  db: Db,
  input: RsvpGuestsChangeInput,
  options: Options,
): Promise<ManagedRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, async (trx, rsvp) => {
    const delta = input.numberOfGuests - rsvp.number_of_guests;
    if (delta !== 0) {
      const seats = await shiftSeats(trx, rsvp.event_id, delta, now);
      if (!seats) {
        const event = await findRsvpMailContext(trx, rsvp.event_id);
        const most = rsvp.number_of_guests + spotsLeft(capacityOf(event));
        throw appError(
          'CONFLICT',
          `${guestsMaxMessage(most - rsvp.number_of_guests)}: this RSVP can have at most ${guestsText(most)}.`,
          'NOT_ENOUGH_SPOTS',
        );
      }
      await setGuests(trx, rsvp.id, input.numberOfGuests);
      const event = await findRsvpMailContext(trx, rsvp.event_id);
      await insertChangeNotification(trx, {
        churchId: event.church_id,
        eventId: event.id,
        rsvpId: rsvp.id,
        type: 'rsvp_updated',
        message: `${rsvp.attendee_name} changed their RSVP for ${event.title} from ${guestsText(rsvp.number_of_guests)} to ${guestsText(input.numberOfGuests)}`,
      });
    }
    const updated = { ...rsvp, number_of_guests: input.numberOfGuests };
    return managedView(updated, await findRsvpMailContext(trx, rsvp.event_id), now);
  });
}

export type CancelledRsvp = { eventId: number; spotsLeft: number };

/**
 * Cancels the RSVP: its seats go back to the event at once (one conditional statement that can
 * never go below zero), the RSVP is deleted, and the church gets a notification and a mail.
 * The link stops working with it.
 */
export async function cancelManagedRsvp(
  db: Db,
  input: RsvpManageInput,
  options: Options,
): Promise<CancelledRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, async (trx, rsvp) => {
    const seats = await shiftSeats(trx, rsvp.event_id, -rsvp.number_of_guests, now);
    // Only a row that broke the books (fewer seats taken than this RSVP holds) lands here.
    if (!seats) throw new Error(`event ${rsvp.event_id} holds fewer seats than RSVP ${rsvp.id}`);
    await deleteRsvp(trx, rsvp.id);
    const event = await findRsvpMailContext(trx, rsvp.event_id);
    await insertChangeNotification(trx, {
      churchId: event.church_id,
      eventId: event.id,
      rsvpId: null,
      type: 'rsvp_cancelled',
      message: `${rsvp.attendee_name} cancelled their RSVP for ${event.title} (${guestsText(rsvp.number_of_guests)})`,
    });
    await queueMail(
      trx,
      cancellationMail(
        event,
        {
          name: rsvp.attendee_name,
          email: rsvp.attendee_email,
          guests: rsvp.number_of_guests,
        },
        `${options.publicUrl}/events/${event.id}`,
        now,
      ),
    );
    return { eventId: event.id, spotsLeft: spotsLeft(capacityOf(event)) };
  });
}

function capacityOf(event: RsvpMailContext) {
  return { maxAttendees: event.max_attendees, currentAttendees: event.current_attendees };
}

function managedView(rsvp: StoredRsvp, event: RsvpMailContext, now: Date): ManagedRsvp {
  const recurring = {
    datetime: event.datetime,
    timezone: event.timezone,
    isRecurring: event.is_recurring,
    recurrencePattern: event.recurrence_pattern,
    recurrenceEndDate: event.recurrence_end_date,
    recurrenceDaysOfWeek: event.recurrence_days_of_week,
  };
  const left = spotsLeft(capacityOf(event));
  return {
    rsvp: {
      attendeeName: rsvp.attendee_name,
      attendeeEmail: rsvp.attendee_email,
      attendeePhone: rsvp.attendee_phone,
      numberOfGuests: rsvp.number_of_guests,
      specialRequests: rsvp.special_requests,
    },
    event: {
      id: event.id,
      title: event.title,
      startsAt: nextOccurrence(recurring, now) ?? event.datetime,
      timezone: event.timezone,
      repeats: describeRecurrence(recurring),
      churchName: event.church_name,
      address: event.church_address,
      city: event.church_city,
      state: event.church_state,
      zipCode: event.church_zip_code,
    },
    spotsLeft: left,
    maxGuests: Math.min(rsvp.number_of_guests + left, MAX_PARTY_SIZE),
  };
}
