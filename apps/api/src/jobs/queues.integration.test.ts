import { createTestDb } from '@huddle/db/testing';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureQueue } from './queues.js';
import { trackedDb } from './sql.js';

let database: Awaited<ReturnType<typeof createTestDb>>;
const bosses: PgBoss[] = [];

beforeAll(async () => {
  database = await createTestDb();
  // Two job runners on one database, as two replicas starting together have.
  for (let i = 0; i < 2; i += 1) {
    const boss = new PgBoss({ db: trackedDb(database.executeSql), schedule: false });
    boss.on('error', () => {});
    await boss.start();
    bosses.push(boss);
  }
});
afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
  await database.close();
});

it('creates every queue when two processes start at once, with the settings asked for', async () => {
  const names = Array.from({ length: 6 }, (_, i) => `race-${i}`);
  // Each process creates its queues one after the other, as startJobs does; the two race.
  await Promise.all(
    bosses.map(async (boss) => {
      for (const name of names)
        await ensureQueue(boss, { name, policy: 'standard', retryLimit: 4 });
    }),
  );
  for (const name of names) {
    expect(await bosses[0]?.getQueue(name)).toMatchObject({ name, retryLimit: 4 });
  }
});

it('applies changed settings to a queue that already exists', async () => {
  const [boss] = bosses;
  if (!boss) throw new Error('no job runner');
  await ensureQueue(boss, { name: 'settings', policy: 'standard', retryLimit: 2 });
  await ensureQueue(boss, { name: 'settings', policy: 'standard', retryLimit: 7 });
  expect(await boss.getQueue('settings')).toMatchObject({ retryLimit: 7 });
});
