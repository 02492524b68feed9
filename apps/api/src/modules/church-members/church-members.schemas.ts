import { INVITED_ROLES, TEAM_ROLES } from '@huddle/domain';
import { z } from 'zod';
import { sessionUserSchema } from '../auth/auth.schemas.js';

/** A person with access, as the church's owners see them. */
export const memberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Their own address for password resets, when they gave one. */
  email: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.date(),
  lastLoginAt: z.date().nullable(),
});

/** An invitation not yet accepted nor withdrawn; `expired` once its link no longer opens. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  invitedAt: z.date(),
  expiresAt: z.date(),
  expired: z.boolean(),
});

export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});

/** A new invitation; `renewed` when it took the place of an open one to the same address. */
export const sentInvitationSchema = invitationSchema.extend({ renewed: z.boolean() });

export const revokedSchema = z.object({ revoked: z.literal(true) });
export const removedSchema = z.object({ removed: z.literal(true) });

/** What an invitation's link shows before joining: the church and the role, nothing else. */
export const invitationPreviewSchema = z.object({
  churchName: z.string(),
  role: z.enum(INVITED_ROLES),
});

/** Joining answers the new session, as a sign-in does. */
export const joinedSchema = sessionUserSchema;
