import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { columnOf } from '../../testing/counts.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import {
  registerThroughApi,
  sessionCookieOf,
  sidOf,
  withSession,
} from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { SESSION_COOKIE } from '../sessions/sessions.plugin.js';

const server = useTestServer();

const register = (payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/register', payload });

const INVALID = { error: 'UNAUTHORIZED', message: 'Invalid username or password.' };

function expectNoPasswordHash(response: LightMyRequestResponse) {
  expect(response.body).not.toContain('$argon2');
  expect(response.body).not.toMatch(/password/i);
}

async function whoAmI(cookie: string | undefined) {
  return server.app.inject({ method: 'GET', url: '/api/auth/user', cookies: withSession(cookie) });
}

async function login(username: string, password: string, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    cookies: withSession(cookie),
  });
}

async function sessionRowExists(cookie: string): Promise<boolean> {
  const row = await server.db
    .selectFrom('session')
    .select('sid')
    .where('sid', '=', sidOf(cookie))
    .executeTakeFirst();
  return row !== undefined;
}

describe('POST /api/register', () => {
  it('creates the user, answers 201 with the user itself only, and signs it in', async () => {
    const response = await register({ username: '  grace.admin  ', password: 'secret1' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), username: 'grace.admin' });
    expectNoPasswordHash(response);

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const session = await whoAmI(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: body, churchUser: null });
    expectNoPasswordHash(session);
  });

  it('stores an argon2id hash with m=19456, t=2, p=1, never the password', async () => {
    const { user, password } = await registerThroughApi(server.app);
    const hash = await columnOf(server.db, 'users', user.id, 'password_hash');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(password);
  });

  it('answers 409 for a taken username and adds no user', async () => {
    const { username } = await registerThroughApi(server.app);
    const before = await countUsers();
    const response = await register({ username, password: 'another password' });
    expectErrorAnswer(response, 409, 'CONFLICT', 'That username is taken. Please choose another.');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 for a username taken in another case: one name, one person', async () => {
    await registerThroughApi(server.app, 'secret1', 'attacker_a');
    const before = await countUsers();
    for (const username of ['Attacker_A', 'ATTACKER_A']) {
      const response = await register({ username, password: 'another password' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('That username is taken. Please choose another.');
    }
    expect(await countUsers()).toBe(before);
  });

  it('gives one of two simultaneous sign-ups for the same name a 409', async () => {
    const payload = { username: 'race.condition', password: 'secret1' };
    const responses = await Promise.all([register(payload), register(payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 400 for a short password or a bad username, naming the field', async () => {
    const short = await register({ username: 'someone', password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 6 characters long.');

    const badName = await register({ username: 'a b', password: 'secret1' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toMatch(/^username: /);
  });
});

describe('POST /api/login', () => {
  it('signs in and answers the same shape as GET /api/auth/user', async () => {
    const { user, username, password } = await registerThroughApi(server.app);
    const response = await login(username, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user, churchUser: null });
    expectNoPasswordHash(response);

    const session = await whoAmI(sessionCookieOf(response));
    expect(session.json()).toEqual({ user, churchUser: null });
  });

  it('signs in with the username in any case, as the account it was registered as', async () => {
    const { user, password } = await registerThroughApi(server.app, 'secret1', 'Grace.Office');
    for (const typed of ['grace.office', 'GRACE.OFFICE', 'Grace.Office']) {
      const response = await login(typed, password);
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual(user);
    }
  });

  it('gives a wrong password and an unknown user the same 401 answer', async () => {
    const { username } = await registerThroughApi(server.app);
    const wrongPassword = await login(username, 'not the password');
    const unknownUser = await login('nobody-by-this-name', 'not the password');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const { username } = await registerThroughApi(server.app);
    // CPU time, not the wall clock: on a busy machine waiting for a core stretches either login,
    // while the work done (argon2's, on the thread pool, counted in this process) stays the same.
    const time = async (name: string) => {
      const before = process.cpuUsage();
      await login(name, 'not the password');
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    await time(username); // warm-up
    let wrong = 0;
    let unknown = 0;
    for (let i = 0; i < 3; i += 1) {
      wrong += await time(username);
      unknown += await time(`ghost${i}`);
    }
    // Without the dummy verification an unknown user costs ~1 ms of CPU against ~25 ms.
    expect(unknown).toBeGreaterThan(wrong * 0.5);
  });

  it('changes the session id: the cookie from before login no longer authenticates', async () => {
    const { user, username, password, cookie: before } = await registerThroughApi(server.app);
    const response = await login(username, password, before);
    const after = sessionCookieOf(response);
    expect(after).toBeDefined();
    expect(sidOf(after ?? '')).not.toBe(sidOf(before));
    expect(await sessionRowExists(before)).toBe(false);
    expect((await whoAmI(before)).statusCode).toBe(401);
    expect((await whoAmI(after)).json().user).toEqual(user);
  });

  it('records the login on the church membership', async () => {
    const { user, username, password } = await registerThroughApi(server.app);
    const church = await server.db
      .insertInto('churches')
      .values({
        name: 'Login Church',
        description: 'A church.',
        address: '1 Login Way',
        city: 'Austin',
        state: 'TX',
        zip_code: '78701',
        phone: '(512) 555-0199',
        email: 'login@example.org',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('church_users')
      .values({ church_id: church.id, user_id: user.id })
      .execute();

    const startedAt = Date.now();
    const response = await login(username, password);
    expect(response.json()).toEqual({ user, churchUser: { churchId: church.id, role: 'owner' } });
    const membership = await server.db
      .selectFrom('church_users')
      .select('last_login_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(membership.last_login_at?.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('answers 400 when a field is missing', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password: /);
  });
});

describe('tRPC auth procedures', () => {
  it('logs in through /trpc/auth.login and answers the account', async () => {
    const { user, username, password } = await registerThroughApi(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { username, password } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { json: { user, churchUser: null } } } });
    expectNoPasswordHash(response);
    expect((await whoAmI(sessionCookieOf(response))).json().user).toEqual(user);
  });

  it('answers a wrong password over tRPC with 401 and the same message', async () => {
    const { username } = await registerThroughApi(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { username, password: 'nope nope' } },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.json.message).toBe(INVALID.message);
  });

  it('auth.logout ends the session and deletes its row', async () => {
    const { cookie } = await registerThroughApi(server.app);
    expect(await sessionRowExists(cookie)).toBe(true);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: { json: null },
      cookies: withSession(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { json: { signedOut: true } } } });
    expect(await sessionRowExists(cookie)).toBe(false);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    // The browser is told to drop the cookie too.
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('refuses a cross-site multipart form posted to auth.logout with 403 and keeps the session', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      cookies: withSession(cookie),
      payload: ['--XyZ', 'Content-Disposition: form-data; name="0"', '', '{}', '--XyZ--', ''].join(
        '\r\n',
      ),
    });
    expect(response.statusCode).toBe(403);
    expect(await sessionRowExists(cookie)).toBe(true);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/logout and GET /api/login', () => {
  it('GET /api/logout from our own link deletes the session, clears the cookie and redirects to /', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: withSession(cookie),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await sessionRowExists(cookie)).toBe(false);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout caused by another site, or by a browser that does not say, only asks', async () => {
    const { cookie } = await registerThroughApi(server.app);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers,
        cookies: withSession(cookie),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<form method="post" action="/api/logout">');
      expect((await whoAmI(cookie)).statusCode).toBe(200);
    }
  });

  it("the sign-out page's form signs out from our origin, and is refused from another", async () => {
    const { cookie } = await registerThroughApi(server.app);
    const post = (origin: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        cookies: withSession(cookie),
        payload: '',
      });
    expect((await post('https://evil.example')).statusCode).toBe(403);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    const response = await post('http://huddle.test');
    expect(response.statusCode).toBe(303);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout while signed out just redirects', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('GET /api/login redirects to /login', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('session lifetime', () => {
  it('refuses a session whose row has passed its idle expiry', async () => {
    const { cookie } = await registerThroughApi(server.app);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await server.db
      .updateTable('session')
      .set({ expire: new Date(Date.now() - 1000) })
      .where('sid', '=', sidOf(cookie))
      .execute();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('refuses a session signed in longer ago than the absolute lifetime', async () => {
    const { cookie } = await registerThroughApi(server.app);
    await ageSession(cookie, 29);
    expect((await whoAmI(cookie)).statusCode).toBe(200); // within the 30 days
    await ageSession(cookie, 31);

    const trpc = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.user',
      cookies: withSession(cookie),
    });
    expect(trpc.json()).toEqual({ result: { data: { json: null } } });
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('lets a user whose session outlived its lifetime log in again with the old cookie', async () => {
    const { user, username, password, cookie } = await registerThroughApi(server.app);
    await ageSession(cookie, 40);
    const response = await login(username, password, cookie);
    expect(response.statusCode).toBe(200);
    const fresh = sessionCookieOf(response);
    expect(fresh).toBeDefined();
    expect((await whoAmI(fresh)).json().user).toEqual(user);
    expect(await sessionRowExists(cookie)).toBe(false);
  });
});

/** Moves the session's sign-in time `days` into the past. */
async function ageSession(cookie: string, days: number) {
  const row = await server.db
    .selectFrom('session')
    .select('sess')
    .where('sid', '=', sidOf(cookie))
    .executeTakeFirstOrThrow();
  const signedInAt = Date.now() - days * 24 * 60 * 60 * 1000;
  await server.db
    .updateTable('session')
    .set({ sess: JSON.stringify({ ...row.sess, signedInAt }) })
    .where('sid', '=', sidOf(cookie))
    .execute();
}

async function countUsers(): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
