import { z } from 'zod';
import { messages, oneLineMessage, tooLongMessage } from '../messages.js';
import { isOneLine, LIMITS, plainString } from './fields.js';

/** Spec §5 church official login: username and password required, no other rule. */
export const officialLoginInput = z.object({
  username: plainString('Username', messages.usernameRequired)
    .trim()
    .min(1, messages.usernameRequired)
    .max(LIMITS.username, tooLongMessage('Username', LIMITS.username))
    .refine(isOneLine, oneLineMessage('Username')),
  // Not trimmed: spaces may be part of a password. Bounded so hashing stays cheap.
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(LIMITS.password, tooLongMessage('Password', LIMITS.password)),
});
export type OfficialLoginInput = z.output<typeof officialLoginInput>;

/** Spec §5 administrator login: a valid e-mail, a password of at least 6. */
export const adminLoginInput = z.object({
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
    .pipe(z.email(messages.invalidEmail)),
  password: z
    .string({ error: messages.adminPasswordTooShort })
    .min(6, messages.adminPasswordTooShort)
    .max(LIMITS.password, tooLongMessage('Password', LIMITS.password)),
});
export type AdminLoginInput = z.output<typeof adminLoginInput>;
