import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokenFor, bearer, createAdmin } from '../modules/admin/testing/admin-fixtures.js';
import { restRoutes } from '../rest/routes.js';
import { type BadRequest, badRequestsFor } from '../testing/bad-input-cases.js';
import { insertEvent, insertRsvp } from '../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

/*
 * Every REST path under bad input, as the most privileged caller of it (a paid church owner and
 * an administrator at once), so that the input itself is what gets judged: never a 5xx, and a
 * refused request changes no row anywhere.
 */

/** Written by refused requests on purpose: counting refusals is what they are for. */
const WRITTEN_BY_REFUSALS = new Set(['rate_limit_counters', 'session', 'admin_tokens']);

let snapshotSql: ReturnType<typeof sql<{ name: string; digest: string }>>;

const server = useTestServer();
beforeAll(async () => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(server.db);
  const watched = tables.rows.map((row) => row.name).filter((n) => !WRITTEN_BY_REFUSALS.has(n));
  snapshotSql = sql<{ name: string; digest: string }>`${sql.join(
    watched.map(
      (name) =>
        sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`,
    ),
    sql` union all `,
  )}`;
});

/**
 * A paid church owner (with an event, an RSVP and a support post) who is also an administrator:
 * fresh for each route, because some requests end the session they came with (sign-in, sign-out).
 */
async function mostPrivilegedCaller() {
  const owner = await signedInChurchUser(server.app, server.db, { status: 'active' });
  if (owner.churchId === null) throw new Error('no church');
  const eventId = await insertEvent(server.db, owner.churchId, { max_attendees: 30 });
  const rsvp = await insertRsvp(server.db, eventId);
  const offer = await server.app.inject({
    method: 'POST',
    url: '/api/support-offers',
    cookies: withSession(owner.cookie),
    payload: {
      title: 'Folding chairs to lend',
      description: 'Forty folding chairs for any watch party nearby.',
      supportType: ['equipment'],
      availability: 'anytime',
      contactEmail: 'office@example.org',
    },
  });
  if (offer.statusCode !== 201) throw new Error(`support offer: ${offer.body}`);
  const token = await adminTokenFor(server.app, await createAdmin(server.db));
  return {
    headers: bearer(token),
    cookies: withSession(owner.cookie),
    /** Real ids by the resource a path names, so body mistakes are judged on a real row. */
    idsByResource: {
      churches: String(owner.churchId),
      events: String(eventId),
      rsvps: String(rsvp.id),
      'support-offers': String(offer.json().id),
      'support-requests': String(offer.json().id),
    } as Record<string, string>,
  };
}

async function snapshot(): Promise<Map<string, string>> {
  const result = await snapshotSql.execute(server.db);
  return new Map(result.rows.map((row) => [row.name, row.digest]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);
}

async function send(request: BadRequest, caller: Awaited<ReturnType<typeof mostPrivilegedCaller>>) {
  return server.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...caller.headers,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    cookies: caller.cookies,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
}

describe('bad input on every REST path', () => {
  it('covers every route of the REST surface', () => {
    expect(restRoutes.length).toBeGreaterThan(20);
  });

  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, and a refused request changes nothing',
    async (_name, route) => {
      const problems: string[] = [];
      let refusedAsInput = 0;
      const caller = await mostPrivilegedCaller();
      const resource = /^\/api\/(?:admin\/)?([a-z-]+)\//.exec(route.path)?.[1] ?? '';
      const id = caller.idsByResource[resource] ?? caller.idsByResource.events ?? '1';
      // Path parameters are named as the input fields they fill (:id, :eventId, :churchId).
      const ids = { id, eventId: id, churchId: id };
      let before = await snapshot();
      for (const request of badRequestsFor(route, ids)) {
        const response = await send(request, caller);
        const after = await snapshot();
        if (response.statusCode >= 500) {
          problems.push(`${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400) {
          if (response.statusCode === 400 || response.statusCode === 413) refusedAsInput += 1;
          const changed = changedTables(before, after);
          if (changed.length) {
            problems.push(`${request.label}: ${response.statusCode} but changed ${changed}`);
          }
          if (response.headers['content-type']?.toString().startsWith('application/json')) {
            const body = response.json() as { message?: unknown };
            if (typeof body.message !== 'string' || body.message.length === 0) {
              problems.push(`${request.label}: ${response.statusCode} without a message`);
            }
          }
        }
        before = after;
      }
      expect(problems).toEqual([]);
      // The input was judged, not stopped earlier (a 401 or 403 for every request would prove nothing).
      if (route.docs?.input || route.path.includes(':')) expect(refusedAsInput).toBeGreaterThan(0);
    },
    120_000,
  );
});
