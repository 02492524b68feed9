import type { AppContext } from '../../context.js';
import { rateLimitAddress } from '../rate-limits/client-address.js';
import { hit } from '../rate-limits/rate-limits.repository.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { countLiveKeys } from './admin-auth-counters.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log' | 'clientIp'>;

/** The per-account failure counter of the administrator sign-in (any case of the e-mail). */
export function failuresKey(account: string): string {
  return `admin-login-failed:email:${account}`;
}

/**
 * Records a wrong password for `account` (the `failures`-th of its window) and, the first time
 * the account needs proofs of work, warns the operator: who is targeted, how often, from how many
 * addresses. Never the password. At most one warning per account and window length, however
 * long the attack goes on, and none for an e-mail that is no administrator's (guesses at made-up
 * addresses would only bury the real ones); the work is the same either way, so its timing does
 * not tell which e-mails exist.
 */
export async function noteFailedSignIn(
  ctx: Ctx,
  account: string,
  failures: number,
  isAdministrator: boolean,
): Promise<void> {
  const rule = ctx.config.rateLimits.adminFailedLogins;
  // One counter per account and address, only so that the warning can say how many addresses.
  const byAddress = `${failuresKey(account)}:ip:`;
  await hit(ctx.db, `${byAddress}${rateLimitAddress(ctx.clientIp)}`, rule.windowMs);
  if (failures < rule.max) return;
  const firstTime = await tryTake(ctx.db, `admin-login-alert:email:${account}`, {
    max: 1,
    windowMs: rule.windowMs,
  });
  if (!firstTime) return;
  const addresses = await countLiveKeys(ctx.db, byAddress);
  if (!isAdministrator) return;
  ctx.log.warn(
    {
      alert: 'admin-sign-in-failures',
      account,
      failures,
      addresses,
      windowMinutes: Math.round(rule.windowMs / 60_000),
    },
    'repeated failed administrator sign-ins: each further sign-in to this account now needs a ' +
      'proof of work (the account is not locked)',
  );
}
