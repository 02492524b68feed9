import { createTestDb } from '@huddle/db/testing';
import { type Config, loadConfig } from '../config.js';
import { createServer } from '../server.js';
import { startTestJobs, testJobsConfig } from './jobs.js';
import { usePerFile } from './per-file.js';
import { startSmtpSink } from './smtp-sink.js';

/**
 * The server with its jobs running and a real SMTP server behind SMTP_URL: the way a user's mail
 * goes in production, on a fresh database. `overrides` replace parsed settings.
 */
export async function startMailTestServer(overrides: Partial<Config> = {}) {
  const [database, smtp] = await Promise.all([createTestDb(), startSmtpSink()]);
  const env = {
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://huddle.test',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Huddle <no-reply@huddle.test>',
  };
  const config: Config = { ...loadConfig(env), jobs: testJobsConfig(env).jobs, ...overrides };
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  const jobs = await startTestJobs(database, config);
  return {
    app: server.app,
    db: database.db,
    engine: database.engine,
    config,
    smtp,
    jobs,
    async close() {
      await jobs.stop();
      await server.stop();
      await smtp.close();
      await database.close();
    },
  };
}
export type MailTestServer = Awaited<ReturnType<typeof startMailTestServer>>;

/** One mail test server for all the tests of the calling file. */
export function useMailTestServer(overrides: Partial<Config> = {}): MailTestServer {
  return usePerFile(() => startMailTestServer(overrides));
}
