import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChurchUserRole } from '@huddle/db';
import type { ChurchUpdatePayload } from '@huddle/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { daysFromNow, insertChurch, insertEvent, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

// A built web app of one page, so a church's page is served with its head (http/page-heads.ts).
const dist = mkdtempSync(join(tmpdir(), 'huddle-church-edit-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Huddle</title><meta name="description" content="Huddle"></head><body><div id="root"></div></body></html>',
);
const server = useTestServer({ WEB_DIST_DIR: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A signed-in user with `role` in a new church of the given subscription status. */
async function churchUser(role: ChurchUserRole, status: 'active' | 'unpaid' = 'active') {
  const churchId = await insertChurch(server.db, { status });
  const { user, cookie } = await registerThroughApi(server.app);
  await linkUser(server.db, user.id, churchId, role);
  return { churchId, cookie };
}

let counter = 0;

/** The spec's PUT body (§7: contact, location, capacity, amenities), unique per call. */
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

/** The spec's body with the church's own description as well (issue 32, ADR 0087). */
function fullEdit(overrides: Partial<ChurchUpdatePayload> = {}) {
  return edit({
    name: `New Hope Chapel ${counter + 1}`,
    description: 'Game nights in the fellowship hall.\nEveryone welcome.',
    denomination: 'Methodist',
    imageUrl: 'https://newhope.example.org/front.jpg',
    ...overrides,
  });
}

function put(
  churchId: number | string,
  cookie: string | undefined,
  body: object | string,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'PUT',
    url: `/api/churches/${churchId}`,
    payload: body,
    cookies: withSession(cookie),
    headers:
      typeof body === 'string' ? { 'content-type': 'application/json', ...headers } : headers,
  });
}

const get = (url: string) => server.app.inject({ method: 'GET', url });

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
    expectErrorAnswer(await put(id, cookie, fullEdit()), 403, error, message);
  }
  expect(await churchRow(churchId)).toEqual(before);
}

/** Where the church's share card is now: any old address redirects there. */
async function churchCardPath(id: number): Promise<string> {
  const moved = await get(`/api/churches/${id}/card/old.png`);
  expect(moved.statusCode).toBe(301);
  return String(moved.headers.location);
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
      const response = await put(churchId, cookie, fullEdit({ name: `Renamed by ${role}` }));
      expect(response.statusCode, `${role} ${status}`).toBe(200);
      expect(await churchRow(churchId)).toMatchObject({ name: `Renamed by ${role}` });
    }
  });

  it('answers 401 signed out and changes nothing', async () => {
    const { churchId } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, undefined, fullEdit());
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

  it("takes the church from the path: an id in the body reaches no other church's row", async () => {
    const mine = await churchUser('owner');
    const target = await churchUser('owner');
    const targetBefore = await churchRow(target.churchId);

    // Its own path, another id in the body: its own church is edited, the other untouched.
    const own = await put(mine.churchId, mine.cookie, { ...fullEdit(), id: target.churchId });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().id).toBe(mine.churchId);
    // Another church's path, its own id in the body: refused.
    const other = await put(target.churchId, mine.cookie, { ...fullEdit(), id: mine.churchId });
    expectErrorAnswer(other, 403, 'ACCESS_DENIED', 'You can only edit your own church information');
    expect(await churchRow(target.churchId)).toEqual(targetBefore);
  });

  it('refuses a cross-site form posted with a valid session, with 403', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, fullEdit(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await churchRow(churchId)).toEqual(before);
  });

  it('trusts no forged header: a forwarded address or host makes no other church editable', async () => {
    const target = await churchUser('owner');
    const other = await churchUser('owner');
    const before = await churchRow(target.churchId);
    const response = await put(target.churchId, other.cookie, fullEdit(), {
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': 'localhost',
      'x-real-ip': '127.0.0.1',
      'x-church-id': String(target.churchId),
    });
    expect(response.statusCode).toBe(403);
    expect(await churchRow(target.churchId)).toEqual(before);
  });
});

