import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, loadConfig } from '@huddle/api';
import type { Db } from '@huddle/db';
import { createSeededTestDb } from '@huddle/db/testing';

const webDist = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/** The whole product as a user meets it: the built web app and the API on a seeded database. */
export async function startApp() {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`The web app is not built (${webDist}); run pnpm build first.`);
  }
  const database = await createSeededTestDb();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', WEB_DIST_DIR: webDist });
  const server = await createServer({ db: database.db, config });
  const port = await server.start();
  return {
    baseURL: `http://127.0.0.1:${port}`,
    db: database.db,
    async stop() {
      await server.stop();
      await database.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof startApp>>;

/** Seats an event has taken, as the database holds them. */
export async function seatsTaken(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('current_attendees')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.current_attendees;
}
