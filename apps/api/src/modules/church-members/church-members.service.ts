import type { Db } from '@huddle/db';
import {
  type ChurchMembership,
  type InvitationCreateInput,
  type InvitationRevokeInput,
  leavesAnOwner,
  type MemberRemoveInput,
  type MemberRoleInput,
  TEAM_ACCESS_DENIED,
  type TeamAccess,
  teamAccess,
} from '@huddle/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, appError } from '../../errors/app-error.js';
import { deleteLoginCounters, deleteUsers } from '../admin/church-deletion.repository.js';
import { queueMail } from '../mail/outbox.js';
import { hit } from '../rate-limits/rate-limits.repository.js';
import { deleteSessionsOfUser } from '../sessions/session-store.js';
import {
  churchOfAddress,
  deleteInvitation,
  findMember,
  type InvitationRow,
  listInvitations,
  listMembers,
  lockChurchForTeam,
  ownerIds,
  saveInvitation,
  type TeamChurch,
  updateRole,
} from './church-members.repository.js';
import type {
  invitationSchema,
  memberSchema,
  sentInvitationSchema,
  teamSchema,
} from './church-members.schemas.js';
import { INVITATION_LIFETIME_MS, joinUrl, newInvitationToken } from './invitation-link.js';
import { invitationMail } from './invitation-mail.js';

export const LAST_OWNER =
  'A church needs an owner: make someone else an owner first, then change or remove this one.';
export const NOT_A_MEMBER = 'This person has no access to your church.';
export const NO_SUCH_INVITATION = 'Your church has no such invitation.';
export const ALREADY_IN_THIS_CHURCH = 'This person already has access to your church.';
export const IN_ANOTHER_CHURCH =
  'A Huddle account with this address belongs to another church. An account belongs to one church only: invite another address of theirs.';
export const INVITATIONS_USED_UP =
  'Your church has sent as many invitations as it may today. Please try again tomorrow.';

type Actor = { user: { id: number; username: string }; churchUser: ChurchMembership };
type TeamCtx = Pick<AppContext, 'db' | 'config'> & Actor;

const DENIED_CODES: Record<Exclude<TeamAccess, 'allowed'>, string> = {
  'owners-only': 'OWNERS_ONLY',
  'access-denied': 'ACCESS_DENIED',
};

/** Only the church's own owners see or change its team (ADR 0086); anyone else: 403. */
function assertTeamAccess(churchUser: ChurchMembership, churchId: number): void {
  const access = teamAccess(churchUser, churchId);
  if (access !== 'allowed') {
    throw appError('FORBIDDEN', TEAM_ACCESS_DENIED[access].message, DENIED_CODES[access]);
  }
}

/**
 * The start of every change to a team, in its transaction: the church locked, then the caller
 * checked again as it is now, so an owner removed or demoted a moment ago changes nothing.
 */
async function lockAsOwner(trx: Db, actor: Actor, churchId: number): Promise<TeamChurch> {
  assertTeamAccess(actor.churchUser, churchId);
  const church = await lockChurchForTeam(trx, churchId);
  const now = await findMember(trx, churchId, actor.user.id);
  if (!church || now === undefined) {
    throw appError('FORBIDDEN', TEAM_ACCESS_DENIED['access-denied'].message, 'ACCESS_DENIED');
  }
  assertTeamAccess({ churchId, role: now.role }, churchId);
  return church;
}

function toInvitation(row: InvitationRow, now: Date): z.output<typeof invitationSchema> {
  return { ...row, expired: row.expiresAt <= now };
}

/** Who has access to the church, and who is invited (expired invitations included). */
export async function churchTeam(
  ctx: Pick<AppContext, 'db'> & Actor,
  churchId: number,
  now = new Date(),
): Promise<z.output<typeof teamSchema>> {
  assertTeamAccess(ctx.churchUser, churchId);
  const [members, invitations] = await Promise.all([
    listMembers(ctx.db, churchId),
    listInvitations(ctx.db, churchId),
  ]);
  return {
    members,
    invitations: invitations.map((row) => toInvitation(row, now)),
  };
}

