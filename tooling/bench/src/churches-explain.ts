/**
 * `pnpm --filter @huddle/bench exec tsx --conditions=@huddle/source src/churches-explain.ts`:
 * EXPLAIN ANALYZE of the church directory (GET /api/churches) on 10,000 churches and 200,000
 * events, for the searches people make. Resets CHURCH_BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/huddle_churches_bench), seeds it in SQL and prints, per
 * case, the plan of the exact statement the repository runs and its median execution time over
 * a few runs, and fails (exit code 1) when a case stops walking the index of migration 0008 it
 * was built for: the plans belong here, with the data they depend on, not in the test suite.
 */

import {
  type ChurchListQuery,
  listChurchesQuery,
} from '@huddle/api/src/modules/churches/churches.repository.js';
import { createDb, migrateToLatest } from '@huddle/db';
import { encodeNameCursor } from '@huddle/domain';
import { CompiledQuery, sql } from 'kysely';
import { resetDatabase, seedBenchData } from './seed.js';

const DATABASE_URL =
  process.env.CHURCH_BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/huddle_churches_bench';
const SIZE = { churches: 10_000, events: 200_000, rsvps: 0 };
const RUNS = 7;

const handle = await (async () => {
  await resetDatabase(DATABASE_URL);
  return createDb({ url: DATABASE_URL });
})();
const { db } = handle;

try {
  await migrateToLatest(db);
  await seedBenchData(db, SIZE);
  // Names, descriptions and denominations as varied as a real directory's, so a search matches
  // some churches and not all of them.
  await sql`
    update churches set
      name = (array['Grace','Faith','Hope','Calvary','Trinity','Cornerstone','Harvest','New Life',
        'Living Water','Redeemer','Shepherd''s','Crossroads','Mount Zion','Bethel','Good News'])
        [1 + id % 15] || ' ' ||
        (array['Community Church','Baptist Church','Fellowship','Chapel','Methodist Church',
          'Bible Church','Assembly','Lutheran Church','Tabernacle','Parish'])[1 + (id / 15) % 10]
        || ' ' || id,
      description = (array['A family church that loves game day.',
        'Sunday services, youth nights and big-screen watch parties.',
        'Serving our neighbors with food, music and sports ministry.',
        'A small congregation with a big kitchen and a bigger heart.',
        'Traditional worship, modern fellowship hall, plenty of parking.'])[1 + id % 5],
      denomination = (array['Baptist','Catholic','Methodist','Lutheran','Presbyterian',
        'Pentecostal','Episcopal','Non-Denominational','Assemblies of God','Church of Christ',
        'Evangelical','Orthodox','Seventh-day Adventist','Other'])[1 + id % 14]`.execute(db);
  await sql`vacuum analyze churches`.execute(db);

  const now = new Date();
  const middle = await db
    .selectFrom('churches')
    .select(['name', 'id'])
    .orderBy('name')
    .orderBy('id')
    .offset(SIZE.churches / 2)
    .limit(1)
    .executeTakeFirstOrThrow();
  const page = { cursor: null, limit: 13, now };
  /** Each case, and the part of its plan that says it walks the index meant for it. */
  const cases: [string, ChurchListQuery, RegExp?][] = [
    ['first page, no filter', page, /churches_name_id_idx/],
    [
      `page from the middle (cursor ${encodeNameCursor(middle).slice(0, 12)}…)`,
      { ...page, cursor: middle },
      /Index Cond: \(ROW\(name, id\) > ROW\(/,
    ],
    ['search "grace" (name, ~1/15)', { ...page, search: 'grace' }],
    ['search "austin" (city, ~1/50)', { ...page, search: 'austin' }],
    ['search "kitchen" (description, 1/5)', { ...page, search: 'kitchen' }],
    ['search "church 9999" (one)', { ...page, search: 'church 9999' }],
    ['search "nowhere" (none)', { ...page, search: 'nowhere' }, /churches_search_trgm_idx/],
    [
      'denomination "lutheran"',
      { ...page, denomination: 'Lutheran' },
      /churches_denomination_name_id_idx/,
    ],
    ['search "austin" + denomination', { ...page, search: 'austin', denomination: 'Baptist' }],
  ];
  const missed: string[] = [];

  for (const [name, query, expected] of cases) {
    const statement = listChurchesQuery(db, query).compile();
    const times: number[] = [];
    let plan: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
      );
      plan = result.rows.map((row) => row['QUERY PLAN']);
      const execution = /Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1];
      const planning = /Planning Time: ([\d.]+) ms/.exec(plan.at(-2) ?? '')?.[1];
      times.push(Number(execution) + Number(planning));
    }
    times.sort((a, b) => a - b);
    console.log(
      `\n## ${name}: median ${times[Math.floor(RUNS / 2)]?.toFixed(2)} ms (planning + execution)`,
    );
    if (process.env.PLANS !== '0') console.log(plan.join('\n'));
    if (expected && !expected.test(plan.join('\n'))) missed.push(`${name}: no ${expected.source}`);
  }
  if (missed.length) {
    console.error(`\nPlans that left their index:\n${missed.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
