import {
  type EventListQuery,
  listEventsQuery,
  pageByKeys,
  placeKeysQuery,
} from '@huddle/api/src/modules/events/events.repository.js';
import type { Db } from '@huddle/db';
import { CompiledQuery } from 'kysely';

/**
 * EXPLAIN ANALYZE of the exact statement the repository runs for a list query, or for a search by
 * date among many churches its page's keys, planned for each place (their rows come by id from a
 * named statement, planned once per connection): the plan's lines and its execution time.
 */
export async function explainList(
  db: Db,
  query: EventListQuery,
): Promise<{ plan: string[]; ms: number }> {
  const statement = (pageByKeys(query) ? placeKeysQuery : listEventsQuery)(db, query).compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']);
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? Number.NaN);
  return { plan, ms };
}
