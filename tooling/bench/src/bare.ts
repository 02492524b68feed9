/**
 * The yardstick: a bare Fastify (no plugins, no hooks, no logger) whose routes run the very same
 * SQL as the API's, straight through `pg`, and send the rows as they come. What the API costs on
 * top of it (helmet headers, the CSRF guard, sessions, tRPC's caller and middleware, zod on the
 * way in and out, mapping rows to the API's objects, building the statement with Kysely, ETags)
 * is the framework's own cost the benchmark's ratios show.
 *
 * - Reads: each distinct URL's statement is built once with the repository's own builder
 *   (`listEventsQuery`, `findActiveEventQuery`) and kept; a request runs it with the current time
 *   in place of the instant it was built with. So the bare route pays for pg and JSON only. They
 *   run as named prepared statements, as the API runs them (statement-cache.ts).
 * - A radius search (`near`, docs/adr/0082) runs what the API runs per request: by date, the count
 *   of churches in the box (`countChurchesNear`, which picks the list's shape); then the list's
 *   statement of that shape, kept per URL and shape and run unnamed, or for many churches by date
 *   the page's keys (`placeKeysQuery`, unnamed) and their rows (`eventRowsQuery`, named), as the
 *   API runs them. The distance order needs no count.
 * - The reads of issue 17 (church directory, a church's analytics and event analytics, its
 *   notifications) likewise, with `listChurchesQuery`, `churchAnalyticsStatement`,
 *   `eventAnalyticsStatement` and `listNotificationsQuery`. The admin dashboard's three statements
 *   hang on the period's days, so they are built per request from the service's own
 *   `dashboardWindow` (a few µs against tens of ms of SQL) and run in parallel, as the service
 *   runs them.
 * - RSVP: the route calls the same service (`createRsvp`: the same transaction and statements,
 *   and the rendering of its two mails), without the framework around it (no session, rate
 *   limit, CSRF guard, tRPC or zod). Its ratio is the framework's share of an RSVP.
 */

import {
  eventInsightsStatement,
  platformTotalsStatement,
  visitFiguresStatement,
} from '@huddle/api/src/modules/admin/dashboard.repository.js';
import {
  dashboardWindow,
  TOP_CHURCHES_SHOWN,
} from '@huddle/api/src/modules/admin/dashboard.service.js';
import {
  churchAnalyticsStatement,
  eventAnalyticsStatement,
} from '@huddle/api/src/modules/church-analytics/church-analytics.repository.js';
import { listChurchesQuery } from '@huddle/api/src/modules/churches/churches.repository.js';
import { readNear } from '@huddle/api/src/modules/churches/near.js';
import type { EventListWhen } from '@huddle/api/src/modules/events/event.schemas.js';
import {
  countChurchesNear,
  type EventListQuery,
  eventRowsQuery,
  FEW_CHURCHES_NEAR,
  findActiveEventQuery,
  listEventsQuery,
  pageByKeys,
  placeKeysQuery,
} from '@huddle/api/src/modules/events/events.repository.js';
import { listNotificationsQuery } from '@huddle/api/src/modules/notifications/notifications.repository.js';
import { createRsvp } from '@huddle/api/src/modules/rsvps/rsvps.service.js';
import { toHttpError } from '@huddle/api/src/rest/http-error.js';
import { type Db, type DbHandle, prepared } from '@huddle/db';
import { type AnalyticsPeriod, type ListSort, sportFilterValues } from '@huddle/domain';
import Fastify from 'fastify';

/** The instant statements are built with; replaced by the request's own time when they run. */
const BUILT_AT = new Date('2000-01-01T00:00:00.000Z');
/** The ids a radius search's rows are built with; replaced by its page's ids. */
const PAGE_IDS: readonly number[] = [];

type Compiled = { sql: string; parameters: readonly unknown[] };
type Statement = Compiled & { nowAt: number[] };

function statementOf(compiled: Compiled): Statement {
  const nowAt = compiled.parameters.flatMap((value, index) =>
    value instanceof Date && value.getTime() === BUILT_AT.getTime() ? [index] : [],
  );
  return { sql: compiled.sql, parameters: compiled.parameters, nowAt };
}

/** Prepared, as the API runs its first list pages and event pages (statement-cache.ts). */
function preparedAsHuddle(compiled: Compiled): Compiled {
  return { sql: prepared(compiled.sql), parameters: compiled.parameters };
}

function withNow(statement: Statement, now: Date): unknown[] {
  const values = [...statement.parameters];
  for (const index of statement.nowAt) values[index] = now;
  return values;
}

/** The list query of a URL's search parameters, as the service builds it (one page + 1 row). */
function listQueryOf(search: URLSearchParams, limit: number): EventListQuery {
  const text = (name: string) => search.get(name) ?? undefined;
  const church = text('church');
  return {
    zipCode: text('zipCode'),
    city: text('city'),
    state: text('state'),
    sports: sportFilterValues(text('sport')),
    date: text('date'),
    churchId: church === undefined ? undefined : Number(church),
    kind: text('kind') as EventListQuery['kind'],
    when: (text('when') ?? 'upcoming') as EventListWhen,
    cursor: null,
    limit,
    now: BUILT_AT,
  };
}

/** A radius search's place and order, as the service reads them; null without `near`. */
function radiusOf(search: URLSearchParams) {
  const zip = search.get('near');
  if (zip === null) return null;
  const radius = search.get('radius');
  const sort = (search.get('sort') ?? undefined) as ListSort | undefined;
  const near = readNear({ near: zip, radius: radius === null ? undefined : Number(radius), sort });
  return near && { near, byDistance: sort === 'distance' };
}

