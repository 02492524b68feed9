import { createDb, migrateToLatest } from '@huddle/db';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { startJobs } from './jobs/runner.js';

/**
 * `pnpm worker`: the background jobs (mail) without the web server, for when web and workers
 * scale apart. Start the web processes with RUN_JOBS=false and as many of these as needed; they
 * share the work through pg-boss on the same PostgreSQL.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded database belongs to the one process that opened it.
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: the worker needs PostgreSQL (on the embedded database the server runs the jobs itself)',
    );
  }
  const log = pino({
    level: config.logLevel,
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  const database = await createDb({
    url: config.databaseUrl,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
  });
  await migrateToLatest(database.db);
  const jobs = await startJobs({ db: database.db, executeSql: database.executeSql, config, log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down: letting running jobs finish');
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  log.info('Huddle worker is running: mail from the outbox is being sent');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
