import { existsSync } from 'node:fs';
import { createSeededTestDb } from '@huddle/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { adminTokenFor, createAdmin } from '../modules/admin/testing/admin-fixtures.js';
import { restRoutes } from '../rest/routes.js';
import { createServer } from '../server.js';
import { appRouter } from '../trpc/root.js';

/*
 * Walks every answer a visitor can get from a seeded database (every public REST read, every
 * tRPC query, each event's calendar file, the OpenAPI document, the web app's pages) and fails
 * on any value that must stay on the server: attendee e-mails and phones, the addresses messages
 * went to, password hashes, session ids, administrator tokens and their hashes, RSVP manage
 * tokens and their hashes, Stripe ids.
 */

let server: Awaited<ReturnType<typeof createServer>>;
let webDistDir: string | undefined;
let database: Awaited<ReturnType<typeof createSeededTestDb>>;
let secrets: { what: string; value: string }[];
let eventIds: number[];
let churchIds: number[];
let rsvpIds: number[];

beforeAll(async () => {
  database = await createSeededTestDb();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://huddle.test' });
  webDistDir = config.webDistDir;
  server = await createServer({ db: database.db, config });
  await server.app.ready();
  const { db } = database;

  // Secrets the seed does not make: Stripe ids, a signed-in administrator, a church session, an
  // RSVP made through the API (its manage token exists only in the attendee's mail).
  const [church] = await db.selectFrom('churches').select('id').orderBy('id').limit(1).execute();
  if (!church) throw new Error('the seed made no church');
  await db
    .updateTable('churches')
    .set({ stripe_customer_id: 'cus_LeakCheck0001', stripe_subscription_id: 'sub_LeakCheck0001' })
    .where('id', '=', church.id)
    .execute();
  const adminToken = await adminTokenFor(server.app, await createAdmin(db));
  await server.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username: 'leak.check', password: 'secret1' },
  });
  const [event] = await db
    .selectFrom('events')
    .select('id')
    .where('datetime', '>', new Date())
    .where('max_attendees', '>', sql<number>`current_attendees + 2`)
    .limit(1)
    .execute();
  if (!event) throw new Error('the seed made no upcoming event with seats');
  const rsvp = await server.app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/rsvp`,
    payload: {
      attendeeName: 'Private Person',
      attendeeEmail: 'private.person@example.net',
      attendeePhone: '512-555-0199',
      numberOfGuests: 2,
    },
  });
  expect(rsvp.statusCode).toBe(201);

  const mails = await db.selectFrom('mail_outbox').select('text_body').execute();
  const manageTokens = mails.flatMap((mail) =>
    [...mail.text_body.matchAll(/manage-rsvp\/([\w-]{16,})/g)].map((match) => match[1] ?? ''),
  );
  expect(manageTokens.length).toBeGreaterThan(0);

  const rsvps = await db
    .selectFrom('rsvps')
    .select(['id', 'attendee_email', 'attendee_phone', 'manage_token_hash'])
    .execute();
  const column = async (query: Promise<Record<string, unknown>[]>, what: string) =>
    (await query).flatMap((row) =>
      Object.values(row).flatMap((value) =>
        typeof value === 'string' && value.length >= 6 ? [{ what, value }] : [],
      ),
    );
  secrets = [
    ...rsvps.flatMap((row) => [
      { what: 'attendee e-mail', value: row.attendee_email },
      ...(row.attendee_phone
        ? [
            { what: 'attendee phone', value: row.attendee_phone },
            { what: 'attendee phone digits', value: row.attendee_phone.replace(/\D/g, '') },
          ]
        : []),
      ...(row.manage_token_hash
        ? [{ what: 'manage token hash', value: row.manage_token_hash }]
        : []),
    ]),
    ...manageTokens.map((value) => ({ what: 'manage token', value })),
    ...(await column(db.selectFrom('messages').select('sent_to').execute(), 'message recipient')),
    ...(await column(db.selectFrom('users').select('password_hash').execute(), 'password hash')),
    ...(await column(
      db.selectFrom('administrators').select(['password_hash', 'email']).execute(),
      'administrator credential',
    )),
    ...(await column(db.selectFrom('session').select('sid').execute(), 'session id')),
    ...(await column(db.selectFrom('admin_tokens').select('token_hash').execute(), 'token hash')),
    { what: 'administrator token', value: adminToken },
    ...(await column(
      db
        .selectFrom('churches')
        .select(['stripe_customer_id', 'stripe_subscription_id'])
        .execute() as Promise<Record<string, unknown>[]>,
      'Stripe id',
    )),
  ].filter((secret) => secret.value.length >= 6);

  // A sample of each (the RSVP'd event among them) keeps the walk to a few thousand requests.
  const sample = (ids: number[], must: number) => [...new Set([must, ...ids.slice(0, 20)])];
  eventIds = sample(
    (await db.selectFrom('events').select('id').execute()).map((r) => r.id),
    event.id,
  );
  churchIds = sample(
    (await db.selectFrom('churches').select('id').execute()).map((r) => r.id),
    church.id,
  );
  rsvpIds = sample(
    rsvps.map((row) => row.id),
    rsvps.at(-1)?.id ?? 0,
  );
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
});

/** Everything a signed-out visitor can ask for, as URLs. */
function publicUrls(): string[] {
  const urls = ['/api/openapi.json'];
  const idsFor = (path: string) =>
    path.startsWith('/api/churches')
      ? churchIds
      : path.startsWith('/api/rsvp')
        ? rsvpIds
        : eventIds;
  for (const route of restRoutes.filter((r) => r.method === 'GET')) {
    if (route.path.includes(':')) {
      for (const id of idsFor(route.path)) urls.push(route.path.replace(/:\w+/g, String(id)));
    } else {
      urls.push(route.path, `${route.path}?limit=50`, `${route.path}?when=past&limit=50`);
    }
  }
  for (const id of eventIds) urls.push(`/api/events/${id}/calendar.ics`);

  const trpcQuery = (path: string, input: unknown) =>
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string } }
  >;
  for (const [path, procedure] of Object.entries(procedures)) {
    if (procedure._def.type !== 'query') continue;
    urls.push(trpcQuery(path, {}), trpcQuery(path, { when: 'past', limit: 50 }));
    for (const id of idsFor(`/api/${path}`)) urls.push(trpcQuery(path, { id }));
  }
  if (webDistDir && existsSync(webDistDir)) {
    urls.push('/', '/events', `/events/${eventIds[0]}`, '/churches', '/sports-mission');
  }
  return [...new Set(urls)];
}

describe('nothing private leaves the server', () => {
  it('has secrets of every kind to look for', () => {
    const kinds = new Set(secrets.map((secret) => secret.what));
    for (const kind of [
      'attendee e-mail',
      'attendee phone',
      'manage token',
      'manage token hash',
      'password hash',
      'session id',
      'token hash',
      'administrator token',
      'Stripe id',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it('in any answer a signed-out visitor can get', async () => {
    const urls = publicUrls();
    expect(urls.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    let answered = 0;
    for (const url of urls) {
      const response = await server.app.inject({ method: 'GET', url });
      if (response.statusCode < 400) answered += 1;
      for (const secret of secrets) {
        if (response.body.includes(secret.value)) leaks.push(`${url}: ${secret.what}`);
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached real data, not only refusals.
    expect(answered).toBeGreaterThan(urls.length / 4);
  }, 120_000);
});
