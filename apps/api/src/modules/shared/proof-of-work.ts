import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * Proof-of-work challenges: for the administrator sign-in (docs/adr/0001-admin-sign-in-proof-of-work.md),
 * where past a few failed sign-ins each further one must carry a solved challenge, and for
 * holding more than a fair share of a date's seats (docs/adr/0078-no-squatting.md). A stranger
 * pays in CPU time; a person, whose browser solves one in a second or so, is never locked out.
 * `account` binds a challenge to what it is for (an e-mail; `seats:<event>` for seats).
 *
 * altcha v2 in its deterministic mode: the server picks the counter a solver must reach (so the
 * work grows linearly with it) and signs the key that counter derives, so checking a solution is
 * two HMACs and never a key derivation, cheap enough to come before argon2.
 */

/** WebCrypto has it in every browser, so the web app solves with no code of its own. */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/** Rounds per attempt: enough that a browser's per-call overhead is small beside the work. */
export const CHALLENGE_ROUNDS = 1000;
/** Long enough to solve on a slow phone and send; short enough that none can be stockpiled. */
export const CHALLENGE_LIFETIME_MS = 2 * 60_000;
/** The hardest level: the cap, `maxAttempts`; each level below takes half the level above. */
export const TOP_LEVEL = 5;

/**
 * How hard a challenge is for an account with `failures` failed sign-ins in the window: level 0
 * just past the free ones, one level up for each further `freeFailures`, up to TOP_LEVEL.
 */
export function challengeLevel(failures: number, freeFailures: number): number {
  const beyond = Math.max(0, failures - freeFailures - 1);
  return Math.min(TOP_LEVEL, Math.floor(beyond / Math.max(1, freeFailures)));
}

/** The most attempts a challenge of `level` takes; at least 1. */
export function attemptsAt(level: number, maxAttempts: number): number {
  return Math.max(1, Math.ceil(maxAttempts / 2 ** (TOP_LEVEL - level)));
}

type ChallengeKeys = { signature: string; derivedKey: string };

/** Separate keys for the two HMACs altcha makes, both from the configured one. */
function keysFrom(hmacKey: string): ChallengeKeys {
  const subkey = (purpose: string) => createHmac('sha256', hmacKey).update(purpose).digest('hex');
  return { signature: subkey('challenge'), derivedKey: subkey('derived key') };
}

/**
 * A new challenge for `account` (a lower-cased e-mail) at `level`: signed, expiring, and bound to
 * the account and the level, which the sign-in checks. The counter is drawn between half and all
 * of the level's attempts, so solving takes a fair share of it every time.
 */
export async function issueChallenge(
  hmacKey: string,
  maxAttempts: number,
  account: string,
  level: number,
  now: Date,
): Promise<Challenge & { signature: string }> {
  const most = attemptsAt(level, maxAttempts);
  const keys = keysFrom(hmacKey);
  const { parameters, signature } = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_ROUNDS,
    counter: randomInt(most, Math.ceil(most / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    data: { account, level },
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  // altcha signs whenever it is given a secret; an unsigned challenge could never be verified.
  if (!signature) throw new Error('altcha returned an unsigned challenge');
  return { parameters, signature };
}

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]+$/);

/** altcha's payload ({ challenge, solution }), bounded so nothing in it is costly to check. */
const payloadSchema = z.object({
  challenge: z.object({
    // Every field is signed, so nothing may be dropped or changed: loose, not stripped.
    parameters: z.looseObject({
      algorithm: z.literal(CHALLENGE_ALGORITHM),
      nonce: hex(64),
      salt: hex(64),
      cost: z.literal(CHALLENGE_ROUNDS),
      keyLength: z.number().int(),
      keyPrefix: hex(128),
      // Present on every challenge this server issues; it is what spares a key derivation.
      keySignature: hex(128),
      expiresAt: z.number(),
      data: z.object({ account: z.string().max(320), level: z.number().int() }),
    }),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
});

export type CheckedSolution =
  | { ok: true; challengeId: string }
  | {
      ok: false;
      reason: 'missing' | 'malformed' | 'other account' | 'too easy' | 'expired' | 'wrong';
    };

/**
 * Checks a solved challenge for `account` of at least `minLevel`: that this server issued it,
 * that it is unexpired and that the work was done. Not whether it was used before: the caller
 * records that (a database write), and only for solutions that passed here.
 */
export async function checkSolution(
  hmacKey: string,
  proofOfWork: string | undefined,
  account: string,
  minLevel: number,
): Promise<CheckedSolution> {
  if (!proofOfWork) return { ok: false, reason: 'missing' };
  const payload = payloadSchema.safeParse(decode(proofOfWork));
  if (!payload.success) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = payload.data;
  // Checked before the signature only to skip its cost; a forged value fails the signature anyway.
  if (challenge.parameters.data.account !== account) return { ok: false, reason: 'other account' };
  if (challenge.parameters.data.level < minLevel) return { ok: false, reason: 'too easy' };
  const keys = keysFrom(hmacKey);
  const issued: Challenge = {
    parameters: challenge.parameters,
    signature: challenge.signature,
  };
  const result = await verifySolution({
    challenge: issued,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.derivedKey,
  }).catch(() => undefined); // a value shaped to make the library throw is a wrong solution
  if (!result) return { ok: false, reason: 'wrong' };
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'wrong' };
  return { ok: true, challengeId: challenge.signature };
}

/** A challenge as the API answers it: altcha's parameters and their signature. */
export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

/** Base64 JSON to a value; undefined for anything that is not. */
function decode(proofOfWork: string): unknown {
  try {
    return JSON.parse(Buffer.from(proofOfWork, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
