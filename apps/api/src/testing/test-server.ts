import { createTestDb } from '@huddle/db/testing';
import { type Config, loadConfig } from '../config.js';
import { createServer } from '../server.js';

/**
 * A server on a fresh, migrated database of its own; `inject` it, then `close` it. `overrides`
 * replace parsed settings, e.g. `{ rateLimits: { ... } }` for small limits.
 */
export async function createTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
) {
  const database = await createTestDb();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test', ...env }),
    ...overrides,
  };
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  return {
    app: server.app,
    db: database.db,
    visits: server.visits,
    async close() {
      await server.stop();
      await database.close();
    },
  };
}
