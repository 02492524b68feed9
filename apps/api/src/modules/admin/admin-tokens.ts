import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits, URL-safe. Only its hash is stored. */
export function newAdminToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of the token, as stored in `admin_tokens.token_hash`. A fast hash is enough here: the
 * token has 256 bits of entropy, so unlike a password it cannot be guessed from its hash.
 */
export function hashAdminToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type AdminTokenLifetimes = {
  idleTimeoutMs: number;
  absoluteLifetimeMs: number;
  touchEveryMs: number;
};

/** The deadline a token gets at `now`: idle timeout from now, never past its absolute end. */
export function tokenDeadline(createdAt: Date, now: Date, lifetimes: AdminTokenLifetimes): Date {
  const idle = now.getTime() + lifetimes.idleTimeoutMs;
  const absolute = createdAt.getTime() + lifetimes.absoluteLifetimeMs;
  return new Date(Math.min(idle, absolute));
}

/** True when a use at `now` should push the stored deadline on (at most once per touch period). */
export function shouldTouch(
  expiresAt: Date,
  createdAt: Date,
  now: Date,
  lifetimes: AdminTokenLifetimes,
): boolean {
  const next = tokenDeadline(createdAt, now, lifetimes).getTime();
  return next - expiresAt.getTime() >= lifetimes.touchEveryMs;
}
