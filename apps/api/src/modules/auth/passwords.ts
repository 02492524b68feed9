import { argon2id, hash, needsRehash, verify } from 'argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane (about 25 ms here). */
const HASH_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a password nobody knows, made with HASH_OPTIONS. Login verifies against it when the
 * username is unknown, so that answer takes as long as a wrong password and does not reveal
 * which usernames exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$DhQiJezi1oPypi060sTh8w$ifnJP+u7NanFduXhWgNuExNiXi9hJ8IR8gvPJ/mCKuk';

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; a malformed hash is a mismatch, not a crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same work as a real check, then fails: for unknown usernames. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/** A stored hash made with weaker settings than today's is replaced at the next login. */
export function isOutdatedHash(passwordHash: string): boolean {
  return needsRehash(passwordHash, HASH_OPTIONS);
}
