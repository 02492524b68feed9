import type { OfficialLoginInput, RegisterInput } from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { uniqueViolation } from '../../errors/db-errors.js';
import { emailConflict } from '../password/password.service.js';
import { giveBack, tryTake } from '../rate-limits/rate-limits.service.js';
import {
  type Account,
  findAccount,
  findCredentials,
  insertUser,
  recordChurchUserLogin,
  type User,
  updatePasswordHash,
} from './auth.repository.js';
import { hashPassword, isOutdatedHash, verifyAgainstDummy, verifyPassword } from './passwords.js';

export const USERNAME_TAKEN = 'That username is taken. Please choose another.';
/** One answer for an unknown user and a wrong password (spec §8), so neither is revealed. */
export const INVALID_CREDENTIALS = 'Invalid username or password.';

export const ACCOUNT_LOCKED =
  'Too many failed sign-in attempts for this account. Please wait an hour and try again.';

type AuthContext = Pick<AppContext, 'db' | 'session' | 'config'>;

/** Creates the account and signs it in (spec §4: the church is created next, as this user). */
export async function register(ctx: AuthContext, input: RegisterInput): Promise<{ user: User }> {
  ctx.session.ensureCanSignIn();
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    user = await insertUser(ctx.db, input.username, passwordHash, input.email);
  } catch (error) {
    // The constraint decides, not a lookup first: two simultaneous sign-ups cannot both win.
    if (uniqueViolation(error) === 'users_username_lower_key')
      throw appError('CONFLICT', USERNAME_TAKEN);
    throw emailConflict(error);
  }
  await ctx.session.signIn(user.id);
  return { user };
}

export async function login(ctx: AuthContext, input: OfficialLoginInput): Promise<Account> {
  ctx.session.ensureCanSignIn();
  // Counted per username whether or not it exists, so the limit reveals nothing; taken before the
  // check, so simultaneous guesses cannot slip past it, and given back when the password is right.
  // One account, one count: 'Demo' and 'demo' are the same username.
  const failures = `login-failed:user:${input.username.toLowerCase()}`;
  if (!(await tryTake(ctx.db, failures, ctx.config.rateLimits.failedLoginsPerAccount))) {
    throw appError('TOO_MANY_REQUESTS', ACCOUNT_LOCKED);
  }
  const credentials = await findCredentials(ctx.db, input.username);
  // An unknown user still costs one argon2 verification, so timing does not reveal usernames.
  const valid = credentials
    ? await verifyPassword(credentials.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!credentials || !valid) throw appError('UNAUTHORIZED', INVALID_CREDENTIALS);
  await giveBack(ctx.db, failures);

  if (isOutdatedHash(credentials.passwordHash)) {
    await updatePasswordHash(ctx.db, credentials.id, await hashPassword(input.password));
  }
  await ctx.session.signIn(credentials.id);
  await recordChurchUserLogin(ctx.db, credentials.id, new Date());
  const account = await findAccount(ctx.db, credentials.id);
  if (!account) throw appError('UNAUTHORIZED', INVALID_CREDENTIALS); // deleted meanwhile
  return account;
}

export async function logout(ctx: AuthContext): Promise<{ signedOut: true }> {
  await ctx.session.signOut();
  return { signedOut: true };
}
