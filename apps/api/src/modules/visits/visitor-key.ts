import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/** 'YYYY-MM-DD' of an instant in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The salts of visitor keys: one per UTC day, random, stored in the database so that every API
 * process derives the same key for the same visitor that day, and deleted once the day is over,
 * after which nobody (us included) can tell whose a key was. Cached for the day in this process.
 */
export class VisitorKeys {
  private cached: { day: string; salt: Promise<Buffer> } | undefined;

  constructor(private readonly db: Db) {}

  /** A visitor of the day: the day's salt, the address, the user agent and the site's host. */
  async keyFor(at: Date, address: string, userAgent: string, host: string): Promise<string> {
    const salt = await this.saltOf(utcDay(at));
    return createHash('sha256')
      .update(salt)
      .update(`\n${address}\n${userAgent}\n${host}`)
      .digest('hex')
      .slice(0, 32);
  }

  private saltOf(day: string): Promise<Buffer> {
    if (this.cached?.day !== day) {
      const salt = daySalt(this.db, day);
      // A failed read is not kept: the next view tries again.
      salt.catch(() => {
        if (this.cached?.salt === salt) this.cached = undefined;
      });
      this.cached = { day, salt };
    }
    return this.cached.salt;
  }
}

/** The day's salt, made by whichever process asks first. */
async function daySalt(db: Db, day: string): Promise<Buffer> {
  await db
    .insertInto('visit_salts')
    .values({ day, salt: randomBytes(32) })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visit_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/** Forgets the salts of days that are over (the rollup job calls it); returns how many. */
export async function discardOldSalts(db: Db, now: Date): Promise<number> {
  const result = await sql`delete from visit_salts where day < ${utcDay(now)}::date`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
