/**
 * `pnpm --filter @huddle/bench exec tsx --conditions=@huddle/source src/attendees-timing.ts`:
 * the church dashboard's attendee and notification calls at the largest size the product allows,
 * one event of 100,000 seats (50,000 RSVPs of two) and a church with 100,000 notifications.
 * Resets ATTENDEES_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_attendees_bench),
 * seeds it in SQL and prints the median of a few runs of each service call (no HTTP).
 * Numbers, not a pass/fail test, printed for the run at hand.
 */

import {
  exportAttendeesCsv,
  listEventAttendees,
  removeAttendee,
} from '@huddle/api/src/modules/attendees/attendees.service.js';
import {
  listChurchNotifications,
  unreadCount,
} from '@huddle/api/src/modules/notifications/notifications.service.js';
import { churchValues } from '@huddle/db/testing';
import { sql } from 'kysely';
import { freshBenchDb, insertActiveChurch } from './seed.js';

const DATABASE_URL =
  process.env.ATTENDEES_BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/huddle_attendees_bench';
const RSVPS = 50_000;
const NOTIFICATIONS = 100_000;
const RUNS = 5;

const handle = await freshBenchDb(DATABASE_URL);
const { db } = handle;

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10;
}

try {
  const churchId = await insertActiveChurch(db);
  // Other churches' rows around ours, so the indexes matter.
  const others = await db
    .insertInto('churches')
    .values(churchValues({ name: 'Other', phone: '(512) 555-0001', email: 'o@example.org' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const [event, other] = await Promise.all(
    [churchId, others.id].map((id) =>
      db
        .insertInto('events')
        .values({
          church_id: id,
          title: 'Stadium Night',
          description: 'Big.',
          sport: 'NFL',
          game_details: 'Kickoff at seven.',
          datetime: new Date(Date.now() + 7 * 86_400_000),
          max_attendees: 100_000,
          age_group: 'all',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  for (const eventId of [event!.id, other!.id]) {
    await sql`
      insert into rsvps (event_id, attendee_name, attendee_email, attendee_phone, number_of_guests, special_requests)
      select ${eventId}, 'Guest ' || g, 'guest' || g || '.' || ${eventId} || '@example.com',
        '(512) 555-' || lpad((g % 10000)::text, 4, '0'), 2,
        case when g % 10 = 0 then 'Vegetarian, please' end
      from generate_series(1, ${RSVPS}) g`.execute(db);
    await sql`update events set current_attendees = ${RSVPS * 2} where id = ${eventId}`.execute(db);
  }
  for (const id of [churchId, others.id]) {
    await sql`
      insert into notifications (church_id, event_id, message, is_read, created_at)
      select ${id}, ${event!.id}, 'Guest ' || g || ' RSVP''d', g % 10 <> 0,
        now() - make_interval(secs => g)
      from generate_series(1, ${NOTIFICATIONS}) g`.execute(db);
  }
  await sql`vacuum analyze`.execute(db);

  const owner = { churchId, role: 'owner' };
  const firstPage = await listEventAttendees(
    db,
    { eventId: event!.id, limit: 50, cursor: undefined, date: undefined },
    owner,
  );
  const middleId = await db
    .selectFrom('rsvps')
    .select('id')
    .where('event_id', '=', event!.id)
    .orderBy('id')
    .offset(RSVPS / 2)
    .limit(1)
    .executeTakeFirstOrThrow();
  const results: [string, number][] = [
    [
      'attendee list, first page of 50',
      await median(() =>
        listEventAttendees(
          db,
          { eventId: event!.id, limit: 50, cursor: undefined, date: undefined },
          owner,
        ),
      ),
    ],
    [
      'attendee list, page from the middle',
      await median(() =>
        listEventAttendees(
          db,
          { eventId: event!.id, limit: 50, cursor: String(middleId.id), date: undefined },
          owner,
        ),
      ),
    ],
    [
      `CSV export of ${RSVPS.toLocaleString('en-US')} attendees`,
      await median(() => exportAttendeesCsv(db, { id: event!.id, date: undefined }, owner)),
    ],
    [
      `notifications, first page of 20 (of ${NOTIFICATIONS.toLocaleString('en-US')})`,
      await median(() =>
        listChurchNotifications(db, { churchId, limit: 20, cursor: undefined }, owner),
      ),
    ],
    [
      `unread count (${(NOTIFICATIONS / 10).toLocaleString('en-US')} unread)`,
      await median(() => unreadCount(db, owner)),
    ],
  ];
  const ids = firstPage.items.map((a) => a.id);
  let next = 0;
  results.push([
    'remove one RSVP (lock, seats back, delete with cascades)',
    await median(() =>
      removeAttendee(db, ids[next++] ?? 0, owner, { publicUrl: 'https://huddle.test' }),
    ),
  ]);
  const csv = await exportAttendeesCsv(db, { id: event!.id, date: undefined }, owner);
  console.log(`CSV size: ${(csv.content.length / 1_048_576).toFixed(1)} MB`);
  for (const [name, ms] of results) console.log(`${name}: ${ms} ms`);
} finally {
  await handle.close();
}
