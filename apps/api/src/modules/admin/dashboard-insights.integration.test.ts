import type { NewEvent } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/test-server.js';
import { adminDashboard } from './dashboard.service.js';

/*
 * The event insights read event_facts (migration 0015), a copy of events kept by triggers: these
 * check that what people do through the API shows at once, and the ranking and period edges of
 * the rewritten statement. The hand-computed fixtures of dashboard.integration.test.ts cover the
 * figures themselves.
 */

const NOW = new Date('2030-06-15T12:00:00Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function church(name: string, state: string): Promise<number> {
  const row = await server.db
    .insertInto('churches')
    // A paying church: a never-paid church's events take no RSVP (ADR 0079).
    .values(
      churchValues({ name, state, subscription_status: 'active', created_at: ago(400 * DAY) }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function event(churchId: number, values: Partial<NewEvent>): Promise<number> {
  const row = await server.db
    .insertInto('events')
    .values({
      title: 'Watch party',
      description: 'x',
      sport: 'NFL',
      datetime: new Date('2031-01-10T18:00:00Z'),
      church_id: churchId,
      max_attendees: 100,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const server = useTestServer();

describe('admin event insights', () => {
  it('count the seats of an RSVP made through the API at once', async () => {
    const churchId = await church('Seats Church', 'WA');
    const eventId = await event(churchId, {
      sport: 'Curling',
      current_attendees: 50,
      created_at: ago(8 * DAY),
    });
    const before = await adminDashboard(server.db, '30d', NOW);
    expect(before.topPerformingChurches[0]).toMatchObject({ churchId, engagementScore: 60 });

    const response = await server.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/rsvp`,
      payload: { attendeeName: 'Ann Lee', attendeeEmail: 'ann@example.com', numberOfGuests: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);

    const after = await adminDashboard(server.db, '30d', NOW);
    expect(after.topPerformingChurches[0]).toEqual({
      churchId,
      name: 'Seats Church',
      totalEvents: 1,
      totalAttendees: 53,
      engagementScore: 63,
    });
    expect(after.geographicInsights.find((s) => s.state === 'WA')).toEqual({
      state: 'WA',
      churchCount: 1,
      eventCount: 1,
      attendeeCount: 53,
    });
    expect(after.sportsTrends.find((s) => s.sport === 'Curling')).toEqual({
      sport: 'Curling',
      eventCount: 1,
      averageAttendance: 53,
      totalAttendees: 53,
    });
  });

  it('show ten churches, best first, ties by the older church, within the period edges', async () => {
    // 7d starts at NOW − 7 d. Twelve churches tie at 10 points (one event, no seats); one
    // scores 20 with an event posted at the first instant of the period; one would score 1,000
    // with an event posted a millisecond earlier, outside the period.
    const tied: number[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await church(`Tied ${i}`, 'ND');
      await event(id, { sport: 'Polo', created_at: ago(1 * DAY) });
      tied.push(id);
    }
    const edge = await church('Edge Church', 'ND');
    await event(edge, { sport: 'Polo', current_attendees: 10, created_at: ago(7 * DAY) });
    const early = await church('Early Church', 'ND');
    await event(early, {
      sport: 'Polo',
      current_attendees: 99,
      max_attendees: 1000,
      created_at: ago(7 * DAY + 1),
    });
    await server.db
      .updateTable('events')
      .set({ current_attendees: 990 })
      .where('church_id', '=', early)
      .execute();

    const week = await adminDashboard(server.db, '7d', NOW);
    expect(week.topPerformingChurches.map((c) => c.churchId)).toEqual([
      edge,
      ...[...tied].sort((a, b) => a - b).slice(0, 9),
    ]);
    expect(week.topPerformingChurches[0]).toMatchObject({
      engagementScore: 20,
      totalAttendees: 10,
    });
    expect(week.geographicInsights.find((s) => s.state === 'ND')).toEqual({
      state: 'ND',
      churchCount: 14,
      eventCount: 13,
      attendeeCount: 10,
    });
    expect(week.sportsTrends.find((s) => s.sport === 'Polo')).toEqual({
      sport: 'Polo',
      eventCount: 13,
      averageAttendance: 0.8, // 10 / 13 = 0.769…
      totalAttendees: 10,
    });

    // All time takes the early event in, seats changed after posting included: 10 + 990.
    const all = await adminDashboard(server.db, 'all', NOW);
    expect(all.topPerformingChurches[0]).toMatchObject({
      churchId: early,
      totalEvents: 1,
      totalAttendees: 990,
      engagementScore: 1000,
    });
  });
});
