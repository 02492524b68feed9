import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@huddle/db';
import { ConfigError, loadConfig } from '../../../config.js';
import { BackfillError, backfill, backfillDays } from '../backfill.js';

/*
 * `pnpm analytics:backfill --from 2026-01-01 [--to 2026-06-30]`: rolls those UTC days (to
 * yesterday by default) into user_engagement_daily and platform_analytics_daily on the database
 * of DATABASE_URL (or the embedded one), one line of progress per day. Safe to repeat: a day's
 * rows are replaced. Days whose raw views are already pruned keep their engagement row.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  const now = new Date();
  const days = backfillDays(values.from, values.to, now);
  const config = loadConfig();
  const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    await backfill(handle.db, days, now, (done, total, rollup) => {
      const kept = rollup.engagement === 'kept' ? ' (raw views pruned: engagement kept)' : '';
      console.log(`[${done}/${total}] ${rollup.day} rolled up${kept}`);
    });
    console.log(`${days.length} day(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof BackfillError || error instanceof ConfigError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
