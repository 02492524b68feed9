import { createHash, randomBytes } from 'node:crypto';

/** How long a reset link opens: long enough for a slow mail, short enough to be of little use later. */
export const RESET_LINK_LIFETIME_MS = 30 * 60_000;

/**
 * A reset link carries 32 random bytes (256 bits, base64url); only its SHA-256 is stored, so
 * whoever reads the database cannot reset anyone's password. A fast hash suffices for a random
 * secret this long (slow ones protect guessable passwords).
 */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The web app's page the mail links to (apps/web route /reset-password). The token rides in the
 * query: the page sends no Referer (Referrer-Policy: no-referrer) and visit tracking drops queries.
 */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
