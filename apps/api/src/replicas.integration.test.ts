import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from '@huddle/db';
import { churchValues, eventValues } from '@huddle/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatsTaken } from './testing/counts.js';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.js';
import { waitFor } from './testing/wait.js';

/*
 * Two API processes on one PostgreSQL, configured as docs/operations.md deploys them behind a
 * load balancer (production mode, a trusted proxy, one SESSION_SECRET, both running jobs): what
 * one replica does, the other must see. Replicas need a PostgreSQL server (TEST_DATABASE_URL, as
 * in CI): the embedded database belongs to the one process that opened it.
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const serverUrl = process.env.TEST_DATABASE_URL;
const PUBLIC_ORIGIN = 'https://huddle.test';

type Replica = {
  child: ChildProcess;
  exited: Promise<number | null>;
  baseUrl: string;
  output: () => string;
};

let smtp: SmtpSink;
let admin: DbHandle;
let database: DbHandle;
let databaseName: string;
const replicas: Replica[] = [];

async function startReplica(databaseUrl: string): Promise<Replica> {
  const child = spawn(process.execPath, [tsx, '--conditions=@huddle/source', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: 'loopback',
      SESSION_SECRET: 'one-secret-shared-by-every-replica-0123456789',
      BILLING_MODE: 'demo',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Huddle <no-reply@huddle.test>',
      RUN_JOBS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = await waitFor(
    'the replica to listen',
    () => {
      if (child.exitCode !== null) throw new Error(`replica exited:\n${output}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    },
    90_000,
  );
  const replica = { child, exited, baseUrl, output: () => output };
  replicas.push(replica);
  return replica;
}

/** A request as the load balancer forwards it: over https, from `client`. */
function call(
  replica: Replica,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; client?: string } = {},
) {
  const headers: Record<string, string> = {
    'x-forwarded-proto': 'https',
    'x-forwarded-for': options.client ?? '203.0.113.10',
    origin: PUBLIC_ORIGIN,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${replica.baseUrl}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-huddle.sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] as string;
}

describe.skipIf(!serverUrl)('two replicas on one PostgreSQL', () => {
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    databaseName = `huddle_replicas_${randomBytes(5).toString('hex')}`;
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    admin = await createDb({ url: serverUrl });
    await sql`create database ${sql.id(databaseName)}`.execute(admin.db);
    // Both start at once and race to migrate the empty database: the advisory lock serialises them.
    [a, b] = await Promise.all([startReplica(url.toString()), startReplica(url.toString())]);
    database = await createDb({ url: url.toString() });
  }, 120_000);

  afterAll(async () => {
    if (process.env.REPLICA_LOGS) for (const replica of replicas) console.log(replica.output());
    for (const replica of replicas) {
      if (replica.child.exitCode === null) replica.child.kill('SIGTERM');
      await replica.exited;
    }
    await database?.close();
    if (admin) {
      await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin.db);
      await admin.close();
    }
    await smtp?.close();
  });

  it('accepts on one replica a session made on the other, and a logout on one ends it on both', async () => {
    const registered = await call(a, 'POST', '/api/register', {
      body: { username: 'replica.user', password: 'secret1' },
    });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);

    const onB = await call(b, 'GET', '/api/auth/user', { cookie });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { username: 'replica.user' } });

    expect((await call(a, 'POST', '/api/logout', { cookie })).status).toBeLessThan(400);
    expect((await call(b, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect((await call(a, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
  });

  it('counts the sign-in limit across both replicas', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const replica = attempt % 2 === 0 ? a : b;
      const response = await call(replica, 'POST', '/api/login', {
        client,
        body: { username: 'replica.user', password: 'wrong-password' },
      });
      statuses.push(response.status);
    }
    // Ten a minute per address (RATE_LIMITS.login), wherever the balancer sent each attempt.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor is not caught by that limit.
    const other = await call(b, 'POST', '/api/login', {
      client: '198.51.100.8',
      body: { username: 'replica.user', password: 'wrong-password' },
    });
    expect(other.status).toBe(401);
  });

  it('never oversells an event when an RSVP race is split across both, and sends each mail once', async () => {
    const seats = 7;
    const church = await database.db
      .insertInto('churches')
      .values(churchValues({ subscription_status: 'active' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await database.db
      .insertInto('events')
      .values(eventValues(church.id, { max_attendees: seats }))
      .returning('id')
      .executeTakeFirstOrThrow();

    const requests = 40;
    const responses = await Promise.all(
      Array.from({ length: requests }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', `/api/events/${event.id}/rsvp`, {
          // One address each: the per-address RSVP limit is not what this test is about.
          client: `192.0.2.${i + 1}`,
          body: { attendeeName: `Guest ${i}`, attendeeEmail: `guest${i}@example.com` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(seats);
    expect(statuses.filter((status) => status === 409)).toHaveLength(requests - seats);
    expect(await seatsTaken(database.db, event.id)).toBe(seats);

    // Both replicas run the mail jobs; every queued mail reaches the SMTP server exactly once.
    const queued = await waitFor('every mail to be sent', async () => {
      const rows = await database.db
        .selectFrom('mail_outbox')
        .select(['message_key', 'status'])
        .execute();
      return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    });
    expect(queued.length).toBeGreaterThanOrEqual(seats);
    await smtp.waitForCount(queued.length);
    const messageIds = smtp.received.map((message) => message.mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds).toHaveLength(queued.length);
  });
});