describe('PUT /api/churches/:id, the church edits all of itself (issue 32)', () => {
  it('changes the name, description, denomination and photo with the rest', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const body = fullEdit({ name: '  Harvest Point Church ' });
    const response = await put(churchId, cookie, body);

    expect(response.statusCode, response.body).toBe(200);
    const church = {
      name: 'Harvest Point Church',
      description: body.description,
      denomination: 'Methodist',
      imageUrl: 'https://newhope.example.org/front.jpg',
      address: body.address,
      city: 'Round Rock',
      phone: expect.stringMatching(/^\(512\) 555-\d{4}$/),
      capacity: 420,
    };
    expect(response.json()).toMatchObject(church);
    expect((await get(`/api/churches/${churchId}`)).json()).toMatchObject(church);
    expect(await churchRow(churchId)).toMatchObject({
      name: 'Harvest Point Church',
      denomination: 'Methodist',
      image_url: 'https://newhope.example.org/front.jpg',
    });
  });

  it("keeps them when the spec's payload alone is sent", async () => {
    const { churchId, cookie } = await churchUser('owner');
    expect((await put(churchId, cookie, fullEdit())).statusCode).toBe(200);
    const named = await churchRow(churchId);

    const response = await put(churchId, cookie, edit({ capacity: 99 }));
    expect(response.statusCode, response.body).toBe(200);
    const after = await churchRow(churchId);
    expect(after).toMatchObject({
      capacity: 99,
      name: named.name,
      description: named.description,
      denomination: 'Methodist',
      image_url: 'https://newhope.example.org/front.jpg',
    });
  });

  it('clears the denomination and photo sent blank or null, and the website and amenities', async () => {
    const { churchId, cookie } = await churchUser('owner');
    for (const blank of ['', null] as const) {
      expect((await put(churchId, cookie, fullEdit())).statusCode).toBe(200);
      const response = await put(
        churchId,
        cookie,
        edit({ denomination: blank, imageUrl: blank, website: '', amenities: [] }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        denomination: null,
        imageUrl: null,
        website: null,
        amenities: [],
      });
    }
  });

  it('shows the new name and words where the church is shown: page, directory, events, card, sitemap', async () => {
    const { churchId, cookie } = await churchUser('owner');
    await server.db
      .updateTable('churches')
      .set({ partner_since: new Date('2026-01-01T00:00:00Z') })
      .where('id', '=', churchId)
      .execute();
    const eventId = await insertEvent(server.db, churchId, { datetime: daysFromNow(3) });
    const cardBefore = await churchCardPath(churchId);
    const eventCardBefore = String(
      (await get(`/api/events/${eventId}/card/old.png`)).headers.location,
    );
    const updatedBefore = (await churchRow(churchId)).updated_at;

    const name = `Zebulon Fellowship ${counter}`;
    const description = 'Big screen, bigger welcome: watch the game with the Zebulon family.';
    const response = await put(churchId, cookie, fullEdit({ name, description }));
    expect(response.statusCode, response.body).toBe(200);

    // The church's page as a link preview reads it: its head names the church as it is now.
    const page = await get(`/churches/${churchId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:title" content="${name} · Round Rock, TX">`);
    expect(page.body).toContain(`<meta name="description" content="${description}">`);
    // The card names it too, so its version (its address) changed; the old one redirects.
    const cardAfter = await churchCardPath(churchId);
    expect(cardAfter).not.toBe(cardBefore);
    expect(page.body).toContain(`content="http://huddle.test${cardAfter}"`);
    expect((await get(cardAfter)).statusCode).toBe(200);
    // The event's card names its church.
    expect((await get(`/api/events/${eventId}/card/old.png`)).headers.location).not.toBe(
      eventCardBefore,
    );

    // The directory finds it by its new name and words, and no longer by the old name.
    const found = await get(`/api/churches?search=${encodeURIComponent('Zebulon family')}`);
    expect(found.json().items.map((c: { id: number }) => c.id)).toEqual([churchId]);
    const byName = await get(`/api/churches?search=${encodeURIComponent(name)}`);
    expect(byName.json().items).toEqual([expect.objectContaining({ id: churchId, name })]);
    // Events carry its name and place, and are found by its new name.
    const event = await get(`/api/events/${eventId}`);
    expect(event.json().church).toMatchObject({ name, city: 'Round Rock', zipCode: '78664' });
    const events = await get(`/api/events?q=${encodeURIComponent(name)}`);
    expect(events.json().map((e: { id: number }) => e.id)).toContain(eventId);

    // The sitemap's last change of the church is the edit.
    const updatedAfter = (await churchRow(churchId)).updated_at;
    expect(updatedAfter.getTime()).toBeGreaterThan(updatedBefore.getTime());
    const sitemap = (await get('/sitemaps/churches-1.xml')).body;
    expect(sitemap).toContain(
      `<url><loc>http://huddle.test/churches/${churchId}</loc><lastmod>${updatedAfter.toISOString()}</lastmod></url>`,
    );
  });

  it("takes a hostile name as text: the church's page escapes it", async () => {
    const { churchId, cookie } = await churchUser('owner');
    const name = '</title><script>alert(1)</script> "Grace" & Co';
    const response = await put(churchId, cookie, fullEdit({ name }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe(name);

    const page = await get(`/churches/${churchId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('moves its place and its events when the zip code changes', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const eventId = await insertEvent(server.db, churchId, { datetime: daysFromNow(3) });
    // Fixture churches are in Springfield, IL (62701); Round Rock, TX is 78664.
    const response = await put(churchId, cookie, fullEdit());
    expect(response.statusCode).toBe(200);
    const church = await churchRow(churchId);
    expect(church.latitude).toBeCloseTo(30.5, 0);
    expect(church.longitude).toBeCloseTo(-97.6, 0);
    const event = await server.db
      .selectFrom('events')
      .select(['place_city', 'place_state', 'place_zip', 'place_lat', 'place_lng'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      place_city: 'round rock',
      place_state: 'TX',
      place_zip: '78664',
      place_lat: church.latitude,
      place_lng: church.longitude,
    });
    const near = await get('/api/churches?near=78664&radius=5');
    expect(near.json().items.map((c: { id: number }) => c.id)).toContain(churchId);
  });
});

describe('PUT /api/churches/:id, conflicts', () => {
  const takenBy = async () => {
    const mine = await churchUser('owner');
    const otherId = await insertChurch(server.db, { name: 'Cornerstone Baptist' });
    return { mine, taken: await churchRow(otherId) };
  };

  const conflicts: [
    string,
    (taken: Awaited<ReturnType<typeof churchRow>>) => Partial<ChurchUpdatePayload>,
    string,
    string[],
  ][] = [
    [
      'phone number, written otherwise',
      (taken) => ({ phone: taken.phone.replace(/\D/g, '') }),
      'A church with this phone number is already registered.',
      ['phone'],
    ],
    [
      'email, in other letters',
      (taken) => ({ email: taken.email.toUpperCase() }),
      'A church with this email is already registered.',
      ['email'],
    ],
    [
      'name, at its own address',
      (taken) => ({ name: taken.name, address: taken.address }),
      'A church with this name already exists at this address.',
      ['name', 'address'],
    ],
  ];

  it.each(conflicts)(
    'answers 409 naming the %s, and changes nothing',
    async (_, clash, message) => {
      const { mine, taken } = await takenBy();
      const before = await churchRow(mine.churchId);

      const response = await put(mine.churchId, mine.cookie, fullEdit(clash(taken)));
      expectErrorAnswer(response, 409, 'CONFLICT', message);
      expect(await churchRow(mine.churchId)).toEqual(before);
      expect(await churchRow(taken.id)).toEqual(taken);
    },
  );

  it('tells a form which field to fix: the one the edit changed (tRPC field errors)', async () => {
    const message = 'A church with this name already exists at this address.';
    const trpcPut = (cookie: string, input: object) =>
      server.app.inject({
        method: 'POST',
        url: '/trpc/churches.update',
        cookies: withSession(cookie),
        payload: { json: input },
      });
    const fieldsOf = (response: { json(): unknown }) =>
      (response.json() as { error: { json: { data: { fieldErrors: Record<string, string[]> } } } })
        .error.json.data.fieldErrors;

    // Renamed to the name of the church at its own address: the name.
    const { mine, taken } = await takenBy();
    const here = edit({ address: taken.address });
    expect((await put(mine.churchId, mine.cookie, here)).statusCode).toBe(200);
    const renamed = await trpcPut(mine.cookie, { ...here, name: taken.name, id: mine.churchId });
    expect(renamed.statusCode).toBe(409);
    expect(fieldsOf(renamed)).toEqual({ name: [message] });

    // Moved to where a church of its own name stands: the address.
    const moved = await takenBy();
    const sameName = fullEdit({ name: moved.taken.name });
    expect((await put(moved.mine.churchId, moved.mine.cookie, sameName)).statusCode).toBe(200);
    const response = await trpcPut(moved.mine.cookie, {
      ...sameName,
      address: moved.taken.address,
      id: moved.mine.churchId,
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual({ address: [message] });

    // A phone: the phone.
    const phone = await takenBy();
    const clash = await trpcPut(phone.mine.cookie, {
      ...fullEdit({ phone: phone.taken.phone }),
      id: phone.mine.churchId,
    });
    expect(fieldsOf(clash)).toEqual({
      phone: ['A church with this phone number is already registered.'],
    });
  });

  it('keeps its own name, phone and e-mail when they are sent back unchanged', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const row = await churchRow(churchId);
    const response = await put(
      churchId,
      cookie,
      fullEdit({ name: row.name, address: row.address, phone: row.phone, email: row.email }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets two churches share a name at different addresses', async () => {
    const { taken } = await takenBy();
    const { churchId, cookie } = await churchUser('owner');
    const response = await put(churchId, cookie, fullEdit({ name: taken.name }));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('PUT /api/churches/:id, bad input', () => {
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
    ['a blank name', { name: '   ' }, /^name: Church name is required$/],
    ['a null name', { name: null }, /^name: Church name is required$/],
    ['a name of 121 characters', { name: 'x'.repeat(121) }, /^name: .*at most 120 characters/],
    ['a name on two lines', { name: 'Grace\nChapel' }, /^name: Church name must be on one line$/],
    ['a name that is not text', { name: ['Grace'] }, /^name: /],
    ['a blank description', { description: '' }, /^description: Description is required$/],
    [
      'a description of 5,001 characters',
      { description: 'x'.repeat(5001) },
      /^description: Description must be at most 5,000 characters$/,
    ],
    [
      'a denomination not on the list',
      { denomination: 'Jedi' },
      /^denomination: Choose a denomination from the list$/,
    ],
    [
      'a denomination in other letters',
      { denomination: 'methodist' },
      /^denomination: Choose a denomination/,
    ],
    ['a javascript: photo', { imageUrl: 'javascript:alert(1)' }, /^imageUrl: Please enter a valid/],
    ['a data: photo', { imageUrl: 'data:image/png;base64,AAAA' }, /^imageUrl: Please enter/],
    ['a photo on localhost', { imageUrl: 'http://localhost/a.png' }, /^imageUrl: Please enter/],
    [
      'a photo address of 2,049 characters',
      { imageUrl: `https://grace.org/${'a'.repeat(2031)}` },
      /^imageUrl: Web address must be at most 2,048 characters$/,
    ],
  ])('answers 400 naming the field for %s, and changes nothing', async (_, overrides, message) => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, { ...fullEdit(), ...overrides });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringMatching(message));
    expect(await churchRow(churchId)).toEqual(before);
  });

  it.each([
    ['name', 'Grace\u0000Chapel', 'Church name'],
    ['name', 'Grace\u001bChapel', 'Church name'],
    ['description', 'Bell \u0007 here', 'Description'],
    ['imageUrl', 'https://grace.org/a\u0000.png', 'Web address'],
    ['website', 'https://grace.org/\u007f', 'Web address'],
    ['address', '1 Main\u0000 St', 'Street address'],
    ['city', 'Austin\u0008', 'City'],
  ])('answers 400 for a control character in %s, naming it', async (field, value, label) => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, { ...fullEdit(), [field]: value });
    expectErrorAnswer(
      response,
      400,
      'BAD_REQUEST',
      `${field}: ${label} must not contain control characters`,
    );
    expect(await churchRow(churchId)).toEqual(before);
  });

  it('ignores fields it does not take: payment, place and ownership stay as they are', async () => {
    const { churchId, cookie } = await churchUser('owner', 'unpaid');
    const before = await churchRow(churchId);
    const response = await put(churchId, cookie, {
      ...fullEdit(),
      subscriptionStatus: 'active',
      subscription_status: 'active',
      partnerSince: '2020-01-01T00:00:00Z',
      stripeCustomerId: 'cus_forged',
      latitude: 0,
      longitude: 0,
      createdAt: '2000-01-01T00:00:00Z',
      eventCount: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await churchRow(churchId);
    expect(after).toMatchObject({
      subscription_status: before.subscription_status,
      partner_since: before.partner_since,
      stripe_customer_id: before.stripe_customer_id,
      created_at: before.created_at,
    });
    expect(after.latitude).not.toBe(0);
  });

  it('refuses a body over 32 KiB with 413, and one not JSON or with __proto__ with 400', async () => {
    const { churchId, cookie } = await churchUser('owner');
    const before = await churchRow(churchId);
    const huge = await put(churchId, cookie, {
      ...fullEdit(),
      description: 'x'.repeat(33 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    const broken = await put(churchId, cookie, '{"name": "Grace",');
    expect(broken.statusCode).toBe(400);
    const poisoned = await put(
      churchId,
      cookie,
      JSON.stringify(fullEdit()).replace('{', '{"__proto__":{"name":"Polluted"},'),
    );
    expect(poisoned.statusCode).toBe(400);
    expect(await churchRow(churchId)).toEqual(before);
  });
});

describe('PUT /api/churches/:id, what follows', () => {
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
      payload: { json: { ...fullEdit({ name: 'Over tRPC', capacity: 55 }), id: churchId } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await churchRow(churchId)).toMatchObject({ capacity: 55, name: 'Over tRPC' });
  });

  it('is documented: the OpenAPI body takes the new fields, none of them required', async () => {
    const doc = (await get('/api/openapi.json')).json();
    const schema = doc.paths['/api/churches/{id}'].put.requestBody.content['application/json']
      .schema as { properties: Record<string, unknown>; required: string[] };
    for (const field of ['name', 'description', 'denomination', 'imageUrl']) {
      expect(schema.properties, field).toHaveProperty(field);
      expect(schema.required, field).not.toContain(field);
    }
    expect(schema.required).toEqual(
      expect.arrayContaining(['address', 'city', 'state', 'zipCode', 'phone', 'email']),
    );
    expect(JSON.stringify(schema.properties.denomination)).toContain('Methodist');
    expect(JSON.stringify(schema.properties.name)).toContain('"maxLength":120');
  });
});
