import type { AdminLoginInput } from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import {
  hashPassword,
  isOutdatedHash,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/passwords.js';
import { currentHits, hit } from '../rate-limits/rate-limits.repository.js';
import { giveBack, tryTake } from '../rate-limits/rate-limits.service.js';
import {
  CHALLENGE_LIFETIME_MS,
  type CheckedSolution,
  challengeLevel,
  checkSolution,
  issueChallenge,
} from '../shared/proof-of-work.js';
import {
  type Admin,
  deleteAdminToken,
  deleteExpiredAdminTokens,
  findAdminCredentials,
  findTokenOwner,
  insertAdminToken,
  updateAdministrator,
  updateAdminTokenExpiry,
} from './admin.repository.js';
import { failuresKey, noteFailedSignIn } from './admin-auth-alert.js';
import { hashAdminToken, newAdminToken, shouldTouch, tokenDeadline } from './admin-tokens.js';

/** Spec §8: one answer for an unknown e-mail and a wrong password, so neither is revealed. */
export const ADMIN_INVALID_CREDENTIALS = 'Invalid credentials';
export const ADMIN_LOGIN_SUCCESS = 'Login successful';
export const ADMIN_UNAUTHORIZED = 'Administrator sign-in required.';
/** The app code of every refusal for want of a proof of work; clients fetch a challenge on it. */
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';
const CHALLENGE_REFUSALS: Record<
  Exclude<CheckedSolution, { ok: true }>['reason'] | 'used',
  string
> = {
  missing:
    'This account has had many failed sign-ins: a sign-in now needs a solved challenge ' +
    '(GET /api/admin/login-challenge).',
  malformed: 'The challenge solution is not valid. Please fetch a new challenge.',
  wrong: 'The challenge solution is not valid. Please fetch a new challenge.',
  'other account': 'The challenge was issued for another account. Please fetch a new challenge.',
  'too easy': 'The challenge is easier than this account now needs. Please fetch a new one.',
  expired: 'The challenge has expired. Please fetch a new challenge.',
  used: 'The challenge has been used already. Please fetch a new challenge.',
};

type Ctx = Pick<AppContext, 'db' | 'config'>;
type SignInCtx = Pick<AppContext, 'db' | 'config' | 'log' | 'clientIp'>;

/**
 * Failed sign-ins are counted per e-mail, whether or not it exists (as church logins do), and
 * never lock the account: past `adminFailedLogins` in the window, each sign-in must carry a solved
 * proof-of-work challenge, harder the more failures, so guessing costs strangers CPU time and the
 * administrator a second or so of their browser's. The right password with a valid solution
 * always signs in.
 */
export async function adminLogin(
  ctx: SignInCtx,
  input: AdminLoginInput,
  now = new Date(),
): Promise<{ token: string; admin: Admin; message: string }> {
  const account = input.email.toLowerCase();
  const rule = ctx.config.rateLimits.adminFailedLogins;
  // Taken before the check, so simultaneous guesses cannot slip past the threshold together, and
  // given back when the attempt turns out not to be a failure.
  const failures = await hit(ctx.db, failuresKey(account), rule.windowMs);
  if (failures > rule.max) {
    // One level of slack: difficulty may rise while the administrator's browser is solving.
    const minLevel = challengeLevel(failures, rule.max) - 1;
    const refusal = await refuseWithoutProof(ctx, input.proofOfWork, account, minLevel);
    if (refusal) {
      await giveBack(ctx.db, failuresKey(account));
      throw appError('PRECONDITION_REQUIRED', refusal, CHALLENGE_REQUIRED);
    }
  }
  const credentials = await findAdminCredentials(ctx.db, input.email);
  // An unknown e-mail still costs one argon2 verification, so timing does not reveal it.
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) {
    await noteFailedSignIn(ctx, account, failures, credentials !== undefined);
    throw appError('UNAUTHORIZED', ADMIN_INVALID_CREDENTIALS);
  }
  await giveBack(ctx.db, failuresKey(account));

  const { passwordHash, ...admin } = credentials;
  if (isOutdatedHash(passwordHash)) {
    await updateAdministrator(ctx.db, admin.id, {
      password_hash: await hashPassword(input.password),
    });
  }
  const token = newAdminToken();
  await deleteExpiredAdminTokens(ctx.db, admin.id, now);
  await insertAdminToken(ctx.db, {
    administratorId: admin.id,
    tokenHash: hashAdminToken(token),
    createdAt: now,
    expiresAt: tokenDeadline(now, now, ctx.config.adminSession),
  });
  await updateAdministrator(ctx.db, admin.id, { last_login_at: now });
  return { token, admin, message: ADMIN_LOGIN_SUCCESS };
}

/**
 * Why a sign-in that needs a proof of work cannot go on, or undefined when its proof holds. Only
 * a solution that passed the cheap checks is recorded, once: a second use is refused.
 */
async function refuseWithoutProof(
  ctx: SignInCtx,
  proofOfWork: string | undefined,
  account: string,
  minLevel: number,
): Promise<string | undefined> {
  const key = ctx.config.adminChallenge.hmacKey;
  const checked = await checkSolution(key, proofOfWork, account, minLevel);
  if (!checked.ok) return CHALLENGE_REFUSALS[checked.reason];
  // Kept a minute past the challenge's life, so clock skew between the API and the database
  // cannot reopen a used one before it expires.
  const firstUse = await tryTake(ctx.db, `admin-login-challenge:${checked.challengeId}`, {
    max: 1,
    windowMs: CHALLENGE_LIFETIME_MS + 60_000,
  });
  return firstUse ? undefined : CHALLENGE_REFUSALS.used;
}

/**
 * A proof-of-work challenge for signing in as `email`, as hard as its next sign-in needs (the
 * easiest while none is needed). Costs one key derivation and one read, and is bound to the
 * account, so a challenge solved for one cannot be spent on another.
 */
export async function adminLoginChallenge(ctx: Ctx, email: string, now = new Date()) {
  const account = email.toLowerCase();
  const rule = ctx.config.rateLimits.adminFailedLogins;
  const failures = await currentHits(ctx.db, failuresKey(account));
  const level = challengeLevel(failures + 1, rule.max);
  const { hmacKey, maxAttempts } = ctx.config.adminChallenge;
  return issueChallenge(hmacKey, maxAttempts, account, level, now);
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
