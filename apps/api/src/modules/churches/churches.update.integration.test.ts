import type { ChurchUserRole } from '@huddle/db';
import type { ChurchUpdatePayload } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { daysFromNow, insertChurch, insertEvent, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer();

/** A signed-in user with `role` in a new church of the given subscription status. */
async function churchUser(role: ChurchUserRole, status: 'active' | 'unpaid' = 'active') {
  const churchId = await insertChurch(server.db, { status });
  const { user, cookie } = await registerThroughApi(server.app);
  await linkUser(server.db, user.id, churchId, role);
  return { churchId, cookie };
}

let counter = 0;

/** A valid PUT body, unique per call. */
function edit(overrides: Partial<ChurchUpdatePayload> = {}): Omit<ChurchUpdatePayload, 'id'> {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  return {
    address: `${counter} Edited Avenue`,
    city: 'Round Rock',
    state: 'tx',
    zipCode: '78664',
    phone: `512-555-${n}`,
    email: `edited${n}@example.org`,
    website: 'www.edited.example.org',
    capacity: 420,
    amenities: ['Parking', 'Big Screen TV', 'Prayer Garden'],
    ...overrides,
  };
}

function put(churchId: number | string, cookie: string | undefined, body: object, origin?: string) {
  return server.app.inject({
    method: 'PUT',
    url: `/api/churches/${churchId}`,
    payload: body,
    cookies: withSession(cookie),
    headers: origin ? { origin } : {},
  });
}

async function churchRow(id: number) {
  return server.db
    .selectFrom('churches')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Each PUT (church id, session) answered 403 with `error` and `message`; `churchId` untouched. */
async function expectForbidden(
  churchId: number,
  puts: [number, string][],
  error: string,
  message: string,
) {
  const before = await churchRow(churchId);
  for (const [id, cookie] of puts) {
    expectErrorAnswer(await put(id, cookie, edit()), 403, error, message);
  }
  expect(await churchRow(churchId)).toEqual(before);
}

describe('PUT /api/churches/:id, who may', () => {
  it('lets a paid owner edit the church: 200 with the public church, stored normalized', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const body = edit({ phone: '+1 (512) 555-9001', email: 'Office@Edited.example.org' });
    const response = await put(churchId, cookie, body);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: churchId,
      address: body.address,
      city: 'Round Rock',
      state: 'TX',
      zipCode: '78664',
      phone: '(512) 555-9001',
      email: 'Office@Edited.example.org',
      website: 'https://www.edited.example.org',
      capacity: 420,
      amenities: ['Parking', 'Big Screen TV', 'Prayer Garden'],
    });
    expect(response.body).not.toMatch(/stripe|subscription|monthly/i);
    expect(await churchRow(churchId)).toMatchObject({
      phone: '(512) 555-9001',
      capacity: 420,
      amenities: ['Parking', 'Big Screen TV', 'Prayer Garden'],
    });
  });

  it('lets an official edit, and an unpaid owner too: no subscription is needed', async () => {
    for (const [role, status] of [
      ['official', 'active'],
      ['owner', 'unpaid'],
    ] as const) {
      const { churchId, cookie } = await churchUser(role, status);
      const response = await put(churchId, cookie, edit({ capacity: 77 }));
      expect(response.statusCode, `${role} ${status}`).toBe(200);
      expect((await churchRow(churchId)).capacity).toBe(77);
    }
  });

  it('answers 401 signed out and changes nothing', async () => {
    const { churchId } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, undefined, edit());
    expect(response.statusCode).toBe(401);
    expect(await churchRow(churchId)).toEqual(before);
  });

  it("answers 403 'Insufficient Permissions' to a member and to a user without a church", async () => {
    const member = await churchUser('member');
    const { cookie: noChurch } = await registerThroughApi(server.app);
    await expectForbidden(
      member.churchId,
      [member.cookie, noChurch].map((cookie) => [member.churchId, cookie]),
      'INSUFFICIENT_PERMISSIONS',
      'Only owners and officials can edit church information',
    );
  });

  it("answers 403 'Access Denied' to the owner of another church, even for a missing one", async () => {
    const target = await churchUser('owner');
    const other = await churchUser('owner');
    await expectForbidden(
      target.churchId,
      [target.churchId, 999_999].map((id) => [id, other.cookie]),
      'ACCESS_DENIED',
      'You can only edit your own church information',
    );
  });

  it('refuses a cross-site form posted with a valid session, with 403', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, edit(), 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(await churchRow(churchId)).toEqual(before);
  });
});

