import type { Db } from '@huddle/db';
import { adminLoginInput, LIMITS, requiredText } from '@huddle/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../errors/db-errors.js';
import { hashPassword } from '../auth/passwords.js';
import { type Admin, insertAdministrator } from './admin.repository.js';

/** What `pnpm admin:create` asks for: the sign-in rules of spec §5 plus a display name. */
export const createAdminInput = adminLoginInput.extend({
  name: requiredText('Name is required', LIMITS.name, 'Name'),
});
export type CreateAdminInput = z.input<typeof createAdminInput>;

export class CreateAdminError extends Error {}

/** Makes an administrator on any database; the password is stored as an argon2id hash only. */
export async function createAdministrator(db: Db, input: CreateAdminInput): Promise<Admin> {
  const parsed = createAdminInput.safeParse(input);
  if (!parsed.success) {
    throw new CreateAdminError(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const { email, name, password } = parsed.data;
  try {
    return await insertAdministrator(db, {
      email,
      name,
      passwordHash: await hashPassword(password),
    });
  } catch (error) {
    if (uniqueViolation(error) === 'administrators_email_lower_key') {
      throw new CreateAdminError(`An administrator with the e-mail ${email} already exists.`);
    }
    throw error;
  }
}
