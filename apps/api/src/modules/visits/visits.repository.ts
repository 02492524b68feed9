import type { Db } from '@huddle/db';
import { sql } from 'kysely';

export type PageView = {
  path: string;
  visitorKey: string;
  referrer: string | null;
  deviceType: string;
  at: Date;
};
export type EventView = { eventId: number; at: Date };
export type ChurchView = { churchId: number; at: Date };

/*
 * Each writer is one statement whatever the number of views: the rows travel as a few arrays
 * (unnest), so the statement's size in parameters never grows. Views of an event or church that
 * does not exist (or is being deleted) are skipped, not an error: the join locks the rows it keeps
 * (FOR KEY SHARE), so a deletion cannot slip between the check and the insert and fail the batch.
 */

export async function insertPageViews(db: Db, views: PageView[]): Promise<void> {
  if (views.length === 0) return;
  await sql`
    insert into page_views (path, visitor_key, referrer, device_type, created_at)
    select * from unnest(
      ${views.map((v) => v.path)}::text[], ${views.map((v) => v.visitorKey)}::text[],
      ${views.map((v) => v.referrer)}::text[], ${views.map((v) => v.deviceType)}::text[],
      ${views.map((v) => v.at)}::timestamptz[])`.execute(db);
}

/** The raw log and the hourly counts, which must stay equal: call inside one transaction. */
export async function insertEventViews(db: Db, views: EventView[]): Promise<void> {
  if (views.length === 0) return;
  const ids = views.map((v) => v.eventId);
  const times = views.map((v) => v.at);
  await sql`
    with kept as (
      select v.event_id, v.at
      from unnest(${ids}::int[], ${times}::timestamptz[]) as v(event_id, at)
      join events e on e.id = v.event_id
      for key share of e
    ),
    logged as (
      insert into event_views (event_id, created_at) select event_id, at from kept
    )
    insert into event_view_counts (event_id, hour, views)
    select event_id, date_trunc('hour', at, 'UTC'), count(*)::int from kept group by 1, 2
    on conflict (event_id, hour) do update set views = event_view_counts.views + excluded.views`.execute(
    db,
  );
}

export async function insertChurchViews(db: Db, views: ChurchView[]): Promise<void> {
  if (views.length === 0) return;
  await sql`
    insert into church_views (church_id, created_at)
    select v.church_id, v.at
    from unnest(${views.map((v) => v.churchId)}::int[], ${views.map((v) => v.at)}::timestamptz[])
      as v(church_id, at)
    join churches c on c.id = v.church_id
    for key share of c`.execute(db);
}
