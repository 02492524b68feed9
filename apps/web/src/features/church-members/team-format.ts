import { TEAM_ROLE_LABELS, type TeamRole } from '@huddle/domain';
import type { RouterOutputs } from '../../lib/trpc';
import { longDate } from '../subscription/subscription-format';

export type Team = RouterOutputs['churchMembers']['list'];
export type Member = Team['members'][number];
export type Invitation = Team['invitations'][number];

/** 'Expires on January 5, 2027' or, once past, 'Expired on January 5, 2027'. */
export function invitationExpiry(invitation: Pick<Invitation, 'expired' | 'expiresAt'>): string {
  return `${invitation.expired ? 'Expired' : 'Expires'} on ${longDate(invitation.expiresAt)}`;
}

/** 'Last signed in on January 5, 2027', or that they never have. */
export function lastSeen(member: Pick<Member, 'lastLoginAt'>): string {
  return member.lastLoginAt
    ? `Last signed in on ${longDate(member.lastLoginAt)}`
    : 'Has not signed in yet';
}

/** 'an owner', 'an official', 'a member'. */
export function roleWithArticle(role: TeamRole): string {
  return `${role === 'member' ? 'a' : 'an'} ${TEAM_ROLE_LABELS[role].toLowerCase()}`;
}
