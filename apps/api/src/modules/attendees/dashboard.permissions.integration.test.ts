import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rsvpIdOf, trpcMutation, trpcQuery } from '../../testing/api-calls.js';
import { columnOf, messagesTo, seatsTaken } from '../../testing/counts.js';
import { withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import { type DashboardWorld, dashboardWorld, eventWithRsvp } from './dashboard.fixtures.js';

/*
 * The permission matrix of the church dashboard's calls, over REST and over tRPC: signed out
 * (401), signed in without a church (403), another church (403, and nothing changes), the
 * hosting church (2xx). Every call and every caller, in both surfaces.
 */

let world: DashboardWorld;

const server = useTestServer();
beforeAll(async () => {
  world = await dashboardWorld(server.app, server.db);
});

type Target = Awaited<ReturnType<typeof eventWithRsvp>> & { churchId: number };

type Call = {
  name: string;
  rest: (t: Target, cookie?: string) => InjectOptions;
  trpc: (t: Target, cookie?: string) => InjectOptions;
  /** What must still hold after a refused call: nothing changed. */
  unchanged?: (t: Target) => Promise<void>;
  /** Mutations change their target on success, so each caller gets a fresh one. */
  mutates?: boolean;
};

const rest = (method: InjectOptions['method'], url: string, cookie?: string, payload?: object) => ({
  method,
  url,
  cookies: withSession(cookie),
  ...(payload ? { payload } : {}),
});

const messageBody = (t: Target) => ({
  churchId: t.churchId,
  rsvpId: t.rsvpId,
  subject: 'Parking',
  messageBody: 'Please use lot B.',
});

const calls: Call[] = [
  {
    name: 'notifications list',
    rest: (t, c) => rest('GET', `/api/churches/${t.churchId}/notifications`, c),
    trpc: (t, c) => trpcQuery('notifications.list', { churchId: t.churchId }, c),
  },
  {
    name: 'mark a notification read',
    rest: (t, c) => rest('PUT', `/api/notifications/${t.notificationId}/read`, c),
    trpc: (t, c) => trpcMutation('notifications.markRead', { id: t.notificationId }, c),
    mutates: true,
    unchanged: async (t) => {
      expect(await columnOf(server.db, 'notifications', t.notificationId, 'is_read')).toBe(false);
    },
  },
  {
    name: 'one attendee',
    rest: (t, c) => rest('GET', `/api/rsvps/${t.rsvpId}`, c),
    trpc: (t, c) => trpcQuery('attendees.byId', { id: t.rsvpId }, c),
  },
  {
    name: 'attendee list',
    rest: (t, c) => rest('GET', `/api/events/${t.eventId}/attendees`, c),
    trpc: (t, c) => trpcQuery('attendees.list', { eventId: t.eventId }, c),
  },
  {
    name: 'CSV export',
    rest: (t, c) => rest('GET', `/api/events/${t.eventId}/attendees.csv`, c),
    trpc: (t, c) => trpcQuery('attendees.exportCsv', { id: t.eventId }, c),
  },
  {
    name: 'remove an RSVP',
    rest: (t, c) => rest('DELETE', `/api/rsvps/${t.rsvpId}`, c),
    trpc: (t, c) => trpcMutation('attendees.remove', { id: t.rsvpId }, c),
    mutates: true,
    unchanged: async (t) => {
      expect(await rsvpIdOf(server.db, t.eventId, t.email)).toBe(t.rsvpId);
      expect(await seatsTaken(server.db, t.eventId)).toBe(2);
    },
  },
  {
    name: 'send a message',
    rest: (t, c) => rest('POST', '/api/messages', c, messageBody(t)),
    trpc: (t, c) => trpcMutation('messages.send', messageBody(t), c),
    mutates: true,
    unchanged: async (t) => {
      const sent = await messagesTo(server.db, t.rsvpId);
      expect(sent).toEqual([]);
      const mails = await server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'message.attendee')
        .where('to_address', '=', t.email)
        .execute();
      expect(mails).toEqual([]);
    },
  },
];

async function target(): Promise<Target> {
  const churchId = world.own.churchId;
  return { churchId, ...(await eventWithRsvp(server.app, server.db, churchId)) };
}

describe.each(['rest', 'trpc'] as const)('over %s', (surface) => {
  describe.each(calls)('$name', (call) => {
    it('is refused when signed out (401), and nothing changes', async () => {
      const t = await target();
      const response = await server.app.inject(call[surface](t));
      expect(response.statusCode, response.body).toBe(401);
      await call.unchanged?.(t);
    });

    it('is refused to a user without a church (403), and nothing changes', async () => {
      const t = await target();
      const response = await server.app.inject(call[surface](t, world.unlinkedCookie));
      expect(response.statusCode, response.body).toBe(403);
      await call.unchanged?.(t);
    });

    it("is refused to another church's user (403), and nothing changes", async () => {
      const t = await target();
      const response = await server.app.inject(call[surface](t, world.other.cookie));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.body).not.toContain(t.email);
      await call.unchanged?.(t);
    });

    it("is answered for the hosting church's user", async () => {
      const t = await target();
      const response = await server.app.inject(call[surface](t, world.own.cookie));
      expect([200, 201], response.body).toContain(response.statusCode);
    });
  });
});

describe('another church naming its own church id with our ids', () => {
  it('cannot message our attendee by sending its own churchId with our rsvpId', async () => {
    const t = await target();
    const response = await server.app.inject(
      rest('POST', '/api/messages', world.other.cookie, {
        ...messageBody(t),
        churchId: world.other.churchId,
      }),
    );
    expect(response.statusCode, response.body).toBe(403);
    await calls.find((c) => c.name === 'send a message')?.unchanged?.(t);
  });

  it("cannot read our notifications by asking for our church's list", async () => {
    const t = await target();
    const response = await server.app.inject(
      rest('GET', `/api/churches/${t.churchId}/notifications`, world.other.cookie),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You can only see your own church's notifications.");
  });
});

describe('unread count', () => {
  it('needs a church user and counts only their own church', async () => {
    expect(
      (await server.app.inject(rest('GET', '/api/notifications/unread-count'))).statusCode,
    ).toBe(401);
    const unlinked = await server.app.inject(
      rest('GET', '/api/notifications/unread-count', world.unlinkedCookie),
    );
    expect(unlinked.statusCode).toBe(403);
    const before = (
      await server.app.inject(rest('GET', '/api/notifications/unread-count', world.other.cookie))
    ).json().unread;
    await target(); // a new RSVP for the first church
    const after = await server.app.inject(
      rest('GET', '/api/notifications/unread-count', world.other.cookie),
    );
    expect(after.json()).toEqual({ unread: before });
  });
});
