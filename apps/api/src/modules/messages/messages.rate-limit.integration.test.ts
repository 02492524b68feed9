import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../config.js';
import { withSession } from '../../testing/http-session.js';
import { createTestServer } from '../../testing/test-server.js';
import { rsvpThroughApi } from '../attendees/dashboard.fixtures.js';
import { insertEvent, signedInChurchUser } from '../events/events.fixtures.js';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer(
    {},
    { rateLimits: { ...RATE_LIMITS, message: { max: 3, windowMs: 60_000 } } },
  );
});
afterAll(() => server.close());

describe('message rate limit', () => {
  it('refuses messages past the limit with 429 and sends none of them', async () => {
    const user = await signedInChurchUser(server.app, server.db);
    const churchId = user.churchId as number;
    const eventId = await insertEvent(server.db, churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, eventId);
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/messages',
        cookies: withSession(user.cookie),
        payload: { churchId, rsvpId, subject: 'Hi', messageBody: 'Hello' },
      });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await send()).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    const stored = await server.db
      .selectFrom('messages')
      .select('id')
      .where('rsvp_id', '=', rsvpId)
      .execute();
    expect(stored).toHaveLength(3);
  });
});
