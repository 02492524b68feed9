import type { EventRow } from '@huddle/db';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * A series that still runs at `now` (domain `isSeriesRunning`): it repeats and its end, stored as
 * the last second of its local end day, has not passed; no end date runs for ever. `events` names
 * the table or its alias in the statement. The pattern is a literal, not a parameter, so the
 * planner can match the partial indexes of running series (migration 0014).
 */
export function seriesRunning(now: Date, events = 'events'): RawBuilder<SqlBool> {
  const column = (name: keyof EventRow) => sql.ref(`${events}.${name}`);
  const end = column('recurrence_end_date');
  return sql<SqlBool>`(${column('is_recurring')} and ${column('recurrence_pattern')} <> 'none'
    and (${end} is null or ${end} >= ${now}))`;
}
