import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Json, NullableTimestamptz, Timestamptz, TimestamptzDefault } from './columns.js';

export type ChurchUserRole = 'owner' | 'official' | 'member';

export type UsersTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** For password resets only; unique ignoring case (users_email_lower_key). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the user was asked for an e-mail address at sign-in: asked once. */
  email_asked_at: NullableTimestamptz;
  created_at: TimestamptzDefault;
  /** Kept current by a trigger, so repositories need not set it. */
  updated_at: TimestamptzDefault;
};

/** The store of @fastify/session; `sess` is whatever the session plugin serialises. */
export type SessionTable = {
  sid: string;
  sess: Json<Record<string, unknown>>;
  expire: Timestamptz;
};

export type ChurchUsersTable = {
  id: Generated<number>;
  church_id: number;
  user_id: number;
  role: ColumnType<ChurchUserRole, ChurchUserRole | undefined, ChurchUserRole>;
  is_active: Generated<boolean>;
  last_login_at: NullableTimestamptz;
  created_at: TimestamptzDefault;
};

export type AdministratorsTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  role: Generated<string>;
  is_active: Generated<boolean>;
  last_login_at: NullableTimestamptz;
  created_at: TimestamptzDefault;
};

export type AdminTokensTable = {
  id: Generated<number>;
  administrator_id: number;
  /** A hash of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: TimestamptzDefault;
  expires_at: Timestamptz;
};

/** A reset link of a forgotten password: single use, short-lived, only its hash kept. */
export type PasswordResetTokensTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: TimestamptzDefault;
  expires_at: Timestamptz;
  used_at: NullableTimestamptz;
};

/** The roles an invitation can give; owners are made by an owner changing a role. */
export type InvitedRole = Exclude<ChurchUserRole, 'owner'>;

/**
 * A pending invitation to join a church (docs/adr/0086): single use (deleted when accepted or
 * withdrawn), expiring, only its token's hash kept; one per church and address (any case).
 */
export type ChurchInvitationsTable = {
  id: Generated<number>;
  church_id: number;
  email: string;
  role: InvitedRole;
  token_hash: string;
  /** Null once the owner who sent it has no account any more. */
  invited_by: number | null;
  created_at: TimestamptzDefault;
  expires_at: Timestamptz;
};

export type ChurchInvitationRow = Selectable<ChurchInvitationsTable>;
export type NewChurchInvitation = Insertable<ChurchInvitationsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type ChurchUserRow = Selectable<ChurchUsersTable>;
export type NewChurchUser = Insertable<ChurchUsersTable>;
export type ChurchUserUpdate = Updateable<ChurchUsersTable>;
export type AdministratorRow = Selectable<AdministratorsTable>;
export type NewAdministrator = Insertable<AdministratorsTable>;
export type AdministratorUpdate = Updateable<AdministratorsTable>;
export type AdminTokenRow = Selectable<AdminTokensTable>;
export type NewAdminToken = Insertable<AdminTokensTable>;

/** Fixed-window rate-limit counters, shared by every API process (apps/api rate limits). */
export type RateLimitCountersTable = {
  key: string;
  hits: number;
  resets_at: Timestamptz;
};

/** Who did what on the platform (spec issue 15: every church deletion). */
export type AdminAuditLogTable = {
  id: Generated<number>;
  /** Null once the administrator's account is gone; the e-mail stays. */
  administrator_id: number | null;
  administrator_email: string;
  action: 'church.delete';
  church_id: number | null;
  church_name: string | null;
  created_at: TimestamptzDefault;
};

export type AdminAuditLogRow = Selectable<AdminAuditLogTable>;
export type NewAdminAuditLog = Insertable<AdminAuditLogTable>;
