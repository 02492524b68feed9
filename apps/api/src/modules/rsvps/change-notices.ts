import type { Db } from '@huddle/db';
import { placeOf } from '../events/event-calendar.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { isDateOver, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { changeNoticeMail } from './change-notice-mail.js';
import {
  dropNotices,
  holdNotices,
  raiseCalendarSequence,
  takeDueNotices,
} from './change-notices.repository.js';
import { rsvpsStillToCome } from './rsvp-cancellations.js';

/** Due notices turned into mail per sweep; the rest wait for the next one. */
const BATCH = 200;

/**
 * Before an edit that moves what attendees planned around (an event's time, day, zone or series;
 * its church's address): every RSVP of a date still to come holds a notice of what it was told,
 * due `quietMs` after this edit. Further edits only push that moment on, so a burst of edits is
 * one mail, and a change undone within it none (the job compares before it sends). Edits of
 * text only do not call this. Runs in the edit's transaction, before the write.
 */
export async function holdChangeNotices(
  db: Db,
  scope: { eventId: number } | { churchId: number },
  options: { now: Date; quietMs: number },
): Promise<void> {
  const { now } = options;
  const rsvps = await rsvpsStillToCome(db, scope, now);
  await holdNotices(
    db,
    rsvps.map((rsvp) => ({
      rsvpId: rsvp.rsvp_id,
      toldStart: startOfDate(rsvp, rsvp.occurrence_date),
      toldPlace: placeOf(rsvp),
    })),
    new Date(now.getTime() + options.quietMs),
  );
  // Calendars replace an entry only for a higher SEQUENCE: raised with every edit that moves it.
  await raiseCalendarSequence(db, scope);
}

/**
 * The notices whose quiet window is over: each attendee whose date's start or place now differs
 * from what they were told gets one mail with a calendar file that updates theirs; a change
 * undone, or a date now over, mails nobody. Run by the job runner's sweep (jobs/runner.ts).
 */
export async function tellDueChanges(
  db: Db,
  options: { publicUrl: string; now: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await takeDueNotices(trx, options.now, BATCH);
    let told = 0;
    for (const notice of due) {
      const start = startOfDate(notice, notice.occurrence_date);
      const place = placeOf(notice);
      const same = start.getTime() === notice.told_start.getTime() && place === notice.told_place;
      if (same || isDateOver(start, options.now)) continue;
      await queueMail(
        trx,
        changeNoticeMail(
          notice,
          {
            told: { start: notice.told_start, place: notice.told_place },
            now: { date: notice.occurrence_date, start, place },
          },
          eventPageUrl(options.publicUrl, notice.id),
          options.now,
        ),
      );
      told += 1;
    }
    await dropNotices(
      trx,
      due.map((notice) => notice.rsvp_id),
    );
    return told;
  });
}
