import type { AdminLoginInput } from '@huddle/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { appCodeOf } from '../../lib/api-error';
import { type AdminOutputs, adminClient } from './admin-trpc';

/**
 * The administrator sign-in, with the proof of work the API asks for once an account has had a
 * few failed sign-ins (apps/api/src/modules/admin/admin-auth-challenge.ts): on CHALLENGE_REQUIRED
 * fetch a challenge, solve it with WebCrypto, and send the sign-in again. The person only sees
 * the button say it is checking the browser.
 */

/** The API's app code for "this sign-in needs a solved challenge". */
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';

/**
 * Challenges tried per sign-in: strangers' guesses can make the account harder while this browser
 * solves, and the API then asks for a harder one; past that many, the refusal is shown.
 */
const MAX_CHALLENGES = 3;

/** A slow phone takes a couple of seconds at the hardest level; this is far beyond that. */
const SOLVE_TIMEOUT_MS = 60_000;

export async function signInAdmin(
  values: AdminLoginInput,
  onChecking: () => void,
): Promise<AdminOutputs['login']> {
  let input = values;
  for (let challenges = 0; ; challenges += 1) {
    try {
      return await adminClient.admin.login.mutate(input);
    } catch (error) {
      if (appCodeOf(error) !== CHALLENGE_REQUIRED || challenges >= MAX_CHALLENGES) throw error;
      onChecking();
      const challenge = await adminClient.admin.loginChallenge.query({ email: values.email });
      input = { ...values, proofOfWork: await solve(challenge) };
    }
  }
}

/** altcha's payload format: base64 JSON of { challenge, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('This browser could not finish the check. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}
