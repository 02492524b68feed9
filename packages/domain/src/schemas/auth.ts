import { z } from 'zod';
import { messages, tooLongMessage } from '../messages.js';
import { LIMITS, requiredLine, validEmailField } from './fields.js';

/** Spec §5 church official login: username and password required, no other rule. */
export const officialLoginInput = z.object({
  username: requiredLine(messages.usernameRequired, LIMITS.username, 'Username'),
  // Not trimmed: spaces may be part of a password. Bounded so hashing stays cheap.
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(LIMITS.password, tooLongMessage('Password', LIMITS.password)),
});
export type OfficialLoginInput = z.output<typeof officialLoginInput>;

/** Spec §5 administrator login: a valid e-mail, a password of at least 6. */
export const adminLoginInput = z.object({
  email: validEmailField(),
  password: z
    .string({ error: messages.adminPasswordTooShort })
    .min(6, messages.adminPasswordTooShort)
    .max(LIMITS.password, tooLongMessage('Password', LIMITS.password)),
  /**
   * A solved proof-of-work challenge (GET /api/admin/login-challenge), as base64 JSON of
   * { challenge, solution }: asked for once an account has had a few failed sign-ins, instead of
   * locking it. Opaque here: the API answers any bad one as it answers a missing one, and the
   * bound keeps that check cheap.
   */
  proofOfWork: z.string().max(4096, 'The proof of work is too long.').optional(),
});
export type AdminLoginInput = z.output<typeof adminLoginInput>;
