import { createDb, DEMO_CREDENTIALS, migrateToLatest, seedDemo } from '@huddle/db';
import { ConfigError, loadConfig } from './config.js';
import { type Jobs, startJobs } from './jobs/runner.js';
import { createServer } from './server.js';

/** Production and development entry point: one process serves the API and the built web app. */
async function main() {
  const config = loadConfig();
  const database = await createDb({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => console.warn('database connection lost:', error.message),
  });
  await migrateToLatest(database.db);
  const { seeded } = config.seedDemo ? await seedDemo(database.db) : { seeded: false };

  const server = await createServer({ db: database.db, config });
  const log = server.app.log;
  let jobs: Jobs | undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Stop taking requests and let the ones in flight finish; then let running jobs finish
    // (a mail half-way through its SMTP conversation is sent and recorded); then the database.
    await server.stop();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const port = await server.start();
  // Mail and other background work; RUN_JOBS=false leaves it to `pnpm worker` processes.
  if (config.jobs.inServer) {
    jobs = await startJobs({ db: database.db, executeSql: database.executeSql, config, log });
  }
  const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const engine = database.engine === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL';
  log.info(`Huddle is running at ${url} on the ${engine}${seeded ? ' (demo data seeded)' : ''}`);
  if (config.env !== 'production' && config.seedDemo) {
    log.info(
      `Demo church user: ${DEMO_CREDENTIALS.churchUser.username} / ${DEMO_CREDENTIALS.churchUser.password}` +
        ` · Demo administrator: ${DEMO_CREDENTIALS.admin.email} / ${DEMO_CREDENTIALS.admin.password}`,
    );
  }
  if (config.mail.devPage) log.info(`Mail the app sends: ${url}/api/dev/mail`);
}

main().catch((error: unknown) => {
  // Configuration mistakes deserve a plain message, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
