import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, loadConfig } from '@huddle/api';
import { type Db, DEMO_CREDENTIALS } from '@huddle/db';
import { createSeededTestDb } from '@huddle/db/testing';
import { SPORTS } from '@huddle/domain';
import { inject } from 'vitest';

const webDist = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));

/** The whole product as a user meets it: the built web app and the API on a seeded database. */
export async function startApp() {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`The web app is not built (${webDist}); run pnpm build first.`);
  }
  const database = await createSeededTestDb({ template: inject('seededTemplate') ?? undefined });
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

/** The active events of the demo church user's church, for a journey to narrow and select. */
export function demoChurchEvents(db: Db) {
  return db
    .selectFrom('events')
    .innerJoin('church_users', 'church_users.church_id', 'events.church_id')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .where('users.username', '=', DEMO_CREDENTIALS.churchUser.username)
    .where('events.is_active', '=', true);
}

/** The church of the demo church user. */
export async function demoChurchId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('church_users')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .select('church_users.church_id')
    .where('users.username', '=', DEMO_CREDENTIALS.churchUser.username)
    .executeTakeFirstOrThrow();
  return row.church_id;
}

export { seatsTaken } from '@huddle/api/src/testing/counts.js';

/**
 * The soonest one-off watch party of the demo data with at least `seats` free, starting after
 * `after`, with where its church is and how to reach it.
 */
export async function watchPartyWithRoom(db: Db, seats: number, after = new Date()) {
  return db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select([
      'events.id',
      'events.title',
      'events.max_attendees',
      'events.current_attendees',
      'churches.zip_code',
      'churches.email as church_email',
    ])
    .where('events.is_active', '=', true)
    .where('events.is_recurring', '=', false)
    .where('events.sport', 'in', SPORTS)
    .where('events.datetime', '>', after)
    .where((eb) => eb('events.max_attendees', '-', eb.ref('events.current_attendees')), '>=', seats)
    .orderBy('events.datetime')
    .executeTakeFirstOrThrow();
}
