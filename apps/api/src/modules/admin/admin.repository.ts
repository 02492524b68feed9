import type { AdministratorUpdate, Db } from '@huddle/db';

export type Admin = { id: number; email: string; name: string; role: string };

/** What sign-in checks a password against; the only query that reads an administrator's hash. */
export async function findAdminCredentials(
  db: Db,
  email: string,
): Promise<(Admin & { passwordHash: string }) | undefined> {
  const row = await db
    .selectFrom('administrators')
    .select(['id', 'email', 'name', 'role', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      passwordHash: row.password_hash,
    }
  );
}

/** Changes an administrator's row: a rehashed password, the time of the last sign-in. */
export async function updateAdministrator(db: Db, adminId: number, values: AdministratorUpdate) {
  await db.updateTable('administrators').set(values).where('id', '=', adminId).execute();
}

export async function insertAdminToken(
  db: Db,
  token: { administratorId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db
    .insertInto('admin_tokens')
    .values({
      administrator_id: token.administratorId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Drops an administrator's tokens that can no longer be used, so the table does not grow. */
export async function deleteExpiredAdminTokens(db: Db, adminId: number, now: Date) {
  await db
    .deleteFrom('admin_tokens')
    .where('administrator_id', '=', adminId)
    .where('expires_at', '<=', now)
    .execute();
}

export type TokenOwner = { admin: Admin; tokenId: number; createdAt: Date; expiresAt: Date };

/** The active administrator holding a live token with this hash, if any. */
export async function findTokenOwner(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<TokenOwner | undefined> {
  const row = await db
    .selectFrom('admin_tokens')
    .innerJoin('administrators', 'administrators.id', 'admin_tokens.administrator_id')
    .select([
      'admin_tokens.id as tokenId',
      'admin_tokens.created_at',
      'admin_tokens.expires_at',
      'administrators.id',
      'administrators.email',
      'administrators.name',
      'administrators.role',
    ])
    .where('admin_tokens.token_hash', '=', tokenHash)
    .where('admin_tokens.expires_at', '>', now)
    .where('administrators.is_active', '=', true)
    .executeTakeFirst();
  return (
    row && {
      admin: { id: row.id, email: row.email, name: row.name, role: row.role },
      tokenId: row.tokenId,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  );
}

export async function updateAdminTokenExpiry(db: Db, tokenId: number, expiresAt: Date) {
  await db
    .updateTable('admin_tokens')
    .set({ expires_at: expiresAt })
    .where('id', '=', tokenId)
    .execute();
}

export async function deleteAdminToken(db: Db, tokenId: number) {
  await db.deleteFrom('admin_tokens').where('id', '=', tokenId).execute();
}

/** Makes an administrator (the `admin:create` command); a taken e-mail is a unique violation. */
export async function insertAdministrator(
  db: Db,
  values: { email: string; name: string; passwordHash: string },
): Promise<Admin> {
  return db
    .insertInto('administrators')
    .values({ email: values.email, name: values.name, password_hash: values.passwordHash })
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirstOrThrow();
}
