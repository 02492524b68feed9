import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rsvpThroughApi } from '../../testing/api-calls.js';
import { messagesFrom, messagesTo } from '../../testing/counts.js';
import { insertEvent } from '../../testing/fixtures.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';
import {
  churchQuotaKeys,
  DAILY_QUOTA_USED,
  HOURLY_QUOTA_USED,
  MESSAGES_PER_CHURCH_PER_DAY,
} from './message-quota.js';

// The test settings' roomy limits (this suite registers many users from one address), but
// three messages per address, and so per church, an hour.
const { rateLimits } = loadConfig({ NODE_ENV: 'test' });
const server = useTestServer(
  {},
  { rateLimits: { ...rateLimits, message: { max: 3, windowMs: 60_000 } } },
);

describe('message rate limit', () => {
  it('refuses messages past the limit with 429 and sends none of them', async () => {
    const user = await signedInChurchUser(server.app, server.db);
    const churchId = user.churchId;
    const eventId = await insertEvent(server.db, churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId);
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
    const stored = await messagesTo(server.db, rsvpId);
    expect(stored).toHaveLength(3);
  });
});

describe('message quota per church', () => {
  async function churchWithAttendee() {
    const first = await signedInChurchUser(server.app, server.db);
    const churchId = first.churchId;
    // A second user of the same church, with a session of its own.
    const second = await signedInChurchUser(server.app, server.db, { churchId });
    const eventId = await insertEvent(server.db, churchId);
    const { rsvpId } = await rsvpThroughApi(server.app, server.db, eventId);
    return { churchId, rsvpId, cookies: [first.cookie, second.cookie] };
  }

  let address = 0;
  /** Every call from an address never used before, so no per-address limit is ever reached. */
  function sendFromNewAddress(
    church: { churchId: number; rsvpId: number },
    cookie: string,
    extra: Record<string, unknown> = {},
  ) {
    address += 1;
    return server.app.inject({
      method: 'POST',
      url: '/api/messages',
      remoteAddress: address % 2 ? `198.51.100.${address}` : `2001:db8:${address}::1`,
      cookies: withSession(cookie),
      payload: {
        churchId: church.churchId,
        rsvpId: church.rsvpId,
        subject: 'Hi',
        messageBody: 'Hello',
        ...extra,
      },
    });
  }

  it("counts a church's messages whoever sends them and from whatever address", async () => {
    const church = await churchWithAttendee();
    const [a = '', b = ''] = church.cookies;
    // A refused message takes nothing from the quota.
    const refused = await sendFromNewAddress(church, a, { sentTo: 'someone@example.net' });
    expect(refused.statusCode).toBe(400);
    const codes: number[] = [];
    for (const cookie of [a, b, a, b, a]) {
      codes.push((await sendFromNewAddress(church, cookie)).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    const over = await sendFromNewAddress(church, b);
    expect(over.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: HOURLY_QUOTA_USED });
    const stored = await messagesFrom(server.db, church.churchId);
    expect(stored).toHaveLength(3);
    const queued = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'message.attendee')
      .where('on_behalf_of', 'is not', null)
      .where('to_address', 'in', (eb) =>
        eb.selectFrom('rsvps').select('attendee_email').where('id', '=', church.rsvpId),
      )
      .execute();
    expect(queued).toHaveLength(3);

    // Another church has a quota of its own.
    const other = await churchWithAttendee();
    expect((await sendFromNewAddress(other, other.cookies[0] ?? '')).statusCode).toBe(201);
  });

  it('stops a church at its daily quota; the refused message rolls its hour count back', async () => {
    const church = await churchWithAttendee();
    const keys = churchQuotaKeys(church.churchId);
    // The church has already sent its day's worth (earlier hours of the day).
    await server.db
      .insertInto('rate_limit_counters')
      .values({
        key: keys.day,
        hits: MESSAGES_PER_CHURCH_PER_DAY.max,
        resets_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const response = await sendFromNewAddress(church, church.cookies[0] ?? '');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: DAILY_QUOTA_USED });
    const counters = await server.db
      .selectFrom('rate_limit_counters')
      .select(['key', 'hits'])
      .where('key', 'in', [keys.hour, keys.day])
      .execute();
    expect(counters).toEqual([{ key: keys.day, hits: MESSAGES_PER_CHURCH_PER_DAY.max }]);
    const stored = await messagesFrom(server.db, church.churchId);
    expect(stored).toEqual([]);
  });
});
