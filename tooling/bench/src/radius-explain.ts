/**
 * `pnpm --filter @huddle/bench run bench:radius-explain`: EXPLAIN (ANALYZE, BUFFERS) of the radius
 * searches (issue 31, docs/adr/0082) on the bench's scale data (seed.ts: 10,000 churches, 1,500 of
 * them in one metro, 200,000 events), for the four cases `pnpm bench` measures: a zip in the dense
 * metro and one in the countryside, by date and by distance. Resets RADIUS_BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/huddle_radius_bench) and seeds it, unless
 * RADIUS_BENCH_SEED=0 (then it only migrates what is there, to compare plans on the same data).
 * Prints, per case, the plan of the exact statements the repository runs (for many churches by
 * date, the page's keys, planned for the place, then their rows by id; else one statement) and
 * the median planning and execution times over a few runs, and fails (exit code 1) when a case's
 * page stops coming from the indexes of migration 0032 alone, or reads the events table itself:
 * the plans belong here, with the data they depend on, not in the test suite.
 */

import { readNear } from '@huddle/api/src/modules/churches/near.js';
import {
  countChurchesNear,
  type EventListQuery,
  eventRowsQuery,
  FEW_CHURCHES_NEAR,
  listEventsQuery,
  pageByKeys,
  placeKeysQuery,
} from '@huddle/api/src/modules/events/events.repository.js';
import { createDb, migrateToLatest } from '@huddle/db';
import { DEFAULT_PAGE_SIZE } from '@huddle/domain';
import { CompiledQuery } from 'kysely';
import { METRO, resetDatabase, seedBenchData, zipOf } from './seed.js';

const DATABASE_URL =
  process.env.RADIUS_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/huddle_radius_bench';
const SIZE = { churches: 10_000, events: 200_000, metroChurches: 1_500 };
const RUNS = 7;
const RADIUS_MILES = 25;
/** Counted whole for the report (the API stops at FEW_CHURCHES_NEAR). */
const ALL_CHURCHES = 1_000_000;

if (process.env.RADIUS_BENCH_SEED !== '0') await resetDatabase(DATABASE_URL);
const handle = await createDb({ url: DATABASE_URL });
const { db } = handle;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const indexOnly = (index: string) => new RegExp(`Index Only Scan using ${index} `);
/** What each shape reads: its indexes alone, and never the events table but for the page's rows. */
const READS = {
  // Many churches: the upcoming events in date order, the place on the entry; the running series.
  manyByDate: [
    indexOnly('events_active_datetime_place_idx'),
    indexOnly('events_active_series_datetime_idx'),
  ],
  // Few churches: theirs, from the place index; their events by church.
  fewByDate: [
    indexOnly('churches_location_idx'),
    indexOnly('events_active_church_datetime_id_place_idx'),
  ],
  // Churches nearest first, their events church by church; the running series on their index.
  byDistance: [
    indexOnly('churches_location_idx'),
    indexOnly('events_active_church_datetime_id_place_idx'),
    indexOnly('events_active_series_datetime_idx'),
  ],
};
const TABLE_READ = /Seq Scan on events|Bitmap Heap Scan on (events|churches)/;
const missed: string[] = [];

try {
  await migrateToLatest(db);
  if (process.env.RADIUS_BENCH_SEED !== '0') await seedBenchData(db, SIZE);

  const now = new Date();
  const places: [string, string][] = [
    ['dense metro', zipOf(METRO, 0)],
    ['countryside', '80106'],
  ];
  for (const [name, zip] of places) {
    const near = readNear({ near: zip, radius: RADIUS_MILES });
    if (!near) throw new Error(`${zip}: no place`);
    const churches = await countChurchesNear(db, near, ALL_CHURCHES);
    const first: EventListQuery = {
      sports: null,
      when: 'upcoming',
      cursor: null,
      limit: DEFAULT_PAGE_SIZE + 1,
      now,
      near: { ...near, byChurch: churches < FEW_CHURCHES_NEAR },
    };
    // As the service asks: the distance order needs no count; its next page starts after the
    // last row shown.
    const byDistance = { ...first, near: { ...near, byChurch: false }, byDistance: true };
    const last = (await listEventsQuery(db, byDistance).execute())[DEFAULT_PAGE_SIZE - 1];
    const byDate = first.near?.byChurch ? READS.fewByDate : READS.manyByDate;
    const cases: [string, EventListQuery, RegExp[]][] = [
      ['by date', first, byDate],
      ['by distance', byDistance, READS.byDistance],
    ];
    if (last) {
      const cursor = { distance: last.distance_miles ?? 0, churchId: last.church_id, id: last.id };
      const next = { ...byDistance, distanceCursor: cursor };
      cases.push(['by distance, next page', next, READS.byDistance]);
    }
    for (const [order, query, reads] of cases) {
      // As the API runs them: many churches by date in two statements, their keys then their rows.
      const { viewerChurchId, now: at } = query;
      const statements: [string, { sql: string; parameters: readonly unknown[] }][] = [];
      if (pageByKeys(query)) {
        const keys = placeKeysQuery(db, query).compile();
        const ids = (await db.executeQuery<{ id: number }>(keys)).rows.map((row) => row.id);
        const rows = eventRowsQuery(db, { viewerChurchId, now: at, near, ids }).compile();
        statements.push(['keys', keys], ['rows', rows]);
      } else {
        statements.push(['whole', listEventsQuery(db, query).compile()]);
      }
      for (const [part, statement] of statements) {
        const planning: number[] = [];
        const execution: number[] = [];
        let plan: string[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [
              ...statement.parameters,
            ]),
          );
          plan = result.rows.map((row) => row['QUERY PLAN']);
          const text = plan.join('\n');
          planning.push(Number(/Planning Time: ([\d.]+) ms/.exec(text)?.[1]));
          execution.push(Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]));
        }
        const buffers = /Buffers: shared hit=(\d+)/.exec(plan.join('\n'))?.[1] ?? '?';
        console.log(
          `\n## ${name} (near=${zip}, ${churches} churches in the box), ${order}, ${part}: median planning ${median(planning).toFixed(2)} ms, execution ${median(execution).toFixed(2)} ms, ${buffers} buffers`,
        );
        if (process.env.PLANS !== '0') console.log(plan.join('\n'));
        if (part === 'rows') continue;
        const text = plan.join('\n');
        for (const read of reads)
          if (!read.test(text)) missed.push(`${name}, ${order}: no ${read.source}`);
        if (TABLE_READ.test(text)) missed.push(`${name}, ${order}: ${TABLE_READ.exec(text)?.[0]}`);
      }
    }
  }
  if (missed.length) {
    console.error(`\nPlans that left their indexes:\n${missed.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
