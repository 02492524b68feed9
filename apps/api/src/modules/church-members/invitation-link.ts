import { INVITATION_LIFETIME_DAYS } from '@huddle/domain';
import { hashResetToken, newResetToken } from '../password/reset-token.js';

/** How long an invitation's link opens (ADR 0086): a volunteer may read the mail days later. */
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;

/**
 * An invitation's link carries 32 random bytes, and only their SHA-256 is stored, exactly as a
 * password reset link (password/reset-token.ts): whoever reads the database cannot join a church.
 */
export const newInvitationToken = newResetToken;
export const hashInvitationToken = hashResetToken;

/**
 * The web app's page the mail links to (apps/web route /join). The token rides in the query, as
 * the reset link's does: the page sends no Referer, and visit tracking keeps no query (a path
 * segment would be kept).
 */
export function joinUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/join?token=${encodeURIComponent(token)}`;
}