describe('PUT /api/churches/:id, what', () => {
  const duplicates: [string, (taken: Awaited<ReturnType<typeof churchRow>>) => object, string][] = [
    [
      'phone number',
      (taken) => ({ phone: taken.phone.replace(/\D/g, '') }),
      'A church with this phone number is already registered.',
    ],
    [
      'email, in other letters',
      (taken) => ({ email: taken.email.toUpperCase() }),
      'A church with this email is already registered.',
    ],
    [
      'name and address',
      (taken) => ({ address: taken.address }),
      'A church with this name and address is already registered.',
    ],
  ];

  it.each(duplicates)('answers 409 naming the field for a taken %s', async (_, clash, message) => {
    const mine = await churchUser('owner');
    const name = (await churchRow(mine.churchId)).name;
    // For the name and address rule, the other church shares our name at another address.
    const otherId = await insertChurch(server.db, { name });
    const taken = await churchRow(otherId);
    const before = await churchRow(mine.churchId);

    const response = await put(mine.churchId, mine.cookie, edit(clash(taken)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'CONFLICT', message });
    expect(await churchRow(mine.churchId)).toEqual(before);
  });

  it('keeps its own phone and e-mail when they are sent back unchanged', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const row = await churchRow(churchId);
    const response = await put(churchId, cookie, edit({ phone: row.phone, email: row.email }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [
      'a blank custom amenity',
      { amenities: ['Parking', '  '] },
      /^amenities\.1: Amenity cannot be empty/,
    ],
    ['a repeated amenity', { amenities: ['Parking', 'parking'] }, /That amenity is already listed/],
    ['a capacity of 0', { capacity: 0 }, /^capacity: Capacity must be a whole number/],
    ['a capacity over 100,000', { capacity: 100_001 }, /^capacity: /],
    ['a capacity past 32 bits', { capacity: 2 ** 40 }, /^capacity: /],
    ['a state that is not one of the 50', { state: 'PR' }, /^state: /],
    ['a javascript: website', { website: 'javascript:alert(1)' }, /^website: /],
    ['a missing phone', { phone: undefined }, /^phone: /],
  ])('answers 400 for %s and changes nothing', async (_, overrides, message) => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, { ...edit(), ...overrides });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringMatching(message));
    expect(await churchRow(churchId)).toEqual(before);
  });

  it('clears the website and amenities when sent blank and empty', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const response = await put(churchId, cookie, edit({ website: '', amenities: [] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ website: null, amenities: [] });
  });

  it("shows at once on the church's events", async () => {
    const { churchId, cookie } = await churchUser('owner');
    const eventId = await insertEvent(server.db, churchId, { datetime: daysFromNow(3) });
    const body = edit();
    expect((await put(churchId, cookie, body)).statusCode).toBe(200);

    const event = await server.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
    expect(event.json().church).toMatchObject({
      address: body.address,
      phone: expect.stringMatching(/^\(512\) 555-\d{4}$/),
      amenities: body.amenities,
    });
  });

  it('is the same procedure over tRPC (churches.update)', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/churches.update',
      cookies: withSession(cookie),
      payload: { json: { ...edit({ capacity: 55 }), id: churchId } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await churchRow(churchId)).capacity).toBe(55);
  });
});
