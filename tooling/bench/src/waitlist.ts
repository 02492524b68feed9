/**
 * `pnpm --filter @huddle/bench bench:waitlist`: the waitlist and reminders at full scale, on the
 * real PostgreSQL (docs/adr/0076-waitlist.md, 0077-reminders.md). Numbers for the run at hand,
 * printed, not a pass/fail test; the invariants are checked and fail the run if broken.
 *
 * 1. A burst: a 10,000-seat date, full (5,000 RSVPs of two), 5,000 parties waiting (skewed sizes:
 *    many of one or two, a few families of six); 1,000 attendees cancel through their links, 20 at
 *    a time. Per-cancellation latency (offers included), and: no party offered twice, no
 *    oversell, offers in queue order.
 * 2. Cancellation to offer mail at a real SMTP server, with the production job settings.
 * 3. Reminder lateness: from a reminder's time to its arrival, with the production settings.
 *
 * Resets WAITLIST_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huddle_waitlist_bench).
 */

import { loadConfig } from '@huddle/api/src/config.js';
import { newManageToken } from '@huddle/api/src/modules/rsvps/manage-token.js';
import { cancelManagedRsvp } from '@huddle/api/src/modules/rsvps/rsvp-manage.service.js';
import { postRsvp } from '@huddle/api/src/testing/api-calls.js';
import { startMailTestServer } from '@huddle/api/src/testing/mail-server.js';
import { sql } from 'kysely';
import { freshBenchDb, insertActiveChurch } from './seed.js';

const DATABASE_URL =
  process.env.WAITLIST_BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/huddle_waitlist_bench';
const SEATS = 10_000;
const WAITING = 5_000;
const CANCELLATIONS = 1_000;
const AT_ONCE = 20;
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;

function fail(message: string): never {
  console.error(`INVARIANT BROKEN: ${message}`);
  process.exit(1);
}

