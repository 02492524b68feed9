import type { Database, Db, MailOutboxRow } from '@huddle/db';
import { type SelectQueryBuilder, sql } from 'kysely';

/*
 * The outbox's life cycle (see MailStatus): queued as pending → a job claims it (sending, with a
 * lease) → sent or logged, or back to pending for a retry, or failed after the last attempt.
 */

/**
 * Marks up to `limit` pending mails that have no delivery job yet as queued and returns them;
 * run in the transaction that creates their jobs, so a mail is queued exactly when its job
 * exists.
 */
export async function takeUnqueued(trx: Db, limit: number): Promise<number[]> {
  return markQueued(
    trx,
    trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('queued_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit),
  );
}

/**
 * Unfinished mails untouched for `staleAfterMs`: their job is gone (a process died mid-send and
 * pg-boss lost track, or the job tables were cleared). They get a new job; a mail that turns out
 * to be claimed still is skipped by that job's claim.
 */
export async function takeStale(trx: Db, staleAfterMs: number, limit: number): Promise<number[]> {
  const cutoff = sql<Date>`now() - ${`${Math.round(staleAfterMs / 1000)} seconds`}::interval`;
  return markQueued(
    trx,
    trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('updated_at', '<', cutoff)
      .where((eb) =>
        eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]),
      )
      .orderBy('updated_at')
      .limit(limit),
  );
}

/**
 * Marks the mails `due` picks as queued and returns their ids in order. SKIP LOCKED lets several
 * sweepers (server and worker processes) share the work.
 */
async function markQueued(
  trx: Db,
  due: SelectQueryBuilder<Database, 'mail_outbox', { id: number }>,
): Promise<number[]> {
  const rows = await trx
    .updateTable('mail_outbox')
    .set({ queued_at: sql`now()` })
    .where('id', 'in', due.forUpdate().skipLocked())
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Claims a mail for one delivery attempt, in one statement: only a pending mail, or one whose
 * previous claim ran out (its worker died), can be claimed, so two jobs never send it at once.
 * Undefined: already sent, logged or failed, or another job holds it.
 */
export async function claimMail(
  db: Db,
  id: number,
  leaseSeconds: number,
): Promise<MailOutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_until: sql`now() + ${`${leaseSeconds} seconds`}::interval`,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * What a finished mail keeps of its content: its envelope (to, subject, kind, when), not its
 * bodies, attachments or stop link, which carry live secrets (the attendee's manage link).
 */
const BODY_REMOVED = {
  text_body: '',
  html_body: null,
  attachments: '[]',
  list_unsubscribe: null,
  body_removed_at: sql<Date>`now()`,
} as const;

export async function markDelivered(
  db: Db,
  id: number,
  status: 'sent' | 'logged',
  { removeBody }: { removeBody: boolean },
) {
  await db
    .updateTable('mail_outbox')
    .set({
      status,
      sent_at: sql`now()`,
      claimed_until: null,
      last_error: null,
      ...(removeBody ? BODY_REMOVED : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * An attempt failed: back to pending for the job's retry, or failed for good after the last, when
 * the mail will never be sent and its bodies go as a delivered mail's do.
 */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  { final, removeBody }: { final: boolean; removeBody: boolean },
) {
  await db
    .updateTable('mail_outbox')
    .set({
      status: final ? 'failed' : 'pending',
      claimed_until: null,
      last_error: error,
      ...(final && removeBody ? BODY_REMOVED : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Deletes up to `limit` finished mails (sent, logged or failed) that finished before `before`,
 * oldest first; returns how many. Mail still to be sent is never touched.
 */
export async function deleteFinishedMail(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['sent', 'logged', 'failed'])
        .where('updated_at', '<', before)
        .orderBy('updated_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newest mails first, for the development page. */
export async function listMail(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'body_removed_at',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMail(db: Db, id: number): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
