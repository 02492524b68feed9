import { CHURCH_USER_ROLES } from './constants/churches.js';

/** The signed-in user's church membership (spec §3 session lookup `churchUser`). */
export type ChurchMembership = { churchId: number; role: string } | null | undefined;

/**
 * Spec §6: the hosting church's user sees attendance counts and spots-left warnings and may edit
 * or delete the event; nobody else may.
 */
export function ownsEvent(membership: ChurchMembership, event: { churchId: number }): boolean {
  return membership != null && membership.churchId === event.churchId;
}

export type ChurchEditAccess = 'allowed' | 'insufficient-permissions' | 'access-denied';

/** Spec §6: only owners and officials edit church information, and only their own church's. */
export function churchEditAccess(membership: ChurchMembership, churchId: number): ChurchEditAccess {
  if (!membership || !(CHURCH_USER_ROLES as readonly string[]).includes(membership.role)) {
    return 'insufficient-permissions';
  }
  return membership.churchId === churchId ? 'allowed' : 'access-denied';
}

/** The title and text shown when church editing is refused (spec §6). */
export const CHURCH_EDIT_DENIED = {
  'insufficient-permissions': {
    title: 'Insufficient Permissions',
    message: 'Only owners and officials can edit church information',
  },
  'access-denied': {
    title: 'Access Denied',
    message: 'You can only edit your own church information',
  },
} as const;
