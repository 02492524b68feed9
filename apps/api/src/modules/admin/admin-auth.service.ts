import type { AdminLoginInput } from '@huddle/domain';
import type { AppContext } from '../../trpc/context.js';
import { appError } from '../../trpc/errors.js';
import { giveBack, tryTake } from '../../trpc/rate-limit.js';
import {
  hashPassword,
  isOutdatedHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/passwords.js';
import {
  type Admin,
  deleteAdminToken,
  deleteExpiredAdminTokens,
  findAdminCredentials,
  findTokenOwner,
  insertAdminToken,
  recordAdminLogin,
  updateAdminPasswordHash,
  updateAdminTokenExpiry,
} from './admin.repository.js';
import { hashAdminToken, newAdminToken, shouldTouch, tokenDeadline } from './admin-tokens.js';

/** Spec §8: one answer for an unknown e-mail and a wrong password, so neither is revealed. */
export const ADMIN_INVALID_CREDENTIALS = 'Invalid credentials';
export const ADMIN_LOGIN_SUCCESS = 'Login successful';
export const ADMIN_ACCOUNT_LOCKED =
  'Too many failed sign-in attempts for this account. Please wait an hour and try again.';
export const ADMIN_UNAUTHORIZED = 'Administrator sign-in required.';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export async function adminLogin(
  ctx: Ctx,
  input: AdminLoginInput,
  now = new Date(),
): Promise<{ token: string; admin: Admin; message: string }> {
  // Counted per e-mail whether or not it exists (as church logins do), taken before the check
  // so simultaneous guesses cannot slip past it, and given back when the password is right.
  const failures = `admin-login-failed:email:${input.email.toLowerCase()}`;
  if (!(await tryTake(ctx.db, failures, ctx.config.rateLimits.failedLoginsPerAccount))) {
    throw appError('TOO_MANY_REQUESTS', ADMIN_ACCOUNT_LOCKED);
  }
  const credentials = await findAdminCredentials(ctx.db, input.email);
  // An unknown e-mail still costs one argon2 verification, so timing does not reveal it.
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) throw appError('UNAUTHORIZED', ADMIN_INVALID_CREDENTIALS);
  await giveBack(ctx.db, failures);

  const { passwordHash, ...admin } = credentials;
  if (isOutdatedHash(passwordHash)) {
    await updateAdminPasswordHash(ctx.db, admin.id, await hashPassword(input.password));
  }
  const token = newAdminToken();
  await deleteExpiredAdminTokens(ctx.db, admin.id, now);
  await insertAdminToken(ctx.db, {
    administratorId: admin.id,
    tokenHash: hashAdminToken(token),
    createdAt: now,
    expiresAt: tokenDeadline(now, now, ctx.config.adminSession),
  });
  await recordAdminLogin(ctx.db, admin.id, now);
  return { token, admin, message: ADMIN_LOGIN_SUCCESS };
}

export type AdminSession = { admin: Admin; tokenId: number };

/** The administrator behind a bearer token, extending its idle deadline; 401 otherwise. */
export async function authenticateAdmin(
  ctx: Ctx,
  token: string | undefined,
  now = new Date(),
): Promise<AdminSession> {
  const owner = token ? await findTokenOwner(ctx.db, hashAdminToken(token), now) : undefined;
  if (!owner) throw appError('UNAUTHORIZED', ADMIN_UNAUTHORIZED);
  const lifetimes = ctx.config.adminSession;
  if (shouldTouch(owner.expiresAt, owner.createdAt, now, lifetimes)) {
    await updateAdminTokenExpiry(
      ctx.db,
      owner.tokenId,
      tokenDeadline(owner.createdAt, now, lifetimes),
    );
  }
  return { admin: owner.admin, tokenId: owner.tokenId };
}

/** Revokes the token on the server: it stops working at once, wherever it was copied to. */
export async function adminLogout(ctx: Ctx, session: AdminSession): Promise<{ signedOut: true }> {
  await deleteAdminToken(ctx.db, session.tokenId);
  return { signedOut: true };
}