async function burst() {
  const handle = await freshBenchDb(DATABASE_URL);
  const { db } = handle;
  try {
    const churchId = await insertActiveChurch(db);
    const event = await db
      .insertInto('events')
      .values({
        church_id: churchId,
        title: 'Championship Night',
        description: 'The big one',
        sport: 'NFL',
        game_details: 'Kickoff at seven',
        datetime: new Date(Date.now() + 10 * DAY),
        timezone: 'America/Chicago',
        max_attendees: SEATS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = Array.from({ length: SEATS / 2 }, () => newManageToken());
    for (let from = 0; from < tokens.length; from += 1000) {
      await db
        .insertInto('rsvps')
        .values(
          tokens.slice(from, from + 1000).map((link, i) => ({
            event_id: event.id,
            attendee_name: `Fan ${from + i}`,
            attendee_email: `fan${from + i}@example.com`,
            number_of_guests: 2,
            manage_token_hash: link.hash,
          })),
        )
        .execute();
    }
    await sql`update events set current_attendees = ${SEATS} where id = ${event.id}`.execute(db);
    // Skewed party sizes: 40 % of one, 30 % of two, 15 % of three, 10 % of four, 5 % of six.
    await sql`insert into waitlist_entries (event_id, occurrence_date, attendee_name,
        attendee_email, number_of_guests, manage_token_hash)
      select ${event.id}, (select occurrence_date from rsvps where event_id = ${event.id} limit 1),
        'Waiting ' || i, 'waiting' || i || '@example.com',
        case when i % 20 < 8 then 1 when i % 20 < 14 then 2 when i % 20 < 17 then 3
             when i % 20 < 19 then 4 else 6 end,
        md5('wait' || i)
      from generate_series(1, ${WAITING}) i`.execute(db);

    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < CANCELLATIONS) {
        const link = tokens[next++];
        if (!link) return;
        const t = performance.now();
        await cancelManagedRsvp(db, { token: link.token }, { publicUrl: 'https://huddle.test' });
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    const wall = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const seats = await db
      .selectFrom('occurrence_seats')
      .select(['taken', 'held', 'waiting'])
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    const offered = await db
      .selectFrom('waitlist_entries')
      .select(['id', 'number_of_guests'])
      .where('event_id', '=', event.id)
      .where('status', '=', 'offered')
      .orderBy('id')
      .execute();
    const firstWaiting = await db
      .selectFrom('waitlist_entries')
      .select(['id', 'number_of_guests'])
      .where('event_id', '=', event.id)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .executeTakeFirst();
    const offerMails = await db
      .selectFrom('mail_outbox')
      .select((eb) => [
        eb.fn.countAll<string>().as('mails'),
        eb.fn.count<string>('to_address').distinct().as('addresses'),
      ])
      .where('kind', '=', 'waitlist.offer')
      .executeTakeFirstOrThrow();
    const heldSeats = offered.reduce((sum, entry) => sum + entry.number_of_guests, 0);

    if (seats.taken + seats.held > SEATS) fail(`oversold: ${seats.taken} + ${seats.held}`);
    if (heldSeats !== seats.held) fail(`held ${seats.held} but offers hold ${heldSeats}`);
    if (Number(offerMails.mails) !== offered.length) fail('an offer mailed twice, or not at all');
    if (Number(offerMails.addresses) !== offered.length) fail('one party offered twice');
    if (firstWaiting && offered.some((entry) => entry.id > firstWaiting.id)) {
      fail('an offer passed a party still waiting');
    }
    const free = SEATS - seats.taken - seats.held;
    if (firstWaiting && firstWaiting.number_of_guests <= free) fail('seats left free for nobody');

    console.log(
      `burst: ${CANCELLATIONS} cancellations (${AT_ONCE} at once) of a full ${SEATS.toLocaleString('en-US')}-seat date with ${WAITING.toLocaleString('en-US')} parties waiting`,
    );
    console.log(
      `  per cancellation, offers included: p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms; wall ${Math.round(wall)} ms`,
    );
    console.log(
      `  offered ${offered.length} parties (${heldSeats} seats) in queue order, each once; taken ${seats.taken}, held ${seats.held}, free ${free}, ${seats.waiting} still waiting`,
    );
  } finally {
    await handle.close();
  }
}

/** The production job settings (a sweep a second, reminders every 15 s), scheduled jobs off. */
function productionJobs() {
  const jobs = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://huddle.test' }).jobs;
  return { ...jobs, schedules: false };
}

async function mailTimings() {
  const server = await startMailTestServer({ jobs: productionJobs() });
  try {
    const churchId = await insertActiveChurch(server.db);
    const newEvent = (datetime: Date, max: number) =>
      server.db
        .insertInto('events')
        .values({
          church_id: churchId,
          title: 'Timing Night',
          description: 'd',
          sport: 'NFL',
          game_details: 'g',
          datetime,
          timezone: 'America/Chicago',
          max_attendees: max,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const arrival = async (address: string, subject: string) => {
      for (;;) {
        const found = server.smtp
          .to(address)
          .find((received) => received.mail.subject?.startsWith(subject));
        if (found) return performance.now();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    const offers: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const { id } = await newEvent(new Date(Date.now() + 10 * DAY), 2);
      const going = `going${round}@example.com`;
      await postRsvp(server.app, id, {
        attendeeName: 'Going',
        attendeeEmail: going,
        numberOfGuests: 2,
      });
      const waiting = `waiting${round}@example.com`;
      await server.app.inject({
        method: 'POST',
        url: `/api/events/${id}/waitlist`,
        payload: { attendeeName: 'Waiting', attendeeEmail: waiting, numberOfGuests: 2 },
      });
      await arrival(going, "You're going");
      const confirmation = server.smtp.to(going).at(-1)?.mail.text ?? '';
      const token = /\/manage-rsvp\/([\w-]+)/.exec(confirmation)?.[1] ?? '';
      const t = performance.now();
      await server.app.inject({
        method: 'POST',
        url: '/api/rsvps/manage/cancel',
        payload: { token },
      });
      offers.push((await arrival(waiting, 'Seats for you')) - t);
    }
    offers.sort((a, b) => a - b);
    console.log(
      `cancellation to offer mail at the SMTP server (production job settings, 10 rounds): median ${Math.round(percentile(offers, 0.5))} ms, worst ${Math.round(offers.at(-1) ?? 0)} ms`,
    );

    const late: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // The day reminder falls due a few seconds from now.
      const dueAt = Date.now() + 3000;
      const dueAtClock = performance.now() + 3000;
      const { id } = await newEvent(new Date(dueAt + DAY), 20);
      const email = `reminded${round}@example.com`;
      await postRsvp(server.app, id, {
        attendeeName: 'Reminded',
        attendeeEmail: email,
        numberOfGuests: 1,
      });
      await server.db
        .updateTable('rsvps')
        .set({ created_at: new Date(Date.now() - 3 * DAY) })
        .where('attendee_email', '=', email)
        .execute();
      late.push((await arrival(email, 'Reminder:')) - dueAtClock);
    }
    console.log(
      `reminder arrival after its time (production settings, 3 rounds): ${late.map((ms) => `${Math.round(ms / 100) / 10} s`).join(', ')}`,
    );
  } finally {
    await server.close();
  }
}

await burst();
await mailTimings();
process.exit(0);
