import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertChurch, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

/*
 * Changes to one church's team arriving at the same moment, over real connections to PostgreSQL:
 * whatever the order, the church keeps an owner, and a link joins once.
 */

const server = useTestServer();
const ROUNDS = 6;

/** A church with two owners, each signed in. */
async function twoOwners() {
  const first = await signedInChurchUser(server.app, server.db, { status: 'active' });
  const second = await registerThroughApi(server.app);
  await linkUser(server.db, second.user.id, first.churchId, 'owner');
  return {
    churchId: first.churchId,
    a: { userId: first.userId, cookie: first.cookie },
    b: { userId: second.user.id, cookie: second.cookie },
  };
}

function change(
  method: 'PUT' | 'DELETE',
  churchId: number,
  actor: { cookie: string },
  userId: number,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url: `/api/churches/${churchId}/members/${userId}`,
    cookies: withSession(actor.cookie),
    ...(payload ? { payload } : {}),
  });
}

async function ownersOf(churchId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('church_users')
    .select('user_id')
    .where('church_id', '=', churchId)
    .where('role', '=', 'owner')
    .execute();
  return rows.length;
}

describe('the last owner, under concurrent changes', () => {
  it('two owners leaving at once: one leaves, the other is told 409 and stays', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { churchId, a, b } = await twoOwners();
      const answers = await Promise.all([
        change('DELETE', churchId, a, a.userId),
        change('DELETE', churchId, b, b.userId),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().error).toBe('LAST_OWNER');
      expect(await ownersOf(churchId)).toBe(1);
    }
  });

  it('two owners stepping down at once: one becomes a member, the other stays owner', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { churchId, a, b } = await twoOwners();
      const answers = await Promise.all([
        change('PUT', churchId, a, a.userId, { role: 'member' }),
        change('PUT', churchId, b, b.userId, { role: 'official' }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ownersOf(churchId)).toBe(1);
    }
  });

  it('two owners removing each other at once: one is removed, the one removed changes nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { churchId, a, b } = await twoOwners();
      const answers = await Promise.all([
        change('DELETE', churchId, a, b.userId),
        change('DELETE', churchId, b, a.userId),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser was removed first: signed out (401) or no longer an owner (403).
      expect(statuses.find((status) => status !== 200)).toBeOneOf([401, 403]);
      expect(await ownersOf(churchId)).toBe(1);
    }
  });
});

describe('one invitation, accepted twice at once', () => {
  it('joins once: one 201, one 404, one account', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const churchId = await insertChurch(server.db);
      const token = `race-token-${round}-${process.pid}`;
      await server.db
        .insertInto('church_invitations')
        .values({
          church_id: churchId,
          email: `race${round}x${process.pid}@example.org`,
          role: 'member',
          token_hash: createHash('sha256').update(token).digest('hex'),
          expires_at: new Date(Date.now() + 60_000),
        })
        .execute();
      const join = (username: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/invitations/accept',
          payload: { token, username, password: 'volunteer secret' },
        });
      const answers = await Promise.all([
        join(`racer${round}a${process.pid}`),
        join(`racer${round}b${process.pid}`),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      const members = await server.db
        .selectFrom('church_users')
        .select('user_id')
        .where('church_id', '=', churchId)
        .execute();
      expect(members).toHaveLength(1);
    }
  });
});
