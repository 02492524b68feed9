import { visitInput } from '@huddle/domain';
import { z } from 'zod';
import type { Access } from './meta.js';
import type { RestRoute } from './route.js';

/** Dates travel as ISO 8601 text in JSON; JSON Schema has no Date, so say so instead of failing. */
const jsonSchemaOptions = {
  unrepresentable: 'any',
  override: (ctx) => {
    if (ctx.zodSchema._zod.def.type === 'date') {
      ctx.jsonSchema.type = 'string';
      ctx.jsonSchema.format = 'date-time';
    }
  },
} satisfies Parameters<typeof z.toJSONSchema>[1];

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A zod schema as JSON Schema, without the `$schema` line each would repeat. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io });
  return rest;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' } as const;

/** A refusal, with the `{ error, message }` body. */
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** A body that is text of a media type: a page, a calendar or a CSV file. */
const textContent = (mediaType: string) => ({ [mediaType]: { schema: { type: 'string' } } });
const textResponse = (description: string, mediaType: string) => ({
  description,
  content: textContent(mediaType),
});

const pathParameter = (name: string, type: 'integer' | 'string') => ({
  name,
  in: 'path',
  required: true,
  schema: { type },
});

/** What each access level needs: the session cookie, or the administrator's bearer token. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ session: [] }],
  church: [{ session: [] }],
  partner: [{ session: [] }],
  admin: [{ adminToken: [] }],
};

/** The refusals every route of a kind may answer, each with `{ error, message }`. */
function errorResponses(route: RestRoute, hasInput: boolean): Record<string, string> {
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  const pathParams = route.path.includes(':');
  const errors: Record<string, string> = {};
  if (hasInput || pathParams)
    errors['400'] = 'The input is not valid: the message says which field and why';
  if (route.access !== 'public') {
    errors['401'] =
      route.access === 'admin'
        ? 'No valid administrator token'
        : 'Not signed in, or the session ended';
  }
  if (
    route.access === 'church' ||
    route.access === 'partner' ||
    (route.access === 'user' && pathParams)
  ) {
    errors['403'] =
      route.access === 'partner'
        ? 'Not a user of this church (ACCESS_DENIED, CHURCH_REQUIRED), or no active subscription (SUBSCRIPTION_REQUIRED)'
        : 'Not allowed for this caller (ACCESS_DENIED, CHURCH_REQUIRED, INSUFFICIENT_PERMISSIONS)';
  }
  if (pathParams) errors['404'] = 'Nothing with this id';
  Object.assign(errors, route.errors);
  if (takesBody) {
    errors['413'] = 'The body is larger than this route takes';
    errors['415'] = 'The body is not application/json';
  }
  if (route.rateLimited) errors['429'] = 'Too many attempts from this address; wait and try again';
  errors['503'] = 'The database is briefly unreachable; try again shortly';
  return errors;
}

/** The documented response headers of a success, with the caching ones of a cacheable read. */
function successHeaders(route: RestRoute): Record<string, unknown> | undefined {
  const described: Record<string, string> = { ...route.headers };
  if (route.cache) {
    described['Cache-Control'] =
      `public, max-age=${route.cache.browser}, s-maxage=${route.cache.shared}, stale-while-revalidate=${route.cache.stale} for a request without cookie or Authorization; private, no-cache otherwise`;
    described.ETag = 'Of the body; send it back in If-None-Match for a 304 while it holds';
  }
  const entries = Object.entries(described);
  if (!entries.length) return undefined;
  return Object.fromEntries(
    entries.map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );
}

/** Path parameters, typed from the procedure's input where it names them, and the query's. */
function parametersOf(route: RestRoute, input: JsonSchema | undefined, pathSchemas: JsonSchema) {
  const path = [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchemas.properties?.[name] ?? { type: 'string' },
  }));
  if (route.method === 'POST' || route.method === 'PUT' || !input?.properties) return path;
  const query = Object.entries(input.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: input.required?.includes(name) ?? false,
    schema,
  }));
  return [...path, ...query];
}

function operationOf(route: RestRoute) {
  const input = route.docs.input ? jsonSchemaOf(route.docs.input, 'input') : undefined;
  const output = route.docs.output ? jsonSchemaOf(route.docs.output, 'output') : undefined;
  const pathSchemas = route.docs.pathInput ? jsonSchemaOf(route.docs.pathInput, 'input') : {};
  const parameters = parametersOf(route, input, pathSchemas);
  const takesBody = route.method === 'POST' || route.method === 'PUT';
  const success = {
    description: 'Success',
    ...(successHeaders(route) ? { headers: successHeaders(route) } : {}),
    ...(output && !route.file ? { content: { 'application/json': { schema: output } } } : {}),
    ...(route.file ? { content: textContent('text/csv') } : {}),
  };
  const errors = Object.entries(errorResponses(route, input !== undefined)).map(
    ([status, description]) => [status, errorResponse(description)],
  );
  return {
    operationId: route.procedure,
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'api'],
    security: SECURITY[route.access],
    ...(parameters.length ? { parameters } : {}),
    ...(input && takesBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } }
      : {}),
    responses: {
      [String(route.successStatus ?? 200)]: success,
      ...(route.cache
        ? { '304': { description: 'Not Modified: the ETag sent in If-None-Match is current' } }
        : {}),
      ...Object.fromEntries(errors),
    },
  };
}

/**
 * A link in a mail that works without signing in (a stop link, a reminder's links): its GET is a
 * page with a button that changes nothing, its POST does the thing; a wrong token is a 404.
 */
