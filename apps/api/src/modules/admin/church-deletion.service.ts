import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { tellAttendeesOfCancellation } from '../rsvps/rsvp-cancellations.js';
import type { Admin } from './admin.repository.js';
import {
  churchUserAccounts,
  deleteChurchRow,
  deleteLoginCounters,
  deleteMailTo,
  deleteSessionsOf,
  deleteUsers,
  insertChurchDeletionAudit,
  lockChurch,
} from './church-deletion.repository.js';
import { enqueueStripeCancellation } from './stripe-cancellations.js';

export const CHURCH_NOT_FOUND = 'Church not found. It may already have been deleted.';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log'>;

/**
 * Removes a church and everything that is its (spec §2 Management), in one transaction with the
 * audit entry: profile, events, RSVPs and attendee data, support posts, notifications, messages,
 * its user accounts and their sessions, subscription and payment data. The attendees of its dates
 * still to come are told first (rsvps/rsvp-cancellations.ts). An active Stripe subscription is
 * canceled afterwards by the cancellation queue, with retries.
 */
export async function deleteChurch(
  ctx: Ctx,
  admin: Admin,
  churchId: number,
): Promise<{ churchName: string; attendeesTold: number }> {
  const church = await ctx.db.transaction().execute(async (trx) => {
    const found = await lockChurch(trx, churchId);
    if (!found) throw appError('NOT_FOUND', CHURCH_NOT_FOUND);
    const accounts = await churchUserAccounts(trx, churchId);
    const userIds = accounts.map((account) => account.id);
    await deleteSessionsOf(trx, userIds);
    await deleteLoginCounters(
      trx,
      accounts.map((account) => account.username),
    );
    // Its attendees hear that their dates will not take place, before their RSVPs go.
    const attendeesTold = await tellAttendeesOfCancellation(trx, { churchId }, 'church_deleted', {
      publicUrl: ctx.config.publicUrl,
      now: new Date(),
    });
    await deleteChurchRow(trx, churchId);
    await deleteUsers(trx, userIds);
    await deleteMailTo(trx, found.email);
    if (found.stripeSubscriptionId && ctx.config.billing.mode === 'stripe') {
      await enqueueStripeCancellation(trx, found.stripeSubscriptionId);
    }
    await insertChurchDeletionAudit(trx, {
      administratorId: admin.id,
      administratorEmail: admin.email,
      churchId,
      churchName: found.name,
    });
    return { name: found.name, attendeesTold };
  });
  ctx.log.info({ churchId, adminId: admin.id }, 'church deleted by an administrator');
  return { churchName: church.name, attendeesTold: church.attendeesTold };
}
