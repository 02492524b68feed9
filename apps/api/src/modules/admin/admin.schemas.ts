import { z } from 'zod';

/** An administrator as answers show one (spec §3 Admin: name, role); never the password hash. */
export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});

/** POST /api/admin/login (spec §7). */
export const adminLoginOutput = z.object({
  token: z.string(),
  admin: adminSchema,
  message: z.string(),
});

/** GET /api/admin/verify (spec §7: an object with admin). */
export const adminVerifyOutput = z.object({ admin: adminSchema });

export const adminLogoutOutput = z.object({ signedOut: z.literal(true) });
