import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.js';

/*
 * /api/openapi.json as an outside client reads it: valid by Redocly's recommended rules, every
 * §7 filter a typed query parameter, the server's enums and bounds in it, security and refusals
 * per operation, and every path the server answers.
 */

type Operation = {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, unknown>;
};
type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
let doc: { paths: Record<string, Record<string, Operation>> };

const server = useTestServer();
beforeAll(async () => {
  doc = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it("has no error by Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
  });

  it('types every filter and paging parameter of the event list (spec §7)', () => {
    const parameters = doc.paths['/api/events']?.get?.parameters ?? [];
    const byName = Object.fromEntries(parameters.map((p) => [p.name, p]));
    for (const name of ['zipCode', 'city', 'state', 'sport', 'date', 'church', 'kind', 'when']) {
      expect(byName[name], name).toMatchObject({ in: 'query', required: false });
    }
    expect(byName.cursor?.in).toBe('query');
    expect(byName.limit?.in).toBe('query');
    expect(byName.when?.schema).toMatchObject({ enum: ['upcoming', 'past'] });
    expect(byName.kind?.schema).toMatchObject({ enum: ['watch_party', 'church_event'] });
    expect(JSON.stringify(byName.city?.schema)).toContain('"maxLength":100');
  });

  it('says which values the server takes, and what the path carries', () => {
    const church = doc.paths['/api/churches']?.post?.requestBody?.content['application/json'];
    const denomination = JSON.stringify(church?.schema.properties.denomination);
    expect(denomination).toContain('Baptist');
    expect(denomination).not.toContain('Non-denominational');
    const rsvp =
      doc.paths['/api/events/{eventId}/rsvp']?.post?.requestBody?.content['application/json'];
    expect(rsvp?.schema.properties).not.toHaveProperty('eventId');
    expect(rsvp?.schema.required).toEqual(
      expect.arrayContaining(['attendeeName', 'attendeeEmail']),
    );
  });

  it('names each operation once, with its security and its refusals', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of all) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
    }
    const byId = Object.fromEntries(all.map(({ operation }) => [operation.operationId, operation]));
    expect(byId['events.create']?.security).toEqual([{ session: [] }]);
    expect(Object.keys(byId['events.create']?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415']),
    );
    expect(byId['admin.dashboard']?.security).toEqual([{ adminToken: [] }]);
    expect(byId['events.list']?.security).toEqual([]);
    expect(byId['rsvps.create']?.responses).toHaveProperty('429');
    expect(byId['auth.user']?.responses).toHaveProperty('401');
  });

  it('describes every path the server answers, and the server answers every path it describes', () => {
    for (const path of [
      '/api/events/{id}/calendar.ics',
      '/api/login',
      '/api/logout',
      '/api/visits',
      '/api/stripe/webhook',
      '/api/messages/stop/{token}',
      '/api/reminders/{token}/release',
      '/api/reminders/{token}/stop',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    for (const { path, method } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      expect(
        server.app.hasRoute({ method: method.toUpperCase() as 'GET', url }),
        `${method} ${path}`,
      ).toBe(true);
    }
  });
});
