import { createHash } from 'node:crypto';
import type { Db } from '@huddle/db';
import type { RsvpLinksInput } from '@huddle/domain';
import type { RateLimitRule } from '../../config.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { isDateOver, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { manageRsvpUrl, newManageToken } from './manage-token.js';
import { findLiveRsvpsByEmail, type LiveRsvp } from './rsvp-links.repository.js';
import { type LinkedRsvp, rsvpLinksMail } from './rsvp-links-mail.js';
import { updateRsvp } from './rsvps.repository.js';

/** The one answer, whether the address has RSVPs, has none, or has asked too often. */
export type RsvpLinksAnswer = { sent: true };

type Options = { publicUrl: string; perEmail: RateLimitRule; now?: Date };

/**
 * Mails an address the private links of its upcoming RSVPs (spec §4: a lost confirmation can be
 * found), in one transaction: count the request against the address, mint a new token for each
 * RSVP (only hashes are stored, so a link can only be given again as a new one, and the old one
 * stops working), and queue one mail listing them all. The answer never says which of these
 * happened; the mail leaves later through the outbox, so the request's time barely depends on it.
 */
export async function resendRsvpLinks(
  db: Db,
  input: RsvpLinksInput,
  options: Options,
): Promise<RsvpLinksAnswer> {
  const now = options.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    // Counted whatever the address holds, so the limit itself tells nothing either. Taken first,
    // it also holds a second request for the same address until this one commits.
    if (!(await tryTake(trx, perEmailKey(input.email), options.perEmail))) return;
    const rsvps = upcoming(await findLiveRsvpsByEmail(trx, input.email, now), now);
    if (rsvps.length === 0) return;
    const linked: LinkedRsvp[] = [];
    for (const rsvp of rsvps) {
      const link = newManageToken();
      await updateRsvp(trx, rsvp.rsvp_id, { manage_token_hash: link.hash });
      linked.push({
        event: rsvp,
        guests: rsvp.number_of_guests,
        eventUrl: eventPageUrl(options.publicUrl, rsvp.id),
        manageUrl: manageRsvpUrl(options.publicUrl, link.token),
      });
    }
    // The address as the newest RSVP gave it: the one that already received its confirmation.
    const newest = rsvps.reduce((a, b) => (b.rsvp_id > a.rsvp_id ? b : a));
    await queueMail(trx, rsvpLinksMail(newest.attendee_email, linked));
  });
  return { sent: true };
}

/**
 * The address's counter, by its hash: the counters table then holds no address anyone typed
 * (one of a stranger, as likely as not).
 */
function perEmailKey(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');
  return `rsvp-links:email:${digest}`;
}

/**
 * The RSVPs whose own date is not over (their links open), in the order they happen: the mail
 * lists them so.
 */
function upcoming(rsvps: LiveRsvp[], now: Date): LiveRsvp[] {
  return rsvps
    .map((rsvp) => ({ rsvp, startsAt: startOfDate(rsvp, rsvp.occurrence_date) }))
    .filter(({ startsAt }) => !isDateOver(startsAt, now))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map(({ rsvp }) => rsvp);
}
