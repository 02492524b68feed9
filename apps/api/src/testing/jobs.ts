import type { DbHandle } from '@huddle/db';
import { type Config, loadConfig } from '../config.js';
import { type Jobs, startJobs } from '../jobs/runner.js';
import type { MailTransport } from '../modules/mail/transport.js';

export type LogLine = { level: 'info' | 'warn' | 'error'; details: object; message: string };

/** A logger that keeps its lines, for tests that read what was logged. */
export function memoryLog() {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine['level']) =>
    (details: object, message: string): void => {
      lines.push({ level, details, message });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * Settings for jobs under test: quick sweeps, polls and retries (1 s, 2 s… backoff), so a test of
 * retries takes seconds rather than the quarter of an hour production allows.
 */
export function testJobsConfig(
  env: Record<string, string> = {},
  jobs: Partial<Config['jobs']> = {},
  mail: Partial<Config['jobs']['mail']> = {},
): Pick<Config, 'mail' | 'jobs' | 'publicUrl' | 'billing'> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test', ...env });
  return {
    mail: config.mail,
    publicUrl: config.publicUrl,
    billing: config.billing,
    jobs: {
      ...config.jobs,
      sweepEveryMs: 100,
      maintenanceSeconds: 1,
      // Changes are told at the next sweep unless a test asks for a quiet window.
      changeQuietMs: 0,
      remindEveryMs: 0,
      ...jobs,
      mail: {
        ...config.jobs.mail,
        retryDelaySeconds: 1,
        pollingSeconds: 0.5,
        ...mail,
      },
    },
  };
}

/** Starts the job runner on a test database; stop it with `jobs.stop()`. */
export function startTestJobs(
  database: DbHandle,
  config: Pick<Config, 'mail' | 'jobs' | 'publicUrl' | 'billing'>,
  options: { log?: ReturnType<typeof memoryLog>; transport?: MailTransport } = {},
): Promise<Jobs> {
  return startJobs({
    db: database.db,
    executeSql: database.executeSql,
    config,
    log: options.log ?? memoryLog(),
    ...(options.transport ? { transport: options.transport } : {}),
  });
}
