import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { sessionCookieOf, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer(
  {},
  {
    rateLimits: {
      ...RATE_LIMITS,
      passwordForgot: { max: 3, windowMs: 60_000 },
      passwordForgotPerEmail: { max: 2, windowMs: 60_000 },
    },
  },
);

let counter = 0;
/** Each call its own client address, so only the rate-limit test meets the per-IP limit. */
const nextIp = () => `198.51.100.${++counter}`;

function post(url: string, payload: object, cookie?: string, remoteAddress = nextIp()) {
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    cookies: withSession(cookie),
    remoteAddress,
  });
}

async function registerUser(email?: string) {
  const username = `pw${++counter}`;
  const password = 'old secret';
  const response = await post('/api/register', { username, password, ...(email ? { email } : {}) });
  expect(response.statusCode).toBe(201);
  return { username, password, cookie: sessionCookieOf(response) ?? '' };
}

async function signIn(username: string, password: string) {
  return post('/api/login', { username, password });
}

async function whoAmI(cookie: string) {
  return (
    await server.app.inject({ method: 'GET', url: '/api/auth/user', cookies: withSession(cookie) })
  ).statusCode;
}

async function askForEmail(cookie: string): Promise<boolean> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/trpc/auth.password.askForEmail',
    payload: {},
    cookies: withSession(cookie),
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.data.json.ask;
}

/** The reset mails queued for an address, newest first. */
async function resetMails(to: string) {
  return server.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'html_body', 'subject'])
    .where('to_address', '=', to)
    .where('kind', '=', 'password.reset')
    .orderBy('id', 'desc')
    .execute();
}

async function requestResetToken(email: string): Promise<string> {
  const response = await post('/api/password/forgot', { email });
  expect(response.statusCode).toBe(202);
  const [newest] = await resetMails(email);
  const token = newest?.text_body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no reset link was mailed');
  return token;
}

const INVALID_LINK = 'This reset link has expired or was already used. Please ask for a new one.';