function mailLink(link: {
  tag: string;
  page: [operationId: string, summary: string];
  action: [operationId: string, summary: string, done: string];
  missing: string;
}) {
  const common = {
    tags: [link.tag],
    security: [],
    parameters: [pathParameter('token', 'string')],
  };
  return {
    get: {
      operationId: link.page[0],
      summary: link.page[1],
      ...common,
      responses: {
        '200': textResponse('The page', 'text/html'),
        '404': errorResponse(link.missing),
      },
    },
    post: {
      operationId: link.action[0],
      summary: link.action[1],
      ...common,
      responses: { '200': { description: link.action[2] }, '404': errorResponse(link.missing) },
    },
  };
}

/**
 * Served routes that are not procedures: pages and files a browser or a mail client reaches,
 * and Stripe's webhook. Described so that a client sees every path the server answers.
 */
const OTHER_PATHS: Record<string, Record<string, unknown>> = {
  '/api/events/{id}/calendar.ics': {
    get: {
      operationId: 'events.calendarFile',
      summary: 'The event as an iCalendar file (RFC 5545), its series and time zone included',
      tags: ['events'],
      security: [],
      parameters: [pathParameter('id', 'integer')],
      responses: {
        '200': textResponse('The calendar file', 'text/calendar'),
        '404': errorResponse('No such event'),
      },
    },
  },
  '/api/login': {
    get: {
      operationId: 'auth.loginPage',
      summary: 'The spec’s sign-in link: redirects to the /login page',
      tags: ['login'],
      security: [],
      responses: { '302': { description: 'To /login' } },
    },
  },
  '/api/logout': {
    get: {
      operationId: 'auth.logoutLink',
      summary:
        'The spec’s sign-out link: signs out a navigation from our own pages and redirects to /; asks with a page otherwise',
      tags: ['logout'],
      security: [{ session: [] }],
      responses: {
        '200': textResponse('A page whose button signs out', 'text/html'),
        '302': { description: 'Signed out (or was not signed in): to /' },
      },
    },
    post: {
      operationId: 'auth.logoutForm',
      summary: 'Sign out (the sign-out page’s form); the body is ignored',
      tags: ['logout'],
      security: [{ session: [] }],
      responses: {
        '303': { description: 'Signed out: to /' },
        '403': errorResponse('Sent from another site'),
      },
    },
  },
  '/api/visits': {
    post: {
      operationId: 'visits.record',
      summary:
        'A page view for the analytics (no cookie, no personal data kept); JSON or sendBeacon text/plain',
      tags: ['visits'],
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchemaOf(visitInput, 'input'),
          },
        },
      },
      responses: {
        '204': { description: 'Recorded (or deliberately not: DNT, GPC, bots)' },
        '400': errorResponse('Not a page view'),
      },
    },
  },
  '/api/stripe/webhook': {
    post: {
      operationId: 'billing.stripeWebhook',
      summary:
        'Stripe’s subscription events, signed (Stripe-Signature on the raw body); Stripe only',
      tags: ['stripe'],
      security: [],
      responses: {
        '200': { description: 'Applied, or seen before' },
        '400': errorResponse('Not signed by Stripe'),
      },
    },
  },
  '/api/messages/stop/{token}': mailLink({
    tag: 'messages',
    page: [
      'messages.stopPage',
      'The stop link of a church’s message: a page with a button; changes nothing',
    ],
    action: [
      'messages.stop',
      'No more messages from this church to this address (the page’s button, or RFC 8058 one-click)',
      'Stopped (again, if it already was)',
    ],
    missing: 'No such link',
  }),
  '/api/reminders/{token}/release': mailLink({
    tag: 'reminders',
    page: [
      'reminders.releasePage',
      "A reminder's \"I can't make it\" link: a page with a button that releases the RSVP's seats; changes nothing",
    ],
    action: [
      'reminders.release',
      "Cancel the reminder's RSVP: its seats go back (to the waitlist first) and the church is told",
      'Released',
    ],
    missing: 'No such link, or its RSVP is cancelled',
  }),
  '/api/reminders/{token}/stop': mailLink({
    tag: 'reminders',
    page: ['reminders.stopPage', "A reminder's stop link: a page with a button; changes nothing"],
    action: [
      'reminders.stop',
      'No more reminders for this RSVP (the page’s button, or RFC 8058 one-click); the RSVP stays',
      'Stopped (again, if it already was)',
    ],
    missing: 'No such link, or its RSVP is cancelled',
  }),
};

/** An OpenAPI 3.1 description of the REST surface, built from the procedures that serve it. */
export function buildOpenApiDocument(routes: readonly RestRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  for (const [path, operations] of Object.entries(OTHER_PATHS)) {
    paths[path] = { ...paths[path], ...operations };
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => (operation as { tags: string[] }).tags),
      ),
    ),
  ]
    .sort()
    .map((name) => ({ name, description: `The /api/${name} paths` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Huddle API',
      version: '1.0.0',
      description:
        'Watch parties and church events: the REST surface of spec §7. Every path calls the same procedure the web app calls over tRPC. Errors are `{ error, message }`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'huddle.sid',
          description:
            'The session cookie set by POST /api/login or /api/register (named __Host-huddle.sid in production)',
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The administrator token answered by POST /api/admin/login',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: 'A code a client can act on, e.g. EVENT_FULL' },
            message: { type: 'string', description: 'What went wrong, in words for a person' },
          },
        },
      },
    },
  };
}
