import { z } from 'zod';
import { messages, tooLongMessage } from '../messages.js';
import { newPasswordField } from './church.js';
import { LIMITS, validEmailField } from './fields.js';

/** A reset link's token: 32 random bytes in base64url (43 characters); bounded so a lookup stays cheap. */
const resetTokenField = z
  .string({ error: 'This reset link is not complete. Please open the link from the e-mail again.' })
  .min(1, 'This reset link is not complete. Please open the link from the e-mail again.')
  .max(128, 'This reset link is not valid. Please ask for a new one.');

/** POST /api/password/forgot: the address a reset link is mailed to, if an account has it. */
export const forgotPasswordInput = z.object({ email: validEmailField() });
export type ForgotPasswordInput = z.output<typeof forgotPasswordInput>;

/** POST /api/password/reset: the link's token and the new password, under registration's rules. */
export const resetPasswordInput = z.object({ token: resetTokenField, password: newPasswordField });
export type ResetPasswordInput = z.output<typeof resetPasswordInput>;

/** POST /api/password/change: the password in use (not judged by today's rules) and a new one. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(LIMITS.password, tooLongMessage('Password', LIMITS.password)),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.output<typeof changePasswordInput>;

/** The e-mail address a signed-in user adds for password resets. */
export const accountEmailInput = z.object({ email: validEmailField() });
export type AccountEmailInput = z.output<typeof accountEmailInput>;

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDoNotMatch,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
