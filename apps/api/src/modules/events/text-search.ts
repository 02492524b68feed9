import type { Database, Db } from '@huddle/db';
import { likeContainsPattern } from '@huddle/domain';
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Whether the database has pg_trgm (migration 0028 installs it where the engine offers it): then
 * a search also finds small typos ('Chefs' → Chiefs). Asked once per database.
 */
const trigramByDb = new WeakMap<Db, Promise<boolean>>();

export function hasTrigrams(db: Db): Promise<boolean> {
  let known = trigramByDb.get(db);
  if (!known) {
    known = sql<{ found: boolean }>`select exists (
        select 1 from pg_extension where extname = 'pg_trgm') as found`
      .execute(db)
      .then((result) => result.rows[0]?.found === true);
    trigramByDb.set(db, known);
  }
  return known;
}

/** A text search as the list runs it: the words, and whether typos may be tolerated. */
export type TextQuery = { text: string; fuzzy: boolean };

/** The folded text of an event that the search reads (the trigram index's expression). */
const EVENT_TEXT = sql`huddle_fold(events.title || ' ' || events.game_details)`;

/**
 * Events whose title or game details, or whose church's name, hold the words, without case or
 * accents (`huddle_fold`); with trigrams, also those with a word close to them (word similarity
 * at pg_trgm's threshold, 0.6). The church side is one array, worked out once per statement, so
 * each side can use its own index.
 */
export function matchesText(eb: ExpressionBuilder<Database, 'events'>, query: TextQuery) {
  const pattern = likeContainsPattern(query.text);
  const words = sql`huddle_fold(${query.text})`;
  const contains = (text: RawBuilder<unknown>) =>
    query.fuzzy
      ? sql<SqlBool>`(${text} like huddle_fold(${pattern}) or ${words} <% ${text})`
      : sql<SqlBool>`${text} like huddle_fold(${pattern})`;
  return eb.or([
    contains(EVENT_TEXT),
    sql<SqlBool>`events.church_id = any(array(
      select named.id from churches named where ${contains(sql`huddle_fold(named.name)`)}))`,
  ]);
}
