import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminTokenFor, bearer, createAdmin } from '../modules/admin/testing/admin-fixtures.js';
import { columnOf } from '../testing/counts.js';
import { eventPayload } from '../testing/fixtures.js';
import { registerThroughApi, withSession } from '../testing/http-session.js';
import { createTestServer } from '../testing/test-server.js';

/*
 * Every live answer against the schema /api/openapi.json declares for its operation and status,
 * checked with a JSON Schema 2020-12 validator: each documented GET as a visitor, a church user
 * and an administrator (success and refusal alike), the main writes, and their refusals. An answer
 * whose status the document does not list, or whose body its schema refuses, fails with the
 * operation and the validator's errors.
 */

type Schema = Record<string, unknown>;
type DocumentedResponse = { description: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, DocumentedResponse>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let server: Awaited<ReturnType<typeof createTestServer>>;
let doc: Document;

/** Component schemas are added under this base, and the document's refs to them rewritten. */
const COMPONENTS = 'https://huddle.test/openapi.json/components/schemas/';
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
formats.default(ajv);
const validators = new Map<Schema, ValidateFunction>();

function withComponentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponentRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? COMPONENTS + value.slice('#/components/schemas/'.length)
        : withComponentRefs(value),
    ]),
  );
}

function validatorOf(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(withComponentRefs(schema) as Schema);
    validators.set(schema, validate);
  }
  return validate;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 8)
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`,
    )
    .join('; ');

/** What went wrong with one answer, or nothing when it is as documented. */
function problemOf(
  method: string,
  template: string,
  response: LightMyRequestResponse,
): string | undefined {
  const operation = doc.paths[template]?.[method.toLowerCase()];
  const name = `${method} ${template} (${operation?.operationId ?? 'undocumented'}) ${response.statusCode}`;
  if (!operation) return `${name}: the document has no such operation`;
  const declared = operation.responses[String(response.statusCode)];
  if (!declared) {
    return `${name}: status not documented (documented: ${Object.keys(operation.responses).join(', ')}); body ${response.body.slice(0, 300)}`;
  }
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const content = declared.content;
  if (!content) {
    if (type === 'application/json') {
      return `${name}: answers JSON, the document declares no body: ${response.body.slice(0, 300)}`;
    }
    return undefined;
  }
  const media = content[type];
  if (!media) {
    return `${name}: answers ${type || 'no content type'}, the document declares ${Object.keys(content).join(', ')}`;
  }
  if (type !== 'application/json') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${name}: says application/json, the body is not JSON: ${response.body.slice(0, 300)}`;
  }
  const validate = validatorOf(media.schema);
  if (validate(body)) return undefined;
  return `${name}: ${describeErrors(validate.errors)}; body ${response.body.slice(0, 300)}`;
}

/** Every answer of a test, checked; the test ends with `expectAllAsDocumented`. */
const seen = new Map<string, Set<number>>();
let problems: string[] = [];

type Caller = { name: string; cookies?: Record<string, string>; headers?: Record<string, string> };
type Call = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

async function call(caller: Caller, method: string, template: string, request: Call = {}) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${method} ${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString();
  const response = await server.app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    cookies: caller.cookies ?? {},
    headers: { ...caller.headers, ...request.headers },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const problem = problemOf(method, template, response);
  if (problem) problems.push(`as ${caller.name}: ${problem}`);
  const key = `${method} ${template}`;
  seen.set(key, (seen.get(key) ?? new Set()).add(response.statusCode));
  return response;
}

beforeEach(() => {
  problems = [];
});

function expectAllAsDocumented() {
  const found = problems;
  problems = [];
  expect(found, `answers that do not match the document:\n${found.join('\n')}`).toEqual([]);
}

const visitor: Caller = { name: 'a visitor' };
let churchUser: Caller;
let otherUser: Caller;
let admin: Caller;
const ids = {
  churchId: 0,
  otherChurchId: 0,
  eventId: 0,
  rsvpId: 0,
  notificationId: 0,
  invitationToken: '',
};

let counter = 0;
const unique = () => `${process.pid}x${++counter}`;

