import type { InvitationAcceptInput, InvitedRole } from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { AppError, appError } from '../../errors/app-error.js';
import { uniqueViolation } from '../../errors/db-errors.js';
import {
  type Account,
  findAccount,
  insertUser,
  recordChurchUserLogin,
} from '../auth/auth.repository.js';
import { USERNAME_TAKEN } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { EMAIL_TAKEN } from '../password/password.service.js';
import { findInvitation, insertMembership, takeInvitation } from './church-members.repository.js';
import { hashInvitationToken } from './invitation-link.js';

export const INVITATION_INVALID =
  'This invitation is no longer valid: it was already accepted or withdrawn. If you have joined, sign in; otherwise ask your church for a new invitation.';
export const INVITATION_EXPIRED =
  'This invitation has expired. Please ask your church to send you a new one.';

/** A link that opens nothing: 404, expired or not, the same status either way (ADR 0086). */
function refused(expired: boolean): AppError {
  return expired
    ? appError('NOT_FOUND', INVITATION_EXPIRED, 'INVITATION_EXPIRED')
    : appError('NOT_FOUND', INVITATION_INVALID, 'INVITATION_INVALID');
}

/**
 * What an invitation's link invites to: the church's name and the role, nothing else (not the
 * address it went to), so a forwarded link tells nobody whose it was.
 */
export async function previewInvitation(
  ctx: Pick<AppContext, 'db'>,
  token: string,
  now = new Date(),
): Promise<{ churchName: string; role: InvitedRole }> {
  const invitation = await findInvitation(ctx.db, hashInvitationToken(token));
  if (!invitation) throw refused(false);
  if (invitation.expiresAt <= now) throw refused(true);
  return { churchName: invitation.churchName, role: invitation.role };
}

/** A taken username or address as a 409 beside its field, or the error unchanged. */
function accountConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_lower_key') {
    return new AppError('CONFLICT', USERNAME_TAKEN, {
      fieldErrors: { username: [USERNAME_TAKEN] },
    });
  }
  if (constraint === 'users_email_lower_key') {
    return new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
  }
  return error;
}

/**
 * Joins a church through an invitation's link: the link is used up in the same transaction that
 * creates the person's own account (with the invitation's address unless they gave another) and
 * links it to the church with the invitation's role; then they are signed in under a new session.
 * A used, withdrawn, unknown or expired link creates nothing; so does a taken username, and the
 * link then still works.
 */
export async function acceptInvitation(
  ctx: Pick<AppContext, 'db' | 'session'>,
  input: InvitationAcceptInput,
  now = new Date(),
): Promise<Account> {
  ctx.session.ensureCanSignIn();
  // Hashed first, so a bad link costs the same time as a good one.
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashInvitationToken(input.token);
  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      const invitation = await takeInvitation(trx, tokenHash, now);
      if (!invitation) throw refused((await findInvitation(trx, tokenHash)) !== undefined);
      const user = await insertUser(
        trx,
        input.username,
        passwordHash,
        input.email ?? invitation.email,
      );
      await insertMembership(trx, invitation.churchId, user.id, invitation.role);
      return user.id;
    });
  } catch (error) {
    throw accountConflict(error);
  }
  await ctx.session.signIn(userId);
  await recordChurchUserLogin(ctx.db, userId, now);
  const account = await findAccount(ctx.db, userId);
  // Removed between joining and here: as good as never signed in.
  if (!account) throw appError('UNAUTHORIZED', 'Your session has expired. Please log in again.');
  return account;
}
