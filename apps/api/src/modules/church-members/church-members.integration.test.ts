import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { trpcMutation, trpcQuery } from '../../testing/api-calls.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { eventPayload, GRACE_CHAPEL, insertChurch } from '../../testing/fixtures.js';
import {
  registerThroughApi,
  sessionCookieOf,
  signedInChurchUser,
  withSession,
} from '../../testing/http-session.js';
import { useMailTestServer } from '../../testing/mail-server.js';
import { waitFor } from '../../testing/wait.js';
import { IN_ANOTHER_CHURCH, LAST_OWNER } from './church-members.service.js';
import { INVITATION_EXPIRED, INVITATION_INVALID } from './invitations.service.js';

// The test environment's roomy limits, but for the two this file reaches.
const { rateLimits } = loadConfig({ NODE_ENV: 'test' });
const server = useMailTestServer({
  rateLimits: {
    ...rateLimits,
    invitationsPerChurch: { max: 5, windowMs: 60_000 },
    invitationAccept: { max: 3, windowMs: 60_000 },
  },
});

let counter = 0;
const unique = () => `${++counter}x${process.pid}`;
/** Each call its own client address, so only the rate-limit test meets the per-IP limit. */
const nextIp = () => `198.51.100.${(counter % 250) + 1}`;

type Caller = { cookie?: string | undefined; headers?: Record<string, string> };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { cookie, headers = {} }: Caller = {},
  payload?: object,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    cookies: withSession(cookie),
    headers,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

/** A paying church named for this test, with an owner signed in. */
async function churchWithOwner() {
  const n = unique();
  const churchId = await insertChurch(server.db, {
    ...GRACE_CHAPEL,
    name: `Grace Chapel ${n}`,
    email: `office${n}@grace.example.org`,
    phone: `(512) 555-${String(counter).padStart(4, '0')}`,
  });
  const owner = await signedInChurchUser(server.app, server.db, { churchId });
  return { churchId, owner, churchEmail: `office${n}@grace.example.org` };
}

function invite(churchId: number, cookie: string, email: string, role = 'member') {
  return call('POST', `/api/churches/${churchId}/invitations`, { cookie }, { email, role });
}

/** The link of the newest invitation mail delivered to `address` over SMTP, and the mail. */
async function deliveredInvitation(address: string, after = 0) {
  const mails = await waitFor(`an invitation to ${address}`, () => {
    // Delivery writes the domain in lower case.
    const found = server.smtp.received.filter((message) =>
      message.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()),
    );
    return found.length > after ? found : undefined;
  });
  const delivered = mails.at(-1)!;
  const token = /\/join\?token=([\w-]+)/.exec(delivered.mail.text ?? '')?.[1];
  if (!token) throw new Error('no join link in the mail');
  return { delivered, token };
}

function accept(token: string, username: string, extra: object = {}, caller: Caller = {}) {
  return call('POST', '/api/invitations/accept', caller, {
    token,
    username,
    password: 'volunteer secret',
    ...extra,
  });
}

async function userCount(): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function team(churchId: number, cookie: string) {
  const response = await call('GET', `/api/churches/${churchId}/members`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    members: { userId: number; username: string; role: string }[];
    invitations: { id: number; email: string; role: string; expired: boolean }[];
  };
}

/** Invites `email` and joins through the mailed link; the new account's id and session. */
async function joined(churchId: number, ownerCookie: string, role = 'member') {
  const email = `volunteer${unique()}@example.org`;
  expect((await invite(churchId, ownerCookie, email, role)).statusCode).toBe(201);
  const { token } = await deliveredInvitation(email);
  const username = `vol${unique()}`;
  const response = await accept(token, username);
  expect(response.statusCode, response.body).toBe(201);
  return { userId: response.json().user.id as number, cookie: sessionCookieOf(response)!, email };
}

