import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createServer } from '../../server.js';

const OLD_SECRET = 'the-secret-before-the-rotation-0123456789';
const NEW_SECRET = 'the-secret-after-the-rotation-9876543210';

let database: Awaited<ReturnType<typeof createTestDb>>;
const servers: Awaited<ReturnType<typeof createServer>>[] = [];

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await database.close();
});

/** A server on the shared database, as a replica restarted with these secrets would be. */
async function serverWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test', ...env });
  const server = await createServer({ db: database.db, config });
  await server.app.ready();
  servers.push(server);
  return server.app;
}

async function signUp(app: Awaited<ReturnType<typeof serverWith>>, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, password: 'secret1' },
  });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === 'huddle.sid');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

const whoAmI = (app: Awaited<ReturnType<typeof serverWith>>, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('rotating SESSION_SECRET', () => {
  it('keeps sessions signed with the previous secret while it is listed in SESSION_SECRET_PREVIOUS', async () => {
    const before = await serverWith({ SESSION_SECRET: OLD_SECRET });
    const cookie = await signUp(before, 'rotation.kept');

    const after = await serverWith({
      SESSION_SECRET: NEW_SECRET,
      SESSION_SECRET_PREVIOUS: OLD_SECRET,
    });
    const response = await whoAmI(after, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { username: 'rotation.kept' } });
  });

  it('signs new sessions with the new secret only', async () => {
    const after = await serverWith({
      SESSION_SECRET: NEW_SECRET,
      SESSION_SECRET_PREVIOUS: OLD_SECRET,
    });
    const cookie = await signUp(after, 'rotation.new');
    const oldOnly = await serverWith({ SESSION_SECRET: OLD_SECRET });
    expect((await whoAmI(oldOnly, cookie)).statusCode).toBe(401);
  });

  it('ends sessions signed with a secret that is no longer listed', async () => {
    const before = await serverWith({ SESSION_SECRET: OLD_SECRET });
    const cookie = await signUp(before, 'rotation.dropped');
    const after = await serverWith({ SESSION_SECRET: NEW_SECRET });
    expect((await whoAmI(after, cookie)).statusCode).toBe(401);
  });

  it('refuses a short previous secret, naming the variable', () => {
    expect(() =>
      loadConfig({ SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: `${OLD_SECRET},short` }),
    ).toThrow(/SESSION_SECRET_PREVIOUS.*at least 32/);
  });
});
