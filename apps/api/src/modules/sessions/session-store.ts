import type { SessionStore } from '@fastify/session';
import type { Db } from '@huddle/db';
import type * as Fastify from 'fastify';
import { sql } from 'kysely';

type StoredSession = Fastify.Session;
type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: StoredSession | null) => void;

/**
 * @fastify/session's store on the `session` table. A row lives for the idle timeout from its last
 * save; a row past its `expire` is treated as gone (and swept later), so an idle session ends on
 * the server even if the browser kept its cookie.
 */
export function createSessionStore(db: Db, idleTimeoutMs: number): SessionStore {
  return {
    set(sid, session, callback: Callback) {
      const expire = new Date(Date.now() + idleTimeoutMs);
      db.insertInto('session')
        .values({ sid, sess: JSON.stringify(session), expire })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ sess: JSON.stringify(session), expire }))
        .execute()
        .then(() => callback(), callback);
    },
    get(sid, callback: GetCallback) {
      db.selectFrom('session')
        .select('sess')
        .where('sid', '=', sid)
        .where('expire', '>', new Date())
        .executeTakeFirst()
        .then((row) => callback(null, (row?.sess as StoredSession | undefined) ?? null), callback);
    },
    destroy(sid, callback: Callback) {
      db.deleteFrom('session')
        .where('sid', '=', sid)
        .execute()
        .then(() => callback(), callback);
    },
  };
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('session').where('expire', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends every session of a user but `keep` (the caller's own, when it stays signed in): after a
 * password reset or change, whoever held the old password is signed out everywhere. Sessions are
 * found by the user id inside their JSON (index session_user_id_idx).
 */
export async function deleteSessionsOfUser(db: Db, userId: number, keep?: string): Promise<number> {
  let query = db.deleteFrom('session').where(sql<string>`sess ->> 'userId'`, '=', String(userId));
  if (keep !== undefined) query = query.where('sid', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
