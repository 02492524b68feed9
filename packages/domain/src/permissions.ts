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

/** The parts of an event that decide when, what and for how many. */
export type EventSchedule = {
  datetime: Date;
  timezone: string;
  sport: string;
  maxAttendees: number;
  /** A series' last local date; null or absent for a one-off or a series without an end. */
  recurrenceEndDate?: string | null | undefined;
};

export const LAPSED_EDIT_REFUSED =
  'Your Church Partner subscription is not active: you can still correct this event’s details or cancel it, but moving it, changing its sport, or adding seats or dates needs an active subscription.';

/**
 * A church without an active subscription may still look after the events it has: correct their
 * texts, image, food and age group, take seats away, or cancel them. It may not turn one into a
 * new event: another date or zone, another sport, more seats or a longer series (docs/adr/0026-what-a-lapsed-church-may-do.md).
 */
export function lapsedChurchMayEdit(before: EventSchedule, after: EventSchedule): boolean {
  return (
    before.datetime.getTime() === after.datetime.getTime() &&
    before.timezone === after.timezone &&
    before.sport === after.sport &&
    after.maxAttendees <= before.maxAttendees &&
    !seriesRunsLonger(before, after)
  );
}

/** Whether a series now ends later: more dates, i.e. more of a new event (ending sooner is fine). */
function seriesRunsLonger(before: EventSchedule, after: EventSchedule): boolean {
  return Boolean(
    before.recurrenceEndDate &&
      after.recurrenceEndDate &&
      after.recurrenceEndDate > before.recurrenceEndDate,
  );
}

export type TeamAccess = 'allowed' | 'owners-only' | 'access-denied';

/**
 * Who sees and changes who has access to a church: its owners, and nobody else's
 * (docs/adr/0086-more-than-one-person-per-church.md). Officials and members work in the church
 * but do not decide who else does.
 */
export function teamAccess(membership: ChurchMembership, churchId: number): TeamAccess {
  if (!membership || membership.churchId !== churchId) return 'access-denied';
  return membership.role === 'owner' ? 'allowed' : 'owners-only';
}

/** The title and text shown when the team is refused. */
export const TEAM_ACCESS_DENIED = {
  'owners-only': {
    title: 'Owners only',
    message: 'Only owners can see and change who has access to the church.',
  },
  'access-denied': {
    title: 'Access Denied',
    message: "You can only manage your own church's team.",
  },
} as const;

/**
 * The last-owner rule: a change to one person (`role` null for removing them) may take an owner
 * away only while another owner stays, so a church never loses the one person who can let people
 * in. The server applies it under a lock on the church, so two changes at once cannot both pass.
 */
export function leavesAnOwner(
  ownerIds: readonly number[],
  change: { userId: number; role: string | null },
): boolean {
  if (!ownerIds.includes(change.userId) || change.role === 'owner') return true;
  return ownerIds.some((id) => id !== change.userId);
}