function churchBody(overrides: Record<string, unknown> = {}) {
  const n = String(counter + 1).padStart(4, '0');
  return {
    name: `Answer Fellowship ${unique()}`,
    description: 'A church that checks its answers.',
    address: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: `(512) 555-${n}`,
    email: `answers${unique()}@example.org`,
    website: 'www.answers.example.org',
    denomination: 'Baptist',
    capacity: 120,
    amenities: ['Parking', 'Big Screen TV'],
    ...overrides,
  };
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** Noon in Chicago `days` from today: the same date and weekday there as in UTC. */
function noonIn(days: number): Date {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(18, 0, 0, 0);
  return date;
}
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A weekly series from `noonIn(days)` for `weeks` weeks. */
function weekly(days: number, weeks: number) {
  const first = noonIn(days);
  return {
    datetime: first.toISOString(),
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDaysOfWeek: [WEEKDAYS[first.getUTCDay()]],
    recurrenceEndDate: dayOf(new Date(first.getTime() + weeks * 7 * DAY_MS)),
  };
}

/** A valid event body at noon in ten days, with `overrides` over it. */
function eventBody(churchId: number, overrides: Record<string, unknown> = {}) {
  return { ...eventPayload(churchId, { datetime: noonIn(10).toISOString() }), ...overrides };
}

/** A signed-in owner of a new church with an active subscription, made through the API. */
async function churchOwner(name: string): Promise<{ caller: Caller; churchId: number }> {
  const { cookie } = await registerThroughApi(server.app);
  const caller = { name, cookies: withSession(cookie) };
  const created = await call(caller, 'POST', '/api/churches', { body: churchBody() });
  expect(created.statusCode, created.body).toBe(201);
  const churchId = (created.json() as { id: number }).id;
  await server.db
    .updateTable('churches')
    .set({ subscription_status: 'active' })
    .where('id', '=', churchId)
    .execute();
  return { caller, churchId };
}

beforeAll(async () => {
  server = await createTestServer();
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    ajv.addSchema(withComponentRefs(schema) as Schema, COMPONENTS + name);
  }

  const owner = await churchOwner('a church user');
  churchUser = owner.caller;
  ids.churchId = owner.churchId;
  const other = await churchOwner('another church’s user');
  otherUser = other.caller;
  ids.otherChurchId = other.churchId;

  const event = await call(churchUser, 'POST', '/api/events', { body: eventBody(ids.churchId) });
  expect(event.statusCode, event.body).toBe(201);
  ids.eventId = (event.json() as { id: number }).id;
  const series = await call(churchUser, 'POST', '/api/events', {
    body: eventBody(ids.churchId, { title: 'Weekly Game Night', sport: 'NBA', ...weekly(3, 8) }),
  });
  expect(series.statusCode, series.body).toBe(201);
  const rsvp = await call(visitor, 'POST', '/api/events/{eventId}/rsvp', {
    params: { eventId: ids.eventId },
    body: {
      attendeeName: 'Ann Lee',
      attendeeEmail: `ann${unique()}@example.com`,
      attendeePhone: '512 555 0199',
      numberOfGuests: 2,
      specialRequests: 'A seat near the screen',
    },
  });
  expect(rsvp.statusCode, rsvp.body).toBe(201);
  const rsvpRow = await server.db
    .selectFrom('rsvps')
    .select('id')
    .where('event_id', '=', ids.eventId)
    .executeTakeFirstOrThrow();
  ids.rsvpId = rsvpRow.id;
  const notification = await server.db
    .selectFrom('notifications')
    .select('id')
    .where('church_id', '=', ids.churchId)
    .executeTakeFirst();
  ids.notificationId = notification?.id ?? 0;

  // An invitation of the church, its link's token read from the mail it queued.
  const invited = await call(churchUser, 'POST', '/api/churches/{churchId}/invitations', {
    params: { churchId: ids.churchId },
    body: { email: `volunteer${unique()}@example.com`, role: 'member' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const invitationMail = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('kind', '=', 'church.invitation')
    .executeTakeFirstOrThrow();
  ids.invitationToken = /\/join\?token=([\w-]+)/.exec(invitationMail.text_body)?.[1] ?? '';

  const administrator = await createAdmin(server.db);
  admin = {
    name: 'an administrator',
    headers: bearer(await adminTokenFor(server.app, administrator)),
  };
  expectAllAsDocumented(); // the seeding answers too
});
afterAll(() => server?.close());

/** Path values for each documented path parameter, from the seeded data. */
function pathValues(template: string): Record<string, string | number> {
  const byPath: Record<string, Record<string, string | number>> = {
    '/api/events/{id}': { id: ids.eventId },
    '/api/events/{id}/calendar.ics': { id: ids.eventId },
    '/api/events/{id}/attendees.csv': { id: ids.eventId },
    '/api/events/{eventId}/attendees': { eventId: ids.eventId },
    '/api/events/{eventId}/waitlist': { eventId: ids.eventId },
    '/api/events/{eventId}/rsvp-challenge': { eventId: ids.eventId },
    '/api/events/{eventId}/rsvp': { eventId: ids.eventId },
    '/api/churches/{id}': { id: ids.churchId },
    '/api/churches/{id}/analytics': { id: ids.churchId },
    '/api/churches/{id}/events/analytics': { id: ids.churchId },
    '/api/churches/{churchId}/notifications': { churchId: ids.churchId },
    '/api/churches/{churchId}/members': { churchId: ids.churchId },
    '/api/invitations/{token}': { token: ids.invitationToken },
    '/api/rsvps/{id}': { id: ids.rsvpId },
    '/api/messages/stop/{token}': { token: 'no-such-stop-token' },
    '/api/reminders/{token}/release': { token: 'no-such-reminder-token' },
    '/api/reminders/{token}/stop': { token: 'no-such-reminder-token' },
    '/api/admin/churches/{id}/attendees-to-tell': { id: ids.churchId },
    '/api/churches/{id}/attendees-to-tell': { id: ids.churchId },
  };
  const values = byPath[template];
  if (values) return values;
  if (!template.includes('{')) return {};
  throw new Error(`no seeded value for the path parameters of ${template}: add it to pathValues`);
}

/** Required query values of a GET, where the document requires one. */
/** Read when the calls are made: the ids exist by then. */
const requiredQuery = (): Record<string, Record<string, string>> => ({
  'admin.loginChallenge': { email: 'nobody@huddle.test' },
  'billing.receipts': { churchId: String(ids.churchId) },
});

const getOperations = () =>
  Object.entries(doc.paths).flatMap(([template, byMethod]) =>
    byMethod.get ? [{ template, operation: byMethod.get }] : [],
  );

describe('live answers against /api/openapi.json', () => {
  it('checks with a validator that refuses what the document refuses', () => {
    const byId =
      doc.paths['/api/events/{id}']?.get?.responses['200']?.content?.['application/json'];
    const refusal =
      doc.paths['/api/events/{id}']?.get?.responses['404']?.content?.['application/json'];
    expect(byId && refusal).toBeTruthy();
    const event = validatorOf(byId?.schema ?? {});
    expect(event({ id: 1 })).toBe(false);
    expect(event([])).toBe(false);
    const error = validatorOf(refusal?.schema ?? {});
    expect(error({ error: 'NOT_FOUND', message: 'No such event' })).toBe(true);
    expect(error({ error: 'NOT_FOUND' })).toBe(false);
  });

  it('answers every documented GET, to a visitor, a church user and an administrator, as documented', async () => {
    const callers = [visitor, churchUser, admin];
    for (const { template, operation } of getOperations()) {
      for (const caller of callers) {
        const query = requiredQuery()[operation.operationId];
        for (const missing of operation.parameters ?? []) {
          if (missing.in === 'query' && missing.required && !query?.[missing.name]) {
            throw new Error(
              `${operation.operationId} requires ${missing.name}: add it to requiredQuery`,
            );
          }
        }
        await call(caller, 'GET', template, {
          params: pathValues(template),
          ...(query ? { query } : {}),
        });
      }
    }
    // Each read answered its success at least once (except the pages reached by link only).
    const neverSucceeded = getOperations()
      .filter(({ template }) => ![...(seen.get(`GET ${template}`) ?? [])].some((s) => s < 400))
      .map(({ template }) => template);
    expect(neverSucceeded).toEqual([
      '/api/messages/stop/{token}',
      '/api/reminders/{token}/release',
      '/api/reminders/{token}/stop',
    ]);
    expectAllAsDocumented();
  });

  it('answers the lists with every filter and paging parameter, and refuses bad ones, as documented', async () => {
    const lists: [Caller, string, Record<string, string | number>][] = [
      [visitor, '/api/events', { zipCode: '78701' }],
      [visitor, '/api/events', { city: 'Austin', state: 'TX' }],
      [visitor, '/api/events', { sport: 'NFL' }],
      [visitor, '/api/events', { date: dayOf(noonIn(10)) }],
      [visitor, '/api/events', { church: ids.churchId }],
      [visitor, '/api/events', { kind: 'watch_party' }],
      [visitor, '/api/events', { when: 'past' }],
      [visitor, '/api/events', { limit: 1 }],
      [churchUser, '/api/events', { church: ids.churchId, limit: 1 }],
      [visitor, '/api/events', { limit: 'many' }],
      [visitor, '/api/events', { when: 'someday' }],
      [visitor, '/api/events', { city: 'x'.repeat(101) }],
      [visitor, '/api/churches', { search: 'Answer', denomination: 'Baptist', limit: 1 }],
      [visitor, '/api/churches', { limit: -1 }],
      [churchUser, '/api/support-offers', { supportType: 'equipment', availability: 'weekends' }],
      [churchUser, '/api/support-offers', { supportType: 'spaceships' }],
      [churchUser, '/api/support-requests', { supportType: 'food', urgency: 'high', limit: 5 }],
      [churchUser, '/api/churches/{churchId}/notifications', { limit: 1 }],
      [churchUser, '/api/events/{eventId}/attendees', { limit: 1 }],
      [churchUser, '/api/churches/{id}/analytics', { period: '7d' }],
      [churchUser, '/api/churches/{id}/analytics', { period: 'forever' }],
      [churchUser, '/api/churches/{id}/events/analytics', { period: 'all' }],
      [admin, '/api/admin/dashboard', { period: '1y' }],
      [admin, '/api/admin/payments', { period: '90d' }],
      [admin, '/api/admin/payments', { period: 'yesterday' }],
    ];
    for (const [caller, template, query] of lists) {
      await call(caller, 'GET', template, { params: pathValues(template), query });
    }
    const page = await call(visitor, 'GET', '/api/events', { query: { limit: 1 } });
    const next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
    expect(next, 'a Link to the next page').toBeTruthy();
    const url = new URL(next ?? '', 'http://huddle.test');
    await call(visitor, 'GET', '/api/events', {
      query: Object.fromEntries(url.searchParams),
    });
    // Someone else's church, and things that are not there.
    await call(otherUser, 'GET', '/api/churches/{id}/analytics', { params: { id: ids.churchId } });
    await call(otherUser, 'GET', '/api/events/{eventId}/attendees', {
      params: { eventId: ids.eventId },
    });
    await call(visitor, 'GET', '/api/events/{id}', { params: { id: 987_654_321 } });
    await call(visitor, 'GET', '/api/events/{id}', { params: { id: 'abc' } });
    await call(visitor, 'GET', '/api/churches/{id}', { params: { id: 987_654_321 } });
    await call(visitor, 'GET', '/api/events/{id}/calendar.ics', { params: { id: 987_654_321 } });
    expectAllAsDocumented();
  });

  it('answers the main writes and their refusals as documented', async () => {
    // Accounts.
    const username = `answers${unique()}`;
    await call(visitor, 'POST', '/api/register', {
      body: { username, password: 'correct horse' },
    });
    await call(visitor, 'POST', '/api/register', { body: { username, password: 'correct horse' } });
    await call(visitor, 'POST', '/api/register', { body: { username: 'x', password: '1' } });
    await call(visitor, 'POST', '/api/login', { body: { username, password: 'correct horse' } });
    await call(visitor, 'POST', '/api/login', { body: { username, password: 'wrong horse' } });

    // Churches.
    await call(visitor, 'POST', '/api/churches', { body: churchBody() });
    await call(churchUser, 'POST', '/api/churches', {
      body: churchBody({ denomination: 'Non-denominational' }),
    });
    await call(churchUser, 'POST', '/api/churches', { body: churchBody() }); // has one already
    await call(churchUser, 'POST', '/api/churches', {
      body: 'name=Grace',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const churchEdit = {
      address: '2 Main Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      phone: '(512) 555-0142',
      email: `office${unique()}@example.org`,
      website: 'https://answers.example.org',
      capacity: 150,
      amenities: ['Parking'],
    };
    await call(churchUser, 'PUT', '/api/churches/{id}', {
      params: { id: ids.churchId },
      body: churchEdit,
    });
    await call(otherUser, 'PUT', '/api/churches/{id}', {
      params: { id: ids.churchId },
      body: churchEdit,
    });
    await call(churchUser, 'PUT', '/api/churches/{id}', {
      params: { id: ids.churchId },
      body: { ...churchEdit, capacity: -5 },
    });
    const takenEmail = await columnOf(server.db, 'churches', ids.otherChurchId, 'email');
    await call(churchUser, 'PUT', '/api/churches/{id}', {
      params: { id: ids.churchId },
      body: { ...churchEdit, email: takenEmail },
    });

    // Events.
    await call(visitor, 'POST', '/api/events', { body: eventBody(ids.churchId) });
    await call(otherUser, 'POST', '/api/events', { body: eventBody(ids.churchId) });
    await call(churchUser, 'POST', '/api/events', { body: eventBody(ids.churchId, { title: '' }) });
    await call(churchUser, 'PUT', '/api/events/{id}', {
      params: { id: ids.eventId },
      body: {
        ...eventBody(ids.churchId),
        title: 'Super Bowl Watch Party, renamed',
        maxAttendees: 90,
      },
    });
    await call(otherUser, 'PUT', '/api/events/{id}', {
      params: { id: ids.eventId },
      body: eventBody(ids.churchId),
    });
    await call(churchUser, 'PUT', '/api/events/{id}', {
      params: { id: ids.eventId },
      body: { ...eventBody(ids.churchId), maxAttendees: 1 }, // below the seats taken
    });
    const series = await call(churchUser, 'POST', '/api/events', {
      body: eventBody(ids.churchId, { title: 'Monday Night Football', ...weekly(5, 4) }),
    });
    expect(series.statusCode, series.body).toBe(201);
    const seriesId = (series.json() as { id: number }).id;
    await call(churchUser, 'DELETE', '/api/events/{id}/occurrences/{date}', {
      params: { id: seriesId, date: dayOf(noonIn(5 + 7)) },
    });
    await call(churchUser, 'DELETE', '/api/events/{id}/occurrences/{date}', {
      params: { id: seriesId, date: 'not-a-date' },
    });

    // RSVPs, attendees and messages.
    await call(visitor, 'POST', '/api/events/{eventId}/rsvp', {
      params: { eventId: ids.eventId },
      body: { attendeeName: '', attendeeEmail: 'not-an-email' },
    });
    await call(visitor, 'POST', '/api/events/{eventId}/rsvp', {
      params: { eventId: 987_654_321 },
      body: { attendeeName: 'Bo', attendeeEmail: `bo${unique()}@example.com`, numberOfGuests: 1 },
    });
    const small = await call(churchUser, 'POST', '/api/events', {
      body: eventBody(ids.churchId, { title: 'A small watch party', maxAttendees: 2 }),
    });
    const smallId = (small.json() as { id: number }).id;
    for (const name of ['Cy', 'Di', 'Ed']) {
      // the third finds it full
      await call(visitor, 'POST', '/api/events/{eventId}/rsvp', {
        params: { eventId: smallId },
        body: { attendeeName: name, attendeeEmail: `${name}${unique()}@example.com` },
      });
    }
    await call(churchUser, 'POST', '/api/messages', {
      body: {
        churchId: ids.churchId,
        rsvpId: ids.rsvpId,
        subject: 'Parking',
        messageBody: 'Please use lot B.',
      },
    });
    await call(churchUser, 'POST', '/api/messages', {
      body: { churchId: ids.churchId, rsvpId: 987_654_321, subject: 'Hi', messageBody: 'Hello' },
    });
    await call(otherUser, 'POST', '/api/messages', {
      body: { churchId: ids.churchId, rsvpId: ids.rsvpId, subject: 'Hi', messageBody: 'Hello' },
    });
    await call(visitor, 'POST', '/api/rsvps/manage', { body: { token: 'no-such-token' } });
    await call(visitor, 'POST', '/api/rsvps/manage/guests', {
      body: { token: 'no-such-token', numberOfGuests: 2 },
    });
    await call(visitor, 'POST', '/api/rsvps/manage/cancel', { body: { token: 'no-such-token' } });
    if (ids.notificationId) {
      await call(churchUser, 'PUT', '/api/notifications/{id}/read', {
        params: { id: ids.notificationId },
        body: {},
      });
    }
    await call(churchUser, 'PUT', '/api/notifications/{id}/read', {
      params: { id: 987_654_321 },
      body: {},
    });

    // Support board.
    const offer = await call(churchUser, 'POST', '/api/support-offers', {
      body: {
        title: 'Folding chairs to lend',
        description: 'Sixty chairs for your next watch party.',
        supportType: ['equipment'],
        availability: 'weekends',
        contactEmail: 'deacons@answers.example.org',
        contactPhone: '512 555 0101',
      },
    });
    const request = await call(churchUser, 'POST', '/api/support-requests', {
      body: {
        title: 'Volunteers for a Super Bowl party',
        description: 'We expect 200 guests and need hands for setup.',
        supportType: ['volunteers', 'food'],
        urgency: 'high',
        contactEmail: 'events@answers.example.org',
      },
    });
    await call(churchUser, 'POST', '/api/support-offers', { body: { title: '' } });
    await call(visitor, 'POST', '/api/support-requests', { body: {} });
    await call(churchUser, 'POST', '/api/support-offers/{id}/close', {
      params: { id: (offer.json() as { id?: number }).id ?? 0 },
      body: {},
    });
    await call(otherUser, 'POST', '/api/support-requests/{id}/close', {
      params: { id: (request.json() as { id?: number }).id ?? 0 },
      body: {},
    });

    // Contact, billing, visits.
    await call(visitor, 'POST', '/api/contact', {
      body: {
        name: 'Ana Ruiz',
        email: 'ana@answers.example.org',
        subject: 'Hosting',
        message: 'Can two churches co-host one watch party?',
      },
    });
    await call(visitor, 'POST', '/api/contact', { body: { name: '', email: 'nope' } });
    await call(churchUser, 'POST', '/api/create-subscription', {
      body: { churchId: ids.churchId, plan: 'church_partner', billingPeriod: 'monthly' },
    });
    await call(churchUser, 'POST', '/api/create-subscription', {
      body: { churchId: ids.churchId, plan: 'church_partner', billingPeriod: 'weekly' },
    });
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
    await call(visitor, 'POST', '/api/visits', {
      body: { type: 'pageview', path: '/events' },
      headers: browser,
    });
    await call(visitor, 'POST', '/api/visits', { body: { path: 42 }, headers: browser });

    // The administrator.
    await call(visitor, 'POST', '/api/admin/login', {
      body: { email: 'nobody@huddle.test', password: 'wrong password' },
    });
    await call(visitor, 'GET', '/api/admin/verify', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    await call(admin, 'POST', '/api/admin/logout', {
      body: {},
      headers: { authorization: 'Bearer not-a-token' },
    });

    // Deletions last: the RSVP, the event, then (by the administrator) the other church.
    await call(otherUser, 'DELETE', '/api/rsvps/{id}', { params: { id: ids.rsvpId } });
    await call(churchUser, 'DELETE', '/api/rsvps/{id}', { params: { id: ids.rsvpId } });
    await call(otherUser, 'DELETE', '/api/events/{id}', { params: { id: ids.eventId } });
    await call(churchUser, 'DELETE', '/api/events/{id}', { params: { id: ids.eventId } });
    await call(churchUser, 'DELETE', '/api/events/{id}', { params: { id: ids.eventId } });
    await call(admin, 'DELETE', '/api/admin/churches/{id}', { params: { id: 987_654_321 } });
    await call(admin, 'DELETE', '/api/admin/churches/{id}', { params: { id: ids.otherChurchId } });
    expectAllAsDocumented();
  });
});