describe('inviting a volunteer', () => {
  it('mails a single-use link over SMTP that creates their own account, signed in, with the role', async () => {
    const { churchId, owner, churchEmail } = await churchWithOwner();
    const email = `ann${unique()}@example.org`;
    const sent = await invite(churchId, owner.cookie, email);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'member', expired: false, renewed: false });
    expect(sent.headers['cache-control']).toBe('no-store');

    const { delivered, token } = await deliveredInvitation(email);
    const mail = delivered.mail;
    expect(mail.subject).toMatch(/^Join Grace Chapel \d+x\d+ on Huddle$/);
    expect(mail.from?.value[0]?.name).toMatch(/^Grace Chapel \d+x\d+ via Huddle$/);
    expect(mail.replyTo?.value[0]?.address).toBe(churchEmail);
    expect(mail.text).toContain('Role: Member');
    expect(mail.text).toContain(`Accept the invitation: http://huddle.test/join?token=${token}`);
    expect(mail.text).toMatch(/within 7 days/);
    expect(mail.html).toContain('Accept the invitation');
    expect(mail.html).toContain(`/join?token=${token}`);
    // Only the token's hash is kept.
    const stored = await server.db
      .selectFrom('church_invitations')
      .select('token_hash')
      .where('church_id', '=', churchId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    // The link shows the church and the role, and nothing about whom it went to.
    const preview = await call('GET', `/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      churchName: expect.stringMatching(/^Grace Chapel/),
      role: 'member',
    });
    expect(preview.body).not.toContain(email);
    expect(preview.headers['cache-control']).toBe('no-store');

    const before = await userCount();
    const username = `ann${unique()}`;
    const joinedAnswer = await accept(token, username);
    expect(joinedAnswer.statusCode, joinedAnswer.body).toBe(201);
    expect(joinedAnswer.json()).toEqual({
      user: { id: expect.any(Number), username },
      churchUser: { churchId, role: 'member' },
    });
    const cookie = sessionCookieOf(joinedAnswer);
    expect((await call('GET', '/api/auth/user', { cookie })).json().user.username).toBe(username);
    // The account took the invitation's address: reset links reach them.
    const account = await server.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(account.email).toBe(email);

    // A member hosts events at once (the church pays).
    const hosted = await call('POST', '/api/events', { cookie }, eventPayload(churchId));
    expect(hosted.statusCode, hosted.body).toBe(201);

    // Once: the second use answers 404 and creates nothing.
    const again = await accept(token, `ann${unique()}`);
    expectErrorAnswer(again, 404, 'INVITATION_INVALID', INVITATION_INVALID);
    expect(await userCount()).toBe(before + 1);
    expectErrorAnswer(
      await call('GET', `/api/invitations/${token}`),
      404,
      'INVITATION_INVALID',
      INVITATION_INVALID,
    );

    const now = await team(churchId, owner.cookie);
    expect(now.invitations).toEqual([]);
    expect(now.members.map((m) => [m.username, m.role])).toEqual([
      [expect.any(String), 'owner'],
      [username, 'member'],
    ]);
  });

  it('renews an open invitation to the same address (any case): one invitation, a new link, the old one dead', async () => {
    const { churchId, owner } = await churchWithOwner();
    const email = `Ben${unique()}@Example.org`;
    expect((await invite(churchId, owner.cookie, email, 'member')).statusCode).toBe(201);
    const first = await deliveredInvitation(email);
    const renewed = await invite(churchId, owner.cookie, email.toLowerCase(), 'official');
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({ role: 'official', renewed: true });
    const second = await deliveredInvitation(email, 1);
    expect(second.token).not.toBe(first.token);

    const { invitations } = await team(churchId, owner.cookie);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ role: 'official', expired: false });
    expectErrorAnswer(
      await accept(first.token, `ben${unique()}`),
      404,
      'INVITATION_INVALID',
      INVITATION_INVALID,
    );
    const joinedAnswer = await accept(second.token, `ben${unique()}`);
    expect(joinedAnswer.statusCode).toBe(201);
    expect(joinedAnswer.json().churchUser).toEqual({ churchId, role: 'official' });
  });

  it('an expired link opens nothing and creates nothing; the owner sees it expired and sends a new one', async () => {
    const { churchId, owner } = await churchWithOwner();
    const email = `cal${unique()}@example.org`;
    await invite(churchId, owner.cookie, email);
    const { token } = await deliveredInvitation(email);
    await server.db
      .updateTable('church_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('church_id', '=', churchId)
      .execute();

    const before = await userCount();
    expectErrorAnswer(
      await call('GET', `/api/invitations/${token}`),
      404,
      'INVITATION_EXPIRED',
      INVITATION_EXPIRED,
    );
    expectErrorAnswer(
      await accept(token, `cal${unique()}`),
      404,
      'INVITATION_EXPIRED',
      INVITATION_EXPIRED,
    );
    expect(await userCount()).toBe(before);
    expect((await team(churchId, owner.cookie)).invitations).toEqual([
      expect.objectContaining({ email, expired: true }),
    ]);

    await invite(churchId, owner.cookie, email);
    const fresh = await deliveredInvitation(email, 1);
    expect((await accept(fresh.token, `cal${unique()}`)).statusCode).toBe(201);
  });

  it('a withdrawn invitation stops working at once', async () => {
    const { churchId, owner } = await churchWithOwner();
    const email = `dee${unique()}@example.org`;
    const sent = (await invite(churchId, owner.cookie, email)).json() as { id: number };
    const { token } = await deliveredInvitation(email);
    const url = `/api/churches/${churchId}/invitations/${sent.id}`;

    const revoked = await call('DELETE', url, { cookie: owner.cookie });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });
    expectErrorAnswer(
      await accept(token, `dee${unique()}`),
      404,
      'INVITATION_INVALID',
      INVITATION_INVALID,
    );
    expect((await call('DELETE', url, { cookie: owner.cookie })).statusCode).toBe(404);
  });

  it('refuses an address whose account already belongs to a church, naming why', async () => {
    const { churchId, owner } = await churchWithOwner();
    const mine = await joined(churchId, owner.cookie);
    const taken = await invite(churchId, owner.cookie, mine.email.toUpperCase());
    expectErrorAnswer(taken, 409, 'CONFLICT', 'This person already has access to your church.');

    const other = await churchWithOwner();
    const theirs = await joined(other.churchId, other.owner.cookie);
    expectErrorAnswer(
      await invite(churchId, owner.cookie, theirs.email),
      409,
      'CONFLICT',
      IN_ANOTHER_CHURCH,
    );
    // The form hears it beside the field.
    const trpc = await server.app.inject(
      trpcMutation(
        'churchMembers.invite',
        { churchId, email: theirs.email, role: 'member' },
        owner.cookie,
      ),
    );
    expect(trpc.json().error.json.data.fieldErrors).toEqual({ email: [IN_ANOTHER_CHURCH] });
  });

  it('a taken username or address is a 409 beside its field, and the link still works', async () => {
    const { churchId, owner } = await churchWithOwner();
    const email = `eve${unique()}@example.org`;
    await invite(churchId, owner.cookie, email);
    const { token } = await deliveredInvitation(email);
    const existing = await registerThroughApi(server.app);

    expectErrorAnswer(
      await accept(token, existing.username.toUpperCase()),
      409,
      'CONFLICT',
      'That username is taken. Please choose another.',
    );
    await server.db
      .updateTable('users')
      .set({ email: email.toUpperCase() })
      .where('id', '=', existing.user.id)
      .execute();
    const byTrpc = await server.app.inject(
      trpcMutation('churchMembers.invitation.accept', {
        token,
        username: `eve${unique()}`,
        password: 'volunteer secret',
      }),
    );
    expect(byTrpc.json().error.json.data.fieldErrors).toEqual({
      email: ['An account with this email is already registered.'],
    });
    // Another address of theirs joins.
    const done = await accept(token, `eve${unique()}`, {
      email: `eve.other${unique()}@example.org`,
    });
    expect(done.statusCode, done.body).toBe(201);
  });
});

describe('taking access away', () => {
  it('ends every session of the person and closes their account; their address may be invited again', async () => {
    const { churchId, owner } = await churchWithOwner();
    const volunteer = await joined(churchId, owner.cookie);
    const username = (await call('GET', '/api/auth/user', { cookie: volunteer.cookie })).json().user
      .username as string;
    const elsewhere = await call(
      'POST',
      '/api/login',
      {},
      { username, password: 'volunteer secret' },
    );
    const otherCookie = sessionCookieOf(elsewhere);
    expect(elsewhere.statusCode).toBe(200);

    const removed = await call('DELETE', `/api/churches/${churchId}/members/${volunteer.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    for (const cookie of [volunteer.cookie, otherCookie]) {
      expect((await call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
      const hosting = await call('POST', '/api/events', { cookie }, eventPayload(churchId));
      expect(hosting.statusCode).toBe(401);
    }
    const sessions = await server.db
      .selectFrom('session')
      .select('sid')
      .where((eb) => eb(eb.ref('sess', '->>').key('userId'), '=', String(volunteer.userId)))
      .execute();
    expect(sessions).toEqual([]);
    const signIn = await call('POST', '/api/login', {}, { username, password: 'volunteer secret' });
    expect(signIn.statusCode).toBe(401);
    expect((await team(churchId, owner.cookie)).members).toHaveLength(1);

    expect((await invite(churchId, owner.cookie, volunteer.email)).statusCode).toBe(201);
    expect(
      (
        await call('DELETE', `/api/churches/${churchId}/members/${volunteer.userId}`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the last owner: 409 naming why, for leaving and for a lower role', async () => {
    const { churchId, owner } = await churchWithOwner();
    const self = `/api/churches/${churchId}/members/${owner.userId}`;
    const lastOwner = (response: LightMyRequestResponse) =>
      expectErrorAnswer(response, 409, 'LAST_OWNER', LAST_OWNER);
    lastOwner(await call('DELETE', self, { cookie: owner.cookie }));
    lastOwner(await call('PUT', self, { cookie: owner.cookie }, { role: 'official' }));
    expect((await call('GET', '/api/auth/user', { cookie: owner.cookie })).statusCode).toBe(200);

    // With a second owner, the first may step down, and then manages nothing.
    const volunteer = await joined(churchId, owner.cookie, 'official');
    const promoted = await call(
      'PUT',
      `/api/churches/${churchId}/members/${volunteer.userId}`,
      { cookie: owner.cookie },
      { role: 'owner' },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: volunteer.userId, role: 'owner' });
    const stepDown = await call('PUT', self, { cookie: owner.cookie }, { role: 'member' });
    expect(stepDown.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/churches/${churchId}/members`, { cookie: owner.cookie })).statusCode,
    ).toBe(403);
    lastOwner(
      await call('DELETE', `/api/churches/${churchId}/members/${volunteer.userId}`, {
        cookie: volunteer.cookie,
      }),
    );
    // Leaving while another owner stays ends one's own session.
    const newOwner = await call('PUT', self, { cookie: volunteer.cookie }, { role: 'owner' });
    expect(newOwner.statusCode).toBe(200);
    const left = await call('DELETE', self, { cookie: owner.cookie });
    expect(left.statusCode).toBe(200);
    expect(left.cookies.find((c) => c.name === 'sessionId')?.value ?? '').toBe('');
    expect((await call('GET', '/api/auth/user', { cookie: owner.cookie })).statusCode).toBe(401);
  });
});

describe('who may manage a team', () => {
  it("is the church's owners: officials, members and other churches get 403, the signed-out 401", async () => {
    const { churchId, owner } = await churchWithOwner();
    const official = await joined(churchId, owner.cookie, 'official');
    const member = await joined(churchId, owner.cookie, 'member');
    const other = await churchWithOwner();
    const pending = (await invite(churchId, owner.cookie, `fay${unique()}@example.org`)).json() as {
      id: number;
    };
    const requests: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['list', 'GET', `/api/churches/${churchId}/members`],
      [
        'invite',
        'POST',
        `/api/churches/${churchId}/invitations`,
        { email: `gus${unique()}@example.org`, role: 'member' },
      ],
      ['revoke', 'DELETE', `/api/churches/${churchId}/invitations/${pending.id}`],
      ['role', 'PUT', `/api/churches/${churchId}/members/${member.userId}`, { role: 'owner' }],
      ['remove', 'DELETE', `/api/churches/${churchId}/members/${member.userId}`],
    ];
    for (const [what, method, url, body] of requests) {
      const asOfficial = await call(method, url, { cookie: official.cookie }, body);
      expect(asOfficial.statusCode, `${what} as an official`).toBe(403);
      expect(asOfficial.json().error).toBe('OWNERS_ONLY');
      expect((await call(method, url, { cookie: member.cookie }, body)).statusCode, what).toBe(403);
      const asOther = await call(method, url, { cookie: other.owner.cookie }, body);
      expect(asOther.statusCode, `${what} by another church's owner`).toBe(403);
      expect(asOther.json().error).toBe('ACCESS_DENIED');
      expect((await call(method, url, {}, body)).statusCode, `${what} signed out`).toBe(401);
    }
    // Nothing changed.
    const after = await team(churchId, owner.cookie);
    expect(after.invitations.map((i) => i.id)).toEqual([pending.id]);
    expect(after.members.find((m) => m.userId === member.userId)?.role).toBe('member');

    // Another church's owner naming their own church but this church's ids changes nothing here.
    const theirs = `/api/churches/${other.churchId}`;
    expect(
      (await call('DELETE', `${theirs}/invitations/${pending.id}`, { cookie: other.owner.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${theirs}/members/${member.userId}`, { cookie: other.owner.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `${theirs}/members/${member.userId}`,
          { cookie: other.owner.cookie },
          { role: 'owner' },
        )
      ).statusCode,
    ).toBe(404);
    expect((await team(churchId, owner.cookie)).members).toHaveLength(3);
  });

  it('lets a church that does not pay manage its team, but not mail invitations', async () => {
    const { churchId, owner } = await churchWithOwner();
    const volunteer = await joined(churchId, owner.cookie);
    await server.db
      .updateTable('churches')
      .set({ subscription_status: 'canceled' })
      .where('id', '=', churchId)
      .execute();
    const refused = await invite(churchId, owner.cookie, `gil${unique()}@example.org`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('SUBSCRIPTION_REQUIRED');
    expect((await team(churchId, owner.cookie)).invitations).toEqual([]);
    const removed = await call('DELETE', `/api/churches/${churchId}/members/${volunteer.userId}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('pairs each REST path with a tRPC procedure the web app calls', async () => {
    const { churchId, owner } = await churchWithOwner();
    const list = await server.app.inject(
      trpcQuery('churchMembers.list', { churchId }, owner.cookie),
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().result.data.json.members).toHaveLength(1);
  });
});

describe('limits and an outsider', () => {
  it("limits a church's invitations a day (429, nothing mailed) without touching another church", async () => {
    const { churchId, owner } = await churchWithOwner();
    for (let i = 0; i < 5; i++) {
      expect(
        (await invite(churchId, owner.cookie, `many${i}x${unique()}@example.org`)).statusCode,
      ).toBe(201);
    }
    const over = await invite(churchId, owner.cookie, `over${unique()}@example.org`);
    expectErrorAnswer(
      over,
      429,
      'TOO_MANY_REQUESTS',
      'Your church has sent as many invitations as it may today. Please try again tomorrow.',
    );
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'church.invitation')
      .where('to_address', 'like', 'over%')
      .execute();
    expect(queued).toEqual([]);
    const other = await churchWithOwner();
    expect(
      (await invite(other.churchId, other.owner.cookie, `fine${unique()}@example.org`)).statusCode,
    ).toBe(201);
  });

  it('limits joins per client address; a forged X-Forwarded-For changes nothing', async () => {
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await server.app.inject({
          method: 'POST',
          url: '/api/invitations/accept',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
          payload: { token: `guess${i}`, username: `guess${i}`, password: 'whatever' },
        }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 429]);
  });

  it("links to the site's own address, whatever Host a request names", async () => {
    const { churchId, owner } = await churchWithOwner();
    const email = `hal${unique()}@example.org`;
    const spoofed = await server.app.inject({
      method: 'POST',
      url: `/api/churches/${churchId}/invitations`,
      cookies: withSession(owner.cookie),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email, role: 'member' },
    });
    expect(spoofed.statusCode).toBe(201);
    const { delivered } = await deliveredInvitation(email);
    expect(delivered.mail.text).toContain('http://huddle.test/join?token=');
    expect(`${delivered.mail.text}${delivered.mail.html}`).not.toContain('evil.example');
  });

  it('refuses cross-site forms, other content types, huge bodies and control characters, changing nothing', async () => {
    const { churchId, owner } = await churchWithOwner();
    const url = `/api/churches/${churchId}/invitations`;
    const crossSite = await server.app.inject({
      method: 'POST',
      url,
      cookies: withSession(owner.cookie),
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'email=victim%40example.org&role=member',
    });
    expect(crossSite.statusCode).toBe(403);
    const crossSiteJson = await server.app.inject({
      method: 'POST',
      url: '/trpc/churchMembers.invite',
      cookies: withSession(owner.cookie),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { json: { churchId, email: 'victim@example.org', role: 'member' } },
    });
    expect(crossSiteJson.statusCode).toBe(403);
    const plain = await server.app.inject({
      method: 'POST',
      url,
      cookies: withSession(owner.cookie),
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'victim@example.org', role: 'member' }),
    });
    expect(plain.statusCode).toBe(415);
    const huge = await invite(churchId, owner.cookie, `${'x'.repeat(20_000)}@example.org`);
    expect(huge.statusCode).toBe(413);
    for (const email of [
      'ann@example.org\r\nBcc: all@example.org',
      'ann\u0000@example.org',
      'a@b.org, c@d.org',
    ]) {
      const refused = await invite(churchId, owner.cookie, email);
      expect(refused.statusCode, JSON.stringify(email)).toBe(400);
    }
    const badRole = await call(
      'POST',
      url,
      { cookie: owner.cookie },
      { email: 'ok@example.org', role: 'owner' },
    );
    expectErrorAnswer(
      badRole,
      400,
      'BAD_REQUEST',
      expect.stringContaining('Choose a role: official or member.'),
    );
    const badName = await accept('t'.repeat(43), 'ann\u202eeeL', {});
    expect(badName.statusCode).toBe(400);
    const longToken = await call('GET', `/api/invitations/${'t'.repeat(200)}`);
    expect(longToken.statusCode).toBe(400);
    expect((await team(churchId, owner.cookie)).invitations).toEqual([]);
  });
});
