import type { ChurchUserRole, Db, InvitedRole } from '@huddle/db';
import { sql } from 'kysely';

export type TeamChurch = { id: number; name: string; email: string };

/**
 * Locks the church's row for a change to its team and returns it. Every change that could take
 * an owner away (a removal, a role) and every invitation runs after this lock, so they happen one
 * after another per church and each sees the last one's result. NO KEY UPDATE, so the church's
 * events, RSVPs and other rows that point at it are not held up.
 */
export async function lockChurchForTeam(db: Db, churchId: number): Promise<TeamChurch | undefined> {
  return db
    .selectFrom('churches')
    .select(['id', 'name', 'email'])
    .where('id', '=', churchId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type MemberRow = {
  userId: number;
  username: string;
  email: string | null;
  role: ChurchUserRole;
  joinedAt: Date;
  lastLoginAt: Date | null;
};

/** Everyone with access to the church: owners first, then officials, then members, by name. */
export async function listMembers(db: Db, churchId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('church_users')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .select([
      'users.id as userId',
      'users.username',
      'users.email',
      'church_users.role',
      'church_users.created_at as joinedAt',
      'church_users.last_login_at as lastLoginAt',
    ])
    .where('church_users.church_id', '=', churchId)
    .orderBy(sql`array_position(array['owner', 'official', 'member'], church_users.role)`)
    .orderBy(sql`lower(users.username)`)
    .execute();
}

export type InvitationRow = {
  id: number;
  email: string;
  role: InvitedRole;
  invitedAt: Date;
  expiresAt: Date;
};

const INVITATION_COLUMNS = [
  'id',
  'email',
  'role',
  'created_at as invitedAt',
  'expires_at as expiresAt',
] as const;

/** The church's invitations not yet accepted nor withdrawn, newest first (expired ones too). */
export async function listInvitations(db: Db, churchId: number): Promise<InvitationRow[]> {
  return db
    .selectFrom('church_invitations')
    .select(INVITATION_COLUMNS)
    .where('church_id', '=', churchId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One person's place in the church, or undefined when they have none there. */
export async function findMember(
  db: Db,
  churchId: number,
  userId: number,
): Promise<{ username: string; role: ChurchUserRole } | undefined> {
  return db
    .selectFrom('church_users')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .select(['users.username', 'church_users.role'])
    .where('church_users.church_id', '=', churchId)
    .where('church_users.user_id', '=', userId)
    .executeTakeFirst();
}

/** The church's owners' user ids (run under lockChurchForTeam to act on them). */
export async function ownerIds(db: Db, churchId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('church_users')
    .select('user_id')
    .where('church_id', '=', churchId)
    .where('role', '=', 'owner')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The church an account with this address belongs to: null for none, undefined for no account. */
export async function churchOfAddress(db: Db, email: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('church_users', 'church_users.user_id', 'users.id')
    .select('church_users.church_id')
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? row.church_id : undefined;
}

export type NewInvitation = {
  churchId: number;
  email: string;
  role: InvitedRole;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
};

/**
 * Stores an invitation; an open one to the same address (any case) is renewed in its place: a new
 * link (the old one stops working), the role and expiry given now. Run under lockChurchForTeam;
 * the unique index church_invitations_church_email_key is the last word.
 */
export async function saveInvitation(
  db: Db,
  invitation: NewInvitation,
  now: Date,
): Promise<{ row: InvitationRow; renewed: boolean }> {
  const values = {
    role: invitation.role,
    token_hash: invitation.tokenHash,
    invited_by: invitation.invitedBy,
    expires_at: invitation.expiresAt,
    created_at: now,
  };
  const renewed = await db
    .updateTable('church_invitations')
    .set({ ...values, email: invitation.email })
    .where('church_id', '=', invitation.churchId)
    .where(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())
    .returning(INVITATION_COLUMNS)
    .executeTakeFirst();
  if (renewed) return { row: renewed, renewed: true };
  const row = await db
    .insertInto('church_invitations')
    .values({ ...values, church_id: invitation.churchId, email: invitation.email })
    .returning(INVITATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return { row, renewed: false };
}

/** Withdraws one of the church's invitations; false when it has no such invitation. */
export async function deleteInvitation(
  db: Db,
  churchId: number,
  invitationId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('church_invitations')
    .where('id', '=', invitationId)
    .where('church_id', '=', churchId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type OpenInvitation = {
  churchId: number;
  churchName: string;
  email: string;
  role: InvitedRole;
  expiresAt: Date;
};

/** The invitation a link's token hash opens, with its church, expired or not. */
export async function findInvitation(
  db: Db,
  tokenHash: string,
): Promise<OpenInvitation | undefined> {
  return db
    .selectFrom('church_invitations')
    .innerJoin('churches', 'churches.id', 'church_invitations.church_id')
    .select([
      'church_invitations.church_id as churchId',
      'churches.name as churchName',
      'church_invitations.email',
      'church_invitations.role',
      'church_invitations.expires_at as expiresAt',
    ])
    .where('church_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Uses an invitation up in one statement: of two requests with the same link, only one gets it
 * (the other finds the row gone). An expired one gives nothing and stays for the owner to see.
 */
export async function takeInvitation(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ churchId: number; email: string; role: InvitedRole } | undefined> {
  return db
    .deleteFrom('church_invitations')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['church_id as churchId', 'email', 'role'])
    .executeTakeFirst();
}

export async function insertMembership(
  db: Db,
  churchId: number,
  userId: number,
  role: ChurchUserRole,
): Promise<void> {
  await db
    .insertInto('church_users')
    .values({ church_id: churchId, user_id: userId, role })
    .execute();
}

export async function updateRole(
  db: Db,
  churchId: number,
  userId: number,
  role: ChurchUserRole,
): Promise<void> {
  await db
    .updateTable('church_users')
    .set({ role })
    .where('church_id', '=', churchId)
    .where('user_id', '=', userId)
    .execute();
}
