import { createTestDb } from '@huddle/db/testing';
import { type Config, loadConfig } from '../config.js';
import { createServer } from '../server.js';
import { usePerFile } from './per-file.js';

/**
 * A server on a fresh, migrated database of its own; `inject` it, then `close` it. `env` is read
 * as the environment would be; `overrides` replace parsed settings, e.g. `{ rateLimits: { ... } }`
 * for small limits.
 */
export async function createTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
) {
  const database = await createTestDb();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test', ...env }),
    ...overrides,
  };
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  return {
    app: server.app,
    db: database.db,
    config,
    engine: database.engine,
    visits: server.visits,
    async close() {
      await server.stop();
      await database.close();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** One server for all the tests of the calling file, on its own database. */
export function useTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): TestServer {
  return usePerFile(() => createTestServer(env, overrides));
}
