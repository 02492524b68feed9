import type { Challenge } from 'altcha-lib';
import { appCodeOf } from './api-error';

/*
 * The proof of work the API asks for where a stranger should pay in CPU time (the administrator
 * sign-in past a few failures; more than a fair share of a date's seats): on CHALLENGE_REQUIRED
 * fetch a challenge, solve it with WebCrypto, and send the request again with the solution.
 */

/** The API's app code for "this request needs a solved challenge". */
export const CHALLENGE_REQUIRED = 'CHALLENGE_REQUIRED';

/** A slow phone takes a couple of seconds at the hardest level; this is far beyond that. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * altcha's payload format: base64 JSON of { challenge, solution }. The solver is loaded only
 * when a challenge comes: most visitors never meet one.
 */
export async function solve(challenge: Challenge): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('This browser could not finish the check. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * Sends `request`, and while the API answers CHALLENGE_REQUIRED (at most `tries` times) solves a
 * fresh challenge and sends it again with the proof. `onChecking` lets the page say so.
 */
export async function withProofOfWork<T>(
  request: (proofOfWork: string | undefined) => Promise<T>,
  challenge: () => Promise<Challenge>,
  options: { onChecking?: () => void; tries?: number } = {},
): Promise<T> {
  let proofOfWork: string | undefined;
  for (let tries = 0; ; tries += 1) {
    try {
      return await request(proofOfWork);
    } catch (error) {
      if (appCodeOf(error) !== CHALLENGE_REQUIRED || tries >= (options.tries ?? 3)) throw error;
      options.onChecking?.();
      proofOfWork = await solve(await challenge());
    }
  }
}
