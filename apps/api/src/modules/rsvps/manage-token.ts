import { createHash, randomBytes } from 'node:crypto';

/**
 * The attendee's private link carries 32 random bytes (256 bits, base64url): unguessable, so it
 * can stand in for an account. Only its SHA-256 is stored: someone who reads the database cannot
 * use it to change anybody's RSVP. A fast hash suffices for a random secret this long (slow ones
 * protect guessable passwords).
 */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The page the mail links to (apps/web route /manage-rsvp/$token). */
export function manageRsvpUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/manage-rsvp/${token}`;
}