export async function createBareServer(handle: DbHandle, db: Db, publicUrl: string, page: number) {
  const app = Fastify({ logger: false });
  const statements = new Map<string, Statement>();
  const cached = (key: string, build: () => Statement) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };

  app.get('/bare/events', async (request) => {
    const search = new URL(request.url, 'http://bare').searchParams;
    const radius = radiusOf(search);
    if (radius) {
      const byChurch =
        !radius.byDistance && (await countChurchesNear(db, radius.near)) < FEW_CHURCHES_NEAR;
      const query: EventListQuery = {
        ...listQueryOf(search, page + 1),
        near: { ...radius.near, byChurch },
        byDistance: radius.byDistance,
      };
      if (!pageByKeys(query)) {
        const statement = cached(`${request.url}|${byChurch}`, () =>
          statementOf(listEventsQuery(db, query).compile()),
        );
        const { rows } = await handle.executeSql(statement.sql, withNow(statement, new Date()));
        return rows.slice(0, page);
      }
      const keys = cached(`${request.url}|keys`, () =>
        statementOf(placeKeysQuery(db, query).compile()),
      );
      const ids = (await handle.executeSql(keys.sql, withNow(keys, new Date()))).rows.map(
        (row) => (row as { id: number }).id,
      );
      if (ids.length === 0) return [];
      const rows = cached(`${request.url}|rows`, () =>
        statementOf(
          preparedAsHuddle(
            eventRowsQuery(db, {
              viewerChurchId: undefined,
              now: BUILT_AT,
              near: radius.near,
              ids: PAGE_IDS,
            }).compile(),
          ),
        ),
      );
      const values = withNow(rows, new Date()).map((value) => (value === PAGE_IDS ? ids : value));
      const found = (await handle.executeSql(rows.sql, values)).rows as { id: number }[];
      const byId = new Map(found.map((row) => [row.id, row]));
      return ids.slice(0, page).flatMap((id) => byId.get(id) ?? []);
    }
    const statement = cached(request.url, () =>
      statementOf(preparedAsHuddle(listEventsQuery(db, listQueryOf(search, page + 1)).compile())),
    );
    const { rows } = await handle.executeSql(statement.sql, withNow(statement, new Date()));
    return rows.slice(0, page);
  });

  app.get<{ Params: { id: string } }>('/bare/events/:id', async (request, reply) => {
    const statement = cached(request.url, () =>
      statementOf(
        preparedAsHuddle(
          findActiveEventQuery(db, Number(request.params.id), undefined, BUILT_AT).compile(),
        ),
      ),
    );
    const { rows } = await handle.executeSql(statement.sql, withNow(statement, new Date()));
    return rows[0] ?? reply.code(404).send({ error: 'NOT_FOUND' });
  });

  /** Runs a cached statement with the request's time, answering its rows. */
  const rowsOf = async (key: string, build: () => Statement) => {
    const statement = cached(key, build);
    const { rows } = await handle.executeSql(statement.sql, withNow(statement, new Date()));
    return rows;
  };

  app.get<{ Querystring: { search?: string } }>('/bare/churches', async (request) => {
    const rows = await rowsOf(request.url, () =>
      statementOf(
        listChurchesQuery(db, {
          search: request.query.search,
          cursor: null,
          limit: page + 1,
          now: BUILT_AT,
        }).compile(),
      ),
    );
    return rows.slice(0, page);
  });

  type PeriodRequest = { Params: { id: string }; Querystring: { period: AnalyticsPeriod } };
  app.get<PeriodRequest>('/bare/churches/:id/analytics', async (request) => {
    const { id } = request.params;
    const rows = await rowsOf(request.url, () =>
      statementOf(churchAnalyticsStatement(Number(id), request.query.period, BUILT_AT).compile(db)),
    );
    return rows[0];
  });

  app.get<PeriodRequest>('/bare/churches/:id/events/analytics', (request) => {
    const { id } = request.params;
    return rowsOf(request.url, () =>
      statementOf(eventAnalyticsStatement(Number(id), request.query.period, BUILT_AT).compile(db)),
    );
  });

  app.get<{ Params: { id: string } }>('/bare/churches/:id/notifications', async (request) => {
    const rows = await rowsOf(request.url, () =>
      statementOf(listNotificationsQuery(db, Number(request.params.id), null, page + 1).compile()),
    );
    return rows.slice(0, page);
  });

  app.get<{ Querystring: { period: AnalyticsPeriod } }>(
    '/bare/admin/dashboard',
    async (request) => {
      const { since, previousSince, rsvpsFrom, days } = dashboardWindow(
        request.query.period,
        new Date(),
      );
      const run = async (statement: { compile: (db: Db) => Compiled }) => {
        const { sql, parameters } = statement.compile(db);
        return (await handle.executeSql(sql, [...parameters])).rows[0];
      };
      const [totals, visits, insights] = await Promise.all([
        run(platformTotalsStatement(since, previousSince, rsvpsFrom)),
        run(visitFiguresStatement(days)),
        run(eventInsightsStatement(since, TOP_CHURCHES_SHOWN)),
      ]);
      return { totals, visits, insights };
    },
  );

  app.post<{
    Params: { id: string };
    Body: { attendeeName: string; attendeeEmail: string; numberOfGuests: number };
  }>('/bare/events/:id/rsvp', async (request, reply) => {
    try {
      const created = await createRsvp(
        db,
        {
          ...request.body,
          attendeePhone: undefined,
          specialRequests: undefined,
          occurrenceDate: undefined,
          eventId: Number(request.params.id),
        },
        { publicUrl },
      );
      return reply.code(201).send(created);
    } catch (error) {
      const { status, body } = toHttpError(error);
      return reply.code(status).send(body);
    }
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