describe('forgot password', () => {
  it('mails a link to the account with the address, naming the username, in text and HTML', async () => {
    const { username } = await registerUser('ruth@example.com');
    const response = await post('/api/password/forgot', { email: 'RUTH@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await resetMails('ruth@example.com');
    expect(mail?.subject).toBe('Reset your Huddle password');
    expect(mail?.text_body).toContain(`Username: ${username}`);
    expect(mail?.text_body).toMatch(/http:\/\/huddle\.test\/reset-password\?token=[\w-]{43}\b/);
    expect(mail?.html_body).toContain('/reset-password?token=');
  });

  it('answers an unknown address exactly as a known one and mails nothing', async () => {
    await registerUser('known@example.com');
    const known = await post('/api/password/forgot', { email: 'known@example.com' });
    const unknown = await post('/api/password/forgot', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await resetMails('nobody@example.com')).toHaveLength(0);
  });

  it('stores only the hash of the token', async () => {
    await registerUser('hash@example.com');
    const token = await requestResetToken('hash@example.com');
    const rows = await server.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('limits requests per address (same answer, no more mail) and per client (429)', async () => {
    await registerUser('busy@example.com');
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/password/forgot', { email: 'busy@example.com' })).statusCode).toBe(
        202,
      );
    }
    expect(await resetMails('busy@example.com')).toHaveLength(2);

    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) {
      const answer = await post(
        '/api/password/forgot',
        { email: `x${i}@example.com` },
        undefined,
        ip,
      );
      expect(answer.statusCode).toBe(202);
    }
    const refused = await post('/api/password/forgot', { email: 'y@example.com' }, undefined, ip);
    expect(refused.statusCode).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session of the user, and signs nobody in', async () => {
    const { username, password, cookie } = await registerUser('anna@example.com');
    const other = sessionCookieOf(await signIn(username, password)) ?? '';
    const token = await requestResetToken('anna@example.com');

    const reset = await post('/api/password/reset', { token, password: 'new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true });
    expect(sessionCookieOf(reset)).toBeUndefined();
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(401);

    expect((await signIn(username, password)).statusCode).toBe(401);
    expect((await signIn(username, 'new secret')).statusCode).toBe(200);

    const again = await post('/api/password/reset', { token, password: 'third secret' });
    expectErrorAnswer(again, 400, 'RESET_LINK_INVALID', INVALID_LINK);
    expect((await signIn(username, 'new secret')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { username, password } = await registerUser('late@example.com');
    const token = await requestResetToken('late@example.com');
    await server.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const reset = await post('/api/password/reset', { token, password: 'new secret' });
    expectErrorAnswer(reset, 400, 'RESET_LINK_INVALID', INVALID_LINK);
    expect((await signIn(username, password)).statusCode).toBe(200);
  });

  it('closes every other open link of the user once one is used', async () => {
    await registerUser('twice@example.com');
    const first = await requestResetToken('twice@example.com');
    const second = await requestResetToken('twice@example.com');
    expect(
      (await post('/api/password/reset', { token: second, password: 'new secret' })).statusCode,
    ).toBe(200);
    const late = await post('/api/password/reset', { token: first, password: 'other secret' });
    expectErrorAnswer(late, 400, 'RESET_LINK_INVALID', INVALID_LINK);
  });

  it('holds the new password to registration rules', async () => {
    await registerUser('short@example.com');
    const token = await requestResetToken('short@example.com');
    const reset = await post('/api/password/reset', { token, password: '123' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toContain('Password must be at least 6 characters long.');
  });
});

describe('change password', () => {
  it('keeps this session under a new id and ends every other one', async () => {
    const { username, password, cookie } = await registerUser();
    const other = sessionCookieOf(await signIn(username, password)) ?? '';
    const change = await post(
      '/api/password/change',
      { currentPassword: password, newPassword: 'new secret' },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ changed: true });
    const renewed = sessionCookieOf(change) ?? '';
    expect(renewed).not.toBe(cookie);
    expect(await whoAmI(renewed)).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(401);
    expect((await signIn(username, 'new secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { username, password, cookie } = await registerUser();
    const change = await post(
      '/api/password/change',
      { currentPassword: 'not it', newPassword: 'new secret' },
      cookie,
    );
    expectErrorAnswer(change, 400, 'WRONG_PASSWORD', 'Your current password is not correct.');
    expect(await whoAmI(cookie)).toBe(200);
    expect((await signIn(username, password)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const change = await post('/api/password/change', {
      currentPassword: 'old secret',
      newPassword: 'new secret',
    });
    expect(change.statusCode).toBe(401);
  });
});

describe('the account e-mail address', () => {
  it('is optional at registration and unique ignoring case, the 409 naming it', async () => {
    const { username } = await registerUser();
    expect(username).toBeTruthy();
    await registerUser('Dup@Example.com');
    const taken = await post('/api/register', {
      username: `pw${++counter}`,
      password: 'secret1',
      email: 'dup@example.com',
    });
    expectErrorAnswer(taken, 409, 'CONFLICT', 'An account with this email is already registered.');
  });

  it('is asked for once, after a sign-in of a user without one', async () => {
    const { cookie } = await registerUser();
    expect(await askForEmail(cookie)).toBe(true);
    expect(await askForEmail(cookie)).toBe(false);

    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/password/email',
      payload: { email: 'later@example.com' },
      cookies: withSession(cookie),
    });
    expect(set.statusCode).toBe(200);
    expect(await requestResetToken('later@example.com')).toHaveLength(43);

    const withEmail = await registerUser('given@example.com');
    expect(await askForEmail(withEmail.cookie)).toBe(false);
  });

  it('is read back by its own user alone, never kept by a cache', async () => {
    const current = (cookie?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/password/email',
        cookies: withSession(cookie),
      });
    const { cookie } = await registerUser();
    expect((await current(cookie)).json()).toEqual({ email: null });
    await server.app.inject({
      method: 'PUT',
      url: '/api/password/email',
      payload: { email: 'Reader@Example.com' },
      cookies: withSession(cookie),
    });
    const read = await current(cookie);
    expect(read.json()).toEqual({ email: 'Reader@Example.com' });
    expect(read.headers['cache-control']).toBe('no-store');
    const other = await registerUser('other.reader@example.com');
    expect((await current(other.cookie)).json()).toEqual({ email: 'other.reader@example.com' });
    expectErrorAnswer(
      await current(),
      401,
      'UNAUTHORIZED',
      'Your session has expired. Please log in again to continue.',
    );
  });

  it('cannot be set to another account’s address', async () => {
    await registerUser('mine@example.com');
    const { cookie } = await registerUser();
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/password/email',
      payload: { email: 'MINE@example.com' },
      cookies: withSession(cookie),
    });
    expectErrorAnswer(set, 409, 'CONFLICT', 'An account with this email is already registered.');
  });
});
