import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTokenFor, bearer, createAdmin } from '../modules/admin/testing/admin-fixtures.js';
import {
  type DashboardWorld,
  dashboardWorld,
  eventWithRsvp,
} from '../modules/attendees/dashboard.fixtures.js';
import { trpcQuery } from '../testing/api-calls.js';
import { withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

/*
 * A CDN in front of the API keeps what it is allowed to keep. Every answer about someone (a
 * church's attendees, notifications and figures, the signed-in user, the administrator's pages)
 * says `no-store`, on REST and on tRPC; only the public reads opt in to being kept.
 */

let world: DashboardWorld;
let target: Awaited<ReturnType<typeof eventWithRsvp>>;
let adminToken: string;

const server = useTestServer();
beforeAll(async () => {
  world = await dashboardWorld(server.app, server.db);
  target = await eventWithRsvp(server.app, server.db, world.own.churchId ?? 0);
  adminToken = await adminTokenFor(server.app, await createAdmin(server.db));
});

const asOwner = (url: string): InjectOptions => ({
  method: 'GET',
  url,
  cookies: withSession(world.own.cookie),
});
const asAdmin = (url: string): InjectOptions => ({
  method: 'GET',
  url,
  headers: bearer(adminToken),
});

const personalReads: [string, () => InjectOptions][] = [
  ['attendee list', () => asOwner(`/api/events/${target.eventId}/attendees`)],
  ['attendee read form', () => asOwner(`/api/rsvps/${target.rsvpId}`)],
  ['attendee CSV', () => asOwner(`/api/events/${target.eventId}/attendees.csv`)],
  ['notifications', () => asOwner(`/api/churches/${world.own.churchId}/notifications`)],
  ['unread count', () => asOwner('/api/notifications/unread-count')],
  ['church analytics', () => asOwner(`/api/churches/${world.own.churchId}/analytics`)],
  ['event analytics', () => asOwner(`/api/churches/${world.own.churchId}/events/analytics`)],
  ['auth/user', () => asOwner('/api/auth/user')],
  ['admin dashboard', () => asAdmin('/api/admin/dashboard')],
  ['admin payments', () => asAdmin('/api/admin/payments')],
  [
    'tRPC attendees',
    () => trpcQuery('attendees.list', { eventId: target.eventId }, world.own.cookie),
  ],
  [
    'tRPC notifications',
    () => trpcQuery('notifications.list', { churchId: world.own.churchId }, world.own.cookie),
  ],
  ['tRPC auth.user', () => trpcQuery('auth.user', undefined, world.own.cookie)],
  ['tRPC as a visitor', () => trpcQuery('auth.user', undefined)],
  ['a refused read', () => ({ method: 'GET', url: `/api/events/${target.eventId}/attendees` })],
];

describe('answers about people', () => {
  it.each(personalReads)('%s: never kept by any cache', async (_name, request) => {
    const response = await server.app.inject(request());
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('public reads', () => {
  it('still opt in to shared caching for visitors, and to revalidation for the signed in', async () => {
    const visitor = await server.app.inject({ method: 'GET', url: '/api/events' });
    expect(visitor.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(visitor.headers.etag).toBeDefined();
    const owner = await server.app.inject(asOwner(`/api/events/${target.eventId}`));
    expect(owner.headers['cache-control']).toBe('private, no-cache');
  });
});
