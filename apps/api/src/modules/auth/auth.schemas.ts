import { z } from 'zod';

/** A user as any answer shows one. Output schemas strip everything else, password hash included. */
export const userSchema = z.object({ id: z.number().int(), username: z.string() });

/** The session lookup of spec §3: a user and, when linked to a church, its church membership. */
export const sessionUserSchema = z.object({
  user: userSchema,
  churchUser: z.object({ churchId: z.number().int(), role: z.string() }).nullable(),
});

/** What auth.register answers over tRPC; POST /api/register sends the user itself (spec §7). */
export const registerOutput = z.object({ user: userSchema });

export const logoutOutput = z.object({ signedOut: z.literal(true) });
