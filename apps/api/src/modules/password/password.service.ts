import { createHash } from 'node:crypto';
import type {
  AccountEmailInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { AppError, appError } from '../../errors/app-error.js';
import { uniqueViolation } from '../../errors/db-errors.js';
import { updatePasswordHash } from '../auth/auth.repository.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { queueMail } from '../mail/outbox.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { deleteSessionsOfUser } from '../sessions/session-store.js';
import {
  consumeResetToken,
  findPasswordHash,
  findUserByEmail,
  insertResetToken,
  invalidateResetTokens,
  updateUserEmail,
} from './password.repository.js';
import { passwordResetMail } from './password-reset-mail.js';
import {
  hashResetToken,
  newResetToken,
  RESET_LINK_LIFETIME_MS,
  resetPasswordUrl,
} from './reset-token.js';

export const RESET_LINK_INVALID =
  'This reset link has expired or was already used. Please ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const EMAIL_TAKEN = 'An account with this email is already registered.';

type Ctx = Pick<AppContext, 'db' | 'config' | 'session'>;

/** The one answer, whether the address has an account, has none, or has asked too often. */
export type ForgotAnswer = { sent: true };

/**
 * Mails the account with this address a reset link, in one transaction: count the request against
 * the address, store the new link's hash, queue the mail. The answer never says which happened,
 * and the mail leaves later through the outbox, so the request's time barely depends on it.
 */
export async function forgotPassword(
  ctx: Pick<Ctx, 'db' | 'config'>,
  input: ForgotPasswordInput,
  now = new Date(),
): Promise<ForgotAnswer> {
  await ctx.db.transaction().execute(async (trx) => {
    // Counted whatever the address holds, so the limit itself tells nothing either.
    const perEmail = ctx.config.rateLimits.passwordForgotPerEmail;
    if (!(await tryTake(trx, perEmailKey(input.email), perEmail))) return;
    const user = await findUserByEmail(trx, input.email);
    if (!user) return;
    const link = newResetToken();
    const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
    await insertResetToken(trx, { userId: user.id, tokenHash: link.hash, expiresAt });
    const url = resetPasswordUrl(ctx.config.publicUrl, link.token);
    await queueMail(trx, passwordResetMail(user.email, user.username, url));
  });
  return { sent: true };
}

/** The address's counter, by its hash: the counters table keeps no address anyone typed. */
function perEmailKey(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');
  return `password-forgot:email:${digest}`;
}

/**
 * Sets a new password through a mailed link: the link is used up in the same statement that finds
 * it, every other link of the user stops working, and every session of the user ends. Nobody is
 * signed in here: the person signs in with the new password, under a new session.
 */
export async function resetPassword(
  ctx: Ctx,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<{ reset: true }> {
  // Hashed first, so a bad link costs the same time as a good one.
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await consumeResetToken(trx, hashResetToken(input.token), now);
    if (owner === undefined) return undefined;
    await updatePasswordHash(trx, owner, passwordHash);
    await invalidateResetTokens(trx, owner, now);
    await deleteSessionsOfUser(trx, owner);
    return owner;
  });
  if (userId === undefined) throw appError('BAD_REQUEST', RESET_LINK_INVALID, 'RESET_LINK_INVALID');
  // This browser's own session, if it was the user's, is gone with the rest: take its cookie too.
  if (ctx.session.userId === userId) await ctx.session.signOut();
  return { reset: true };
}

/**
 * A signed-in user's new password, given the current one. The caller stays signed in under a new
 * session id; every other session of the user ends, and open reset links stop working.
 */
export async function changePassword(
  ctx: Ctx,
  userId: number,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<{ changed: true }> {
  const currentHash = await findPasswordHash(ctx.db, userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD, {
      productCode: 'WRONG_PASSWORD',
      fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await invalidateResetTokens(trx, userId, now);
  });
  await ctx.session.signIn(userId);
  await deleteSessionsOfUser(ctx.db, userId, ctx.session.id);
  return { changed: true };
}

/** The address a signed-in user gives for password resets; 409 naming the field when taken. */
export async function setAccountEmail(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  input: AccountEmailInput,
): Promise<{ email: string }> {
  try {
    await updateUserEmail(ctx.db, userId, input.email);
  } catch (error) {
    throw emailConflict(error);
  }
  return { email: input.email };
}

/** A taken address as a 409 naming the field, or the error unchanged. */
export function emailConflict(error: unknown): unknown {
  if (uniqueViolation(error) !== 'users_email_lower_key') return error;
  return new AppError('CONFLICT', EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
}
