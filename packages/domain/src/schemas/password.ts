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

const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(LIMITS.password, tooLongMessage('Password', LIMITS.password));

/** POST /api/password/change: the password in use (not judged by today's rules) and a new one. */
export const changePasswordInput = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.output<typeof changePasswordInput>;

/** The e-mail address a signed-in user adds for password resets. */
export const accountEmailInput = z.object({ email: validEmailField() });
export type AccountEmailInput = z.output<typeof accountEmailInput>;

const confirmPasswordField = z
  .string({ error: messages.confirmPasswordRequired })
  .min(1, messages.confirmPasswordRequired);

/** A form's new password typed twice: the second must match. */
const newPasswordTwice = { password: newPasswordField, confirmPassword: confirmPasswordField };
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [
  (value) => value.password === value.confirmPassword,
  { path: ['confirmPassword'], message: messages.passwordsDoNotMatch },
];

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z.object(newPasswordTwice).refine(...passwordsMatch);
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The account page's password form: the current one, then the new one twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordField, ...newPasswordTwice })
  .refine(...passwordsMatch);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
