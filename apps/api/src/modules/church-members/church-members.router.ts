import {
  churchTeamInput,
  invitationAcceptInput,
  invitationCreateInput,
  invitationRevokeInput,
  invitationTokenInput,
  memberRemoveInput,
  memberRoleInput,
} from '@huddle/domain';
import { churchProcedure, partnerProcedure, publicProcedure, router } from '../../trpc/init.js';
import { rateLimited } from '../../trpc/rate-limit.js';
import {
  invitationPreviewSchema,
  joinedSchema,
  memberSchema,
  removedSchema,
  revokedSchema,
  sentInvitationSchema,
  teamSchema,
} from './church-members.schemas.js';
import {
  changeMemberRole,
  churchTeam,
  inviteToChurch,
  removeMember,
  revokeInvitation,
} from './church-members.service.js';
import { acceptInvitation, previewInvitation } from './invitations.service.js';

const OWNERS_ONLY =
  "403 OWNERS_ONLY for the church's officials and members, ACCESS_DENIED for another church";

/** Joining through an invitation's link: what it invites to, and the account it creates. */
const invitationRouter = router({
  preview: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/invitations/:token',
        summary:
          "What an invitation's link invites to: the church's name and the role, nothing else; 404 INVITATION_EXPIRED past its 7 days, 404 INVITATION_INVALID once accepted or withdrawn (or unknown)",
        errors: { 404: 'The invitation was accepted, withdrawn or has expired' },
      },
    })
    .input(invitationTokenInput)
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => previewInvitation(ctx, input.token)),

  accept: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/invitations/accept',
        summary:
          "Join a church through an invitation's link: creates the person's own account (registration's rules; the invitation's address unless email is given) with the invitation's role, uses the link up and signs the account in; 404 as the preview, 409 naming the username or e-mail address when taken (the link then still works)",
        successStatus: 201,
        errors: {
          404: 'The invitation was accepted, withdrawn or has expired',
          409: 'The username or the e-mail address is taken',
        },
      },
    })
    .use(rateLimited('invitationAccept'))
    .input(invitationAcceptInput)
    .output(joinedSchema)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
});

/** A church's people (ADR 0086): its owners invite, change roles and take access away. */
export const churchMembersRouter = router({
  list: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:churchId/members',
        summary: `Who has access to the church (owners, officials, members) and its invitations not yet accepted, with their expiry; owners only, ${OWNERS_ONLY}`,
      },
    })
    .input(churchTeamInput)
    .output(teamSchema)
    .query(({ ctx, input }) => churchTeam(ctx, input.churchId)),

  // A paying church only: the platform mails strangers for churches that are accountable.
  invite: partnerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/churches/:churchId/invitations',
        summary: `Invite an address as an official or a member: mails a single-use link that opens for 7 days; an open invitation to the same address is renewed (new link, role and expiry), not doubled; 409 naming email when the address's account is in a church already; 429 past the church's daily allowance; 403 SUBSCRIPTION_REQUIRED without an active subscription; owners only, ${OWNERS_ONLY}`,
        successStatus: 201,
        errors: { 409: "The address's account already belongs to a church" },
      },
    })
    .input(invitationCreateInput)
    .output(sentInvitationSchema)
    .mutation(({ ctx, input }) => inviteToChurch(ctx, input)),

  revokeInvitation: churchProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/churches/:churchId/invitations/:invitationId',
        summary: `Withdraw an invitation: its link stops working at once; 404 when the church has no such invitation; owners only, ${OWNERS_ONLY}`,
        errors: { 404: 'The church has no such invitation' },
      },
    })
    .input(invitationRevokeInput)
    .output(revokedSchema)
    .mutation(({ ctx, input }) => revokeInvitation(ctx, input)),

  changeRole: churchProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/churches/:churchId/members/:userId',
        summary: `Give a person of the church another role (owner, official or member); 409 LAST_OWNER when it would leave the church without an owner; 404 for someone not in the church; owners only, ${OWNERS_ONLY}`,
        errors: {
          404: 'The person has no access to the church',
          409: 'The church would have no owner',
        },
      },
    })
    .input(memberRoleInput)
    .output(memberSchema)
    .mutation(({ ctx, input }) => changeMemberRole(ctx, input)),

  remove: churchProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/churches/:churchId/members/:userId',
        summary: `Take a person's access away: their account is closed and every session of theirs ends; 409 LAST_OWNER for the church's last owner; 404 for someone not in the church; owners only, ${OWNERS_ONLY}`,
        errors: {
          404: 'The person has no access to the church',
          409: 'The church would have no owner',
        },
      },
    })
    .input(memberRemoveInput)
    .output(removedSchema)
    .mutation(({ ctx, input }) => removeMember(ctx, input)),

  invitation: invitationRouter,
});
