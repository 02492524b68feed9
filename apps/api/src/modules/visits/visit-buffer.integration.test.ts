import type { Db } from '@huddle/db';
import type { KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChurch } from '../../testing/fixtures.js';
import { memoryLog } from '../../testing/jobs.js';
import { useTestDb } from '../../testing/test-db.js';
import { type BufferedView, VisitBuffer } from './visit-buffer.js';

let eventIds: number[];
let churchId: number;
let statements: string[];

/** Counts the statements sent through the handle it is plugged into. */
const counter: KyselyPlugin = {
  transformQuery(args) {
    statements.push(args.node.kind);
    return args.node;
  },
  transformResult: async (args) => args.result,
};
const counted = (): Db => database.db.withPlugin(counter);

const database = useTestDb();
beforeAll(async () => {
  // The column's default status, as an unconfigured church has.
  churchId = await insertChurch(database.db, { status: 'unpaid' });
  const events = await database.db
    .insertInto('events')
    .values(
      [1, 2, 3].map((n) => ({
        title: `Event ${n}`,
        description: 'x',
        sport: 'NFL',
        datetime: new Date('2031-01-01T00:00:00Z'),
        church_id: churchId,
      })),
    )
    .returning('id')
    .execute();
  eventIds = events.map((e) => e.id);
});
beforeEach(async () => {
  statements = [];
  await sql`truncate page_views, event_views, event_view_counts, church_views`.execute(database.db);
});

const settings = { flushAtCount: 100_000, flushEveryMs: 60_000, maxBuffered: 100_000 };

/** 3,000 views in two UTC hours: pages, views of three events (and a missing one), churches. */
function flood(): BufferedView[] {
  const views: BufferedView[] = [];
  for (let i = 0; i < 3000; i++) {
    const at = new Date(Date.UTC(2030, 5, 15, 9 + (i % 2), i % 60, 0));
    if (i % 3 === 0) {
      views.push({
        kind: 'page',
        path: `/events/${i}`,
        visitorKey: `v${i % 50}`,
        referrer: null,
        deviceType: 'mobile',
        at,
      });
    } else if (i % 3 === 1) {
      views.push({ kind: 'event', eventId: i % 100 === 1 ? 999_999 : eventIds[i % 3]!, at });
    } else views.push({ kind: 'church', churchId, at });
  }
  return views;
}

describe('VisitBuffer', () => {
  it('writes a flood of views in a handful of statements, every view counted', async () => {
    const buffer = new VisitBuffer(counted(), memoryLog(), settings);
    const views = flood();
    for (const view of views) buffer.add(view);
    expect(statements).toEqual([]); // nothing written while views arrive
    await buffer.flush();
    // One transaction: page views, event views with their hourly counts, church views.
    expect(statements).toEqual(['RawNode', 'RawNode', 'RawNode']);

    const events = views.filter((v) => v.kind === 'event');
    const missing = events.filter((v) => v.eventId === 999_999).length;
    const pageCount = await database.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pageCount.n)).toBe(1000);
    const churchCount = await database.db
      .selectFrom('church_views')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(churchCount.n)).toBe(1000);
    const logged = await database.db
      .selectFrom('event_views')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(events.length - missing);

    // The hourly counts hold exactly the views logged, per event and hour.
    const counts = await database.db
      .selectFrom('event_view_counts')
      .select(['event_id', 'hour', 'views'])
      .orderBy('event_id')
      .orderBy('hour')
      .execute();
    const expected = new Map<string, number>();
    for (const view of events) {
      if (view.eventId === 999_999) continue;
      const hour = new Date(view.at);
      hour.setUTCMinutes(0, 0, 0);
      const key = `${view.eventId}@${hour.toISOString()}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(counts.map((c) => [`${c.event_id}@${c.hour.toISOString()}`, c.views])),
    ).toEqual(Object.fromEntries(expected));
  });

  it('adds to the hourly counts of earlier batches', async () => {
    const buffer = new VisitBuffer(database.db, memoryLog(), settings);
    const at = new Date('2030-06-15T09:30:00Z');
    buffer.add({ kind: 'event', eventId: eventIds[0]!, at });
    await buffer.flush();
    buffer.add({ kind: 'event', eventId: eventIds[0]!, at });
    buffer.add({ kind: 'event', eventId: eventIds[0]!, at: new Date('2030-06-15T09:59:59Z') });
    await buffer.flush();
    const counts = await database.db.selectFrom('event_view_counts').selectAll().execute();
    expect(counts.map((c) => [c.event_id, c.hour.toISOString(), c.views])).toEqual([
      [eventIds[0], '2030-06-15T09:00:00.000Z', 3],
    ]);
  });

  it('flushes on its own once enough views wait, and on close', async () => {
    const buffer = new VisitBuffer(counted(), memoryLog(), {
      flushAtCount: 10,
      flushEveryMs: 60_000,
      maxBuffered: 1000,
    });
    const at = new Date('2030-06-15T09:30:00Z');
    for (let i = 0; i < 12; i++) buffer.add({ kind: 'church', churchId, at });
    await buffer.flush(); // the batch of 10 started by the tenth view, then the 2 left
    const first = await database.db.selectFrom('church_views').selectAll().execute();
    expect(first).toHaveLength(12);
    for (let i = 0; i < 3; i++) buffer.add({ kind: 'church', churchId, at });
    await buffer.close();
    buffer.add({ kind: 'church', churchId, at }); // after close: not taken
    await buffer.flush();
    const all = await database.db.selectFrom('church_views').selectAll().execute();
    expect(all).toHaveLength(15);
  });

  it('holds a bounded number of views, dropping the excess with a warning', async () => {
    const log = memoryLog();
    const buffer = new VisitBuffer(database.db, log, {
      flushAtCount: 1000,
      flushEveryMs: 60_000,
      maxBuffered: 5,
    });
    const at = new Date('2030-06-15T09:30:00Z');
    for (let i = 0; i < 8; i++) buffer.add({ kind: 'church', churchId, at });
    expect(buffer.size).toBe(5);
    await buffer.flush();
    expect(await database.db.selectFrom('church_views').selectAll().execute()).toHaveLength(5);
    expect(log.lines).toContainEqual({
      level: 'warn',
      details: { dropped: 3 },
      message: 'visit buffer full: views were dropped',
    });
  });
});