/**
 * Invites an address as an official or a member: stores the link's hash, counts it against the
 * church's daily allowance and queues the mail, in one transaction. An open invitation to the same
 * address is renewed (new link, role and expiry), not doubled. An address whose account is in a
 * church already is refused (an account belongs to one church).
 */
export async function inviteToChurch(
  ctx: TeamCtx,
  input: InvitationCreateInput,
  now = new Date(),
): Promise<z.output<typeof sentInvitationSchema>> {
  return ctx.db.transaction().execute(async (trx) => {
    const church = await lockAsOwner(trx, ctx, input.churchId);
    const accountChurch = await churchOfAddress(trx, input.email);
    if (accountChurch !== undefined && accountChurch !== null) {
      const message = accountChurch === church.id ? ALREADY_IN_THIS_CHURCH : IN_ANOTHER_CHURCH;
      throw new AppError('CONFLICT', message, { fieldErrors: { email: [message] } });
    }
    const allowance = ctx.config.rateLimits.invitationsPerChurch;
    if ((await hit(trx, `invitations:church:${church.id}`, allowance.windowMs)) > allowance.max) {
      throw appError('TOO_MANY_REQUESTS', INVITATIONS_USED_UP);
    }
    const link = newInvitationToken();
    const { row, renewed } = await saveInvitation(
      trx,
      {
        churchId: church.id,
        email: input.email,
        role: input.role,
        tokenHash: link.hash,
        invitedBy: ctx.user.id,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      },
      now,
    );
    await queueMail(
      trx,
      invitationMail({
        to: input.email,
        role: input.role,
        church,
        invitedBy: ctx.user.username,
        url: joinUrl(ctx.config.publicUrl, link.token),
      }),
    );
    return { ...toInvitation(row, now), renewed };
  });
}

/** Withdraws an invitation: its link stops working at once. */
export async function revokeInvitation(
  ctx: TeamCtx,
  input: InvitationRevokeInput,
): Promise<{ revoked: true }> {
  assertTeamAccess(ctx.churchUser, input.churchId);
  if (!(await deleteInvitation(ctx.db, input.churchId, input.invitationId))) {
    throw appError('NOT_FOUND', NO_SUCH_INVITATION);
  }
  return { revoked: true };
}

/**
 * Takes a person's access away: their account is closed (it belonged to this church alone, and
 * its address may be invited again) and every session of theirs ends. The last owner stays: the
 * owners are counted under the church's lock, so two owners removing each other at once cannot
 * both succeed.
 */
export async function removeMember(
  ctx: TeamCtx & Pick<AppContext, 'session'>,
  input: MemberRemoveInput,
): Promise<{ removed: true }> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockAsOwner(trx, ctx, input.churchId);
    const member = await findMember(trx, input.churchId, input.userId);
    if (!member) throw appError('NOT_FOUND', NOT_A_MEMBER);
    if (!leavesAnOwner(await ownerIds(trx, input.churchId), { userId: input.userId, role: null })) {
      throw appError('CONFLICT', LAST_OWNER, 'LAST_OWNER');
    }
    await deleteSessionsOfUser(trx, input.userId);
    await deleteLoginCounters(trx, [member.username.toLowerCase()]);
    await deleteUsers(trx, [input.userId]);
  });
  // An owner who removed themselves: this browser's session went with the rest; take its cookie.
  if (input.userId === ctx.user.id) await ctx.session.signOut();
  return { removed: true };
}

/** Gives a person another role, owner included; the last owner stays one. */
export async function changeMemberRole(
  ctx: TeamCtx,
  input: MemberRoleInput,
): Promise<z.output<typeof memberSchema>> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockAsOwner(trx, ctx, input.churchId);
    const member = await findMember(trx, input.churchId, input.userId);
    if (!member) throw appError('NOT_FOUND', NOT_A_MEMBER);
    const change = { userId: input.userId, role: input.role };
    if (!leavesAnOwner(await ownerIds(trx, input.churchId), change)) {
      throw appError('CONFLICT', LAST_OWNER, 'LAST_OWNER');
    }
    await updateRole(trx, input.churchId, input.userId, input.role);
    const members = await listMembers(trx, input.churchId);
    const changed = members.find((row) => row.userId === input.userId);
    if (!changed) throw appError('NOT_FOUND', NOT_A_MEMBER);
    return changed;
  });
}
