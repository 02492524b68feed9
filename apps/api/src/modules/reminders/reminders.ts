import type { Db } from '@huddle/db';
import { dueReminder } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { queueMail } from '../mail/outbox.js';
import { hashManageToken, newManageToken } from '../rsvps/manage-token.js';
import { findRsvp, findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import type { CancelledRsvp } from '../rsvps/rsvp-manage.schemas.js';
import { cancelRsvp } from '../rsvps/rsvp-manage.service.js';
import { lockRsvpTarget } from '../rsvps/rsvps.repository.js';
import { reminderMail } from './reminder-mail.js';
import {
  claimReminder,
  findReminderTarget,
  findRsvpsToRemind,
  type ReminderTarget,
  stopReminders,
} from './reminders.repository.js';

type Options = { publicUrl: string; now: Date };

/** The reminder's links: its page to give the seats back, and its stop link (GET page, POST). */
export function reminderLinks(publicUrl: string, token: string) {
  return {
    releaseUrl: `${publicUrl}/api/reminders/${token}/release`,
    stopUrl: `${publicUrl}/api/reminders/${token}/stop`,
  };
}

/**
 * Sends the reminders that are due (domain `dueReminder`): each once, whoever runs this, since a
 * reminder is claimed by a row before its mail is queued in the same transaction. Run by the
 * job runner's sweep; answers how many were sent.
 */
export async function sendDueReminders(db: Db, options: Options): Promise<number> {
  const candidates = await findRsvpsToRemind(db, options.now);
  let sent = 0;
  for (const candidate of candidates) {
    const kind = dueReminder(
      { startsAt: candidate.starts_at, createdAt: candidate.created_at, sent: candidate.sent },
      options.now,
    );
    if (!kind) continue;
    sent += await db.transaction().execute(async (trx) => {
      const link = newManageToken();
      if (!(await claimReminder(trx, candidate.id, kind, link.hash))) return 0;
      const rsvp = await findRsvp(trx, candidate.id);
      if (!rsvp) return 0;
      const event = await findRsvpMailContext(trx, candidate.event_id, candidate.occurrence_date);
      await queueMail(
        trx,
        reminderMail(
          kind,
          event,
          { name: rsvp.attendee_name, email: rsvp.attendee_email, guests: rsvp.number_of_guests },
          {
            eventUrl: eventPageUrl(options.publicUrl, event.id),
            ...reminderLinks(options.publicUrl, link.token),
          },
          options.now,
        ),
      );
      return 1;
    });
  }
  return sent;
}

/** 32 bytes in base64url: anything else costs no query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The RSVP a reminder's link stands for, or undefined for a wrong, used or cancelled one. */
export async function reminderTargetOf(db: Db, token: string): Promise<ReminderTarget | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return findReminderTarget(db, hashManageToken(token));
}

export const RELEASE_GONE = 'This RSVP is already cancelled.';

/**
 * "I can't make it": the reminder's RSVP is cancelled as through its own link, so its seats go
 * to the waitlist at once and the church is told.
 */
export async function releaseByReminder(
  db: Db,
  target: ReminderTarget,
  options: Options,
): Promise<CancelledRsvp> {
  return db.transaction().execute(async (trx) => {
    const event = await lockRsvpTarget(trx, target.event_id);
    // Read again under the lock: a cancellation in another tab may have won.
    const rsvp = await findRsvp(trx, target.rsvp_id);
    if (!event || !rsvp) throw appError('NOT_FOUND', RELEASE_GONE);
    return cancelRsvp(trx, rsvp, event, options);
  });
}

/** Stops this RSVP's reminders (RFC 8058 one-click); again is the same. */
export async function stopByReminder(db: Db, target: ReminderTarget): Promise<void> {
  await stopReminders(db, target.rsvp_id);
}
