import { z } from 'zod';
import { registerInput } from './church.js';
import { idField, validEmailField } from './fields.js';
import { resetPasswordFormSchema } from './password.js';

/*
 * More than one person per church (docs/adr/0086-more-than-one-person-per-church.md): an owner
 * invites people by e-mail as officials or members, sees who has access, changes roles and takes
 * access away. The invitation's link creates the person's own account.
 */

/** Spec §3 church_user.role values, most rights first. */
export const TEAM_ROLES = ['owner', 'official', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation gives: an owner is made by an owner, from someone already in. */
export const INVITED_ROLES = ['official', 'member'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  official: 'Official',
  member: 'Member',
};

/** What each role may do, to follow "can" (ADR 0086): the team page and the invitation say it. */
export const TEAM_ROLE_DUTIES: Record<TeamRole, string> = {
  owner:
    'do everything an official can, and decide who has access: invite people, change their roles and remove them.',
  official:
    "edit the church's information and manage its Church Partner subscription, as well as everything a member can do.",
  member:
    "host, edit and delete the church's events, see its analytics, attendees and notifications, message attendees and post on the Sports Mission board.",
};

/** How long an invitation's link opens: a volunteer may read the mail days later. */
export const INVITATION_LIFETIME_DAYS = 7;

const invitedRoleField = z.enum(INVITED_ROLES, { error: 'Choose a role: official or member.' });
const teamRoleField = z.enum(TEAM_ROLES, { error: 'Choose a role: owner, official or member.' });

/** GET /api/churches/{churchId}/members: who has access, and who is invited. */
export const churchTeamInput = z.object({ churchId: idField() });
export type ChurchTeamInput = z.output<typeof churchTeamInput>;

/** The team page's invitation form: an address and the role it gives. */
export const invitationFormSchema = z.object({
  email: validEmailField(),
  role: invitedRoleField,
});
export type InvitationFormValues = z.input<typeof invitationFormSchema>;

/** POST /api/churches/{churchId}/invitations. */
export const invitationCreateInput = invitationFormSchema.extend({ churchId: idField() });
export type InvitationCreateInput = z.output<typeof invitationCreateInput>;

/** DELETE /api/churches/{churchId}/invitations/{invitationId}: an invitation withdrawn. */
export const invitationRevokeInput = z.object({ churchId: idField(), invitationId: idField() });
export type InvitationRevokeInput = z.output<typeof invitationRevokeInput>;

/** DELETE /api/churches/{churchId}/members/{userId}: a person's access taken away. */
export const memberRemoveInput = z.object({ churchId: idField(), userId: idField() });
export type MemberRemoveInput = z.output<typeof memberRemoveInput>;

/** PUT /api/churches/{churchId}/members/{userId}: a person's new role. */
export const memberRoleInput = memberRemoveInput.extend({ role: teamRoleField });
export type MemberRoleInput = z.output<typeof memberRoleInput>;

const INCOMPLETE_LINK =
  'This invitation link is not complete. Please open the link from the e-mail again.';

/** An invitation's token: 32 random bytes in base64url (43 characters); bounded so a lookup stays cheap. */
const invitationTokenField = z
  .string({ error: INCOMPLETE_LINK })
  .min(1, INCOMPLETE_LINK)
  .max(128, 'This invitation link is not valid. Please ask your church for a new one.');

/** GET /api/invitations/{token}: what the link invites to. */
export const invitationTokenInput = z.object({ token: invitationTokenField });
export type InvitationTokenInput = z.output<typeof invitationTokenInput>;

/**
 * POST /api/invitations/accept: the link's token and the new account, under registration's
 * rules. Without an e-mail address the account takes the one the invitation was sent to.
 */
export const invitationAcceptInput = registerInput.extend({ token: invitationTokenField });
export type InvitationAcceptInput = z.output<typeof invitationAcceptInput>;

/** The join page's form: a username, an address (optional) and the password twice. */
export const joinFormSchema = z
  .object({ username: registerInput.shape.username, email: registerInput.shape.email })
  .and(resetPasswordFormSchema);
export type JoinFormValues = z.input<typeof joinFormSchema>;
