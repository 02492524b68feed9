import type { ChurchCreatePayload } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { churchPayload } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

const server = useTestServer();

const PUBLIC_KEYS = [
  'address',
  'amenities',
  'capacity',
  'city',
  'createdAt',
  'denomination',
  'description',
  'email',
  'eventCount',
  'id',
  'imageUrl',
  'name',
  'phone',
  'state',
  'website',
  'zipCode',
];

function postChurch(cookie: string | undefined, payload: unknown, origin?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/churches',
    payload: payload as Record<string, unknown>,
    cookies: withSession(cookie),
    headers: origin ? { origin } : {},
  });
}

async function countRows(table: 'churches' | 'church_users'): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user with a church of its own, registered through the API. */
async function owner(overrides: Partial<ChurchCreatePayload> = {}) {
  const account = await registerThroughApi(server.app);
  const payload = churchPayload(overrides);
  const response = await postChurch(account.cookie, payload);
  expect(response.statusCode).toBe(201);
  return { ...account, payload, church: response.json() as { id: number; name: string } };
}

describe('POST /api/churches', () => {
  it('creates the church with its public fields only and makes the user its owner', async () => {
    const { user, cookie } = await registerThroughApi(server.app);
    const payload = churchPayload({ phone: '512.555.7000', state: 'tx' });
    const response = await postChurch(cookie, payload);

    expect(response.statusCode).toBe(201);
    const church = response.json();
    expect(Object.keys(church).sort()).toEqual(PUBLIC_KEYS);
    expect(church).toMatchObject({
      name: payload.name,
      state: 'TX',
      zipCode: '78701',
      phone: '(512) 555-7000',
      website: 'https://www.grace.example.org',
      imageUrl: null,
      capacity: 250,
      amenities: ['Parking', 'Big Screen TV'],
      eventCount: 0,
    });
    expect(new Date(church.createdAt).getTime()).not.toBeNaN();
    expect(response.body).not.toMatch(/stripe|subscription|monthly|fee|\$argon2/i);

    const link = await server.db
      .selectFrom('church_users')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ church_id: church.id, role: 'owner', is_active: true });

    const session = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: withSession(cookie),
    });
    expect(session.json()).toEqual({ user, churchUser: { churchId: church.id, role: 'owner' } });
  });

  it('applies the defaults: capacity 100 and no amenities', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const { capacity: _c, amenities: _a, ...payload } = churchPayload();
    const response = await postChurch(cookie, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ capacity: 100, amenities: [] });
  });

  it('answers 401 when signed out and inserts nothing', async () => {
    const before = await countRows('churches');
    const response = await postChurch(undefined, churchPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
    expect(await countRows('churches')).toBe(before);
  });

  it('answers 409 to a user who already has a church', async () => {
    const { cookie } = await owner();
    const before = await countRows('churches');
    const response = await postChurch(cookie, churchPayload());
    expectErrorAnswer(response, 409, 'CONFLICT', 'Your account already has a church.');
    expect(await countRows('churches')).toBe(before);
  });

  it('lets only one of two simultaneous requests by one user create a church', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const before = await countRows('churches');
    const responses = await Promise.all([
      postChurch(cookie, churchPayload()),
      postChurch(cookie, churchPayload()),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows('churches')).toBe(before + 1);
  });

  const duplicates: [
    string,
    (taken: ChurchCreatePayload) => Partial<ChurchCreatePayload>,
    string,
  ][] = [
    [
      'name and address',
      (taken) => ({ name: taken.name, address: taken.address }),
      'A church with this name already exists at this address.',
    ],
    [
      'phone number, however it is written',
      (taken) => ({ phone: `+1 ${(taken.phone ?? '').replace(/\D/g, '')}` }),
      'A church with this phone number is already registered.',
    ],
    [
      'email, in other letters',
      (taken) => ({ email: (taken.email ?? '').toUpperCase() }),
      'A church with this email is already registered.',
    ],
  ];

  it.each(duplicates)(
    'answers 409 naming the field for a duplicate %s',
    async (_, clash, message) => {
      const { payload: taken } = await owner();
      const { user, cookie } = await registerThroughApi(server.app);
      const churchesBefore = await countRows('churches');
      const linksBefore = await countRows('church_users');

      const response = await postChurch(cookie, churchPayload(clash(taken)));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'CONFLICT', message });

      // The transaction left nothing behind: no church, no owner link.
      expect(await countRows('churches')).toBe(churchesBefore);
      expect(await countRows('church_users')).toBe(linksBefore);
      const link = await server.db
        .selectFrom('church_users')
        .select('id')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      expect(link).toBeUndefined();
    },
  );

  it.each([
    [
      'a zip code that is not 5 digits',
      { zipCode: 'abcde' },
      /^zipCode: Zip code must be 5 digits/,
    ],
    ['an unknown state', { state: 'XX' }, /^state: /],
    ['a missing name', { name: undefined }, /^name: /],
    ['a capacity out of range', { capacity: 0 }, /^capacity: /],
  ])('answers 400 for %s and inserts nothing', async (_, overrides, message) => {
    const { cookie } = await registerThroughApi(server.app);
    const before = await countRows('churches');
    const response = await postChurch(cookie, { ...churchPayload(), ...overrides });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringMatching(message));
    expect(await countRows('churches')).toBe(before);
  });

  it('refuses a cross-origin post carrying a valid session cookie with 403', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const before = await countRows('churches');
    const response = await postChurch(cookie, churchPayload(), 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
    expect(await countRows('churches')).toBe(before);
  });

  it('refuses a cross-site multipart form to churches.create with 403', async () => {
    const { cookie } = await registerThroughApi(server.app);
    const before = await countRows('churches');
    const body = JSON.stringify({ json: churchPayload() });
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/churches.create',
      cookies: withSession(cookie),
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      payload: ['--XyZ', 'Content-Disposition: form-data; name="0"', '', body, '--XyZ--', ''].join(
        '\r\n',
      ),
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows('churches')).toBe(before);
  });
});

describe('GET /api/churches', () => {
  type Page = {
    items: { id: number; name: string; eventCount: number }[];
    nextCursor: string | null;
  };

  async function list(query = ''): Promise<Page> {
    const response = await server.app.inject({ method: 'GET', url: `/api/churches${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  }

  it('answers a page of churches by name with public fields only', async () => {
    await owner({ name: 'Zion Hill Church' });
    await owner({ name: 'Abundant Life Church' });
    const page = await list('?limit=100');
    const names = page.items.map((church) => church.name);
    expect(names).toEqual([...names].sort());
    for (const church of page.items) {
      expect(Object.keys(church).sort()).toEqual([...PUBLIC_KEYS, 'distanceMiles'].sort());
    }
    expect(JSON.stringify(page)).not.toMatch(/stripe|subscription|\$argon2/i);
  });

  it("counts each church's upcoming events: exactly what View Events lists", async () => {
    const { church } = await owner({ name: 'Counting Chapel' });
    // A church that has paid: one that never did shows no events (docs/adr/0079).
    await server.db
      .updateTable('churches')
      .set({ subscription_status: 'active' })
      .where('id', '=', church.id)
      .execute();
    const now = Date.now();
    const day = 86_400_000;
    const values = (overrides: Record<string, unknown>) => ({
      title: 'Big game',
      description: 'Watch together.',
      sport: 'NFL',
      church_id: church.id,
      datetime: new Date(now + 2 * day),
      ...overrides,
    });
    await server.db
      .insertInto('events')
      .values([
        values({}),
        values({ sport: 'Christmas Service', datetime: new Date(now + 9 * day) }),
        values({ is_active: false }),
        values({ datetime: new Date(now - 2 * day) }),
        // A weekly series that started last month and still runs is upcoming…
        values({
          datetime: new Date(now - 30 * day),
          is_recurring: true,
          recurrence_pattern: 'weekly',
          recurrence_end_date: new Date(now + 30 * day),
        }),
        // …one that ended is not.
        values({
          datetime: new Date(now - 60 * day),
          is_recurring: true,
          recurrence_pattern: 'daily',
          recurrence_end_date: new Date(now - 10 * day),
        }),
      ])
      .execute();

    const found = (await list('?search=Counting%20Chapel')).items;
    expect(found.map((c) => [c.name, c.eventCount])).toEqual([['Counting Chapel', 3]]);

    // The card's link: /events?church={id}, both tabs.
    const events = await server.app.inject({
      method: 'GET',
      url: `/api/events?church=${church.id}&limit=100`,
    });
    expect(events.json()).toHaveLength(3);
    const one = await server.app.inject({ method: 'GET', url: `/api/churches/${church.id}` });
    expect(one.json().eventCount).toBe(3);
  });

  it('finds text in the name, description or city, ignoring case, with the denomination', async () => {
    await owner({ name: 'Lakeside Mission', city: 'Waco', denomination: 'Methodist' });
    await owner({
      name: 'Hilltop Church',
      description: 'Home of the LAKESIDE youth league.',
      denomination: 'Baptist',
    });
    await owner({ name: 'Valley Church', city: 'Lakeside', denomination: 'Baptist' });
    await owner({ name: 'Plain Church', description: '100% fun', denomination: 'Baptist' });

    const names = async (query: string) => (await list(query)).items.map((c) => c.name);
    expect(await names('?search=lakeside')).toEqual([
      'Hilltop Church',
      'Lakeside Mission',
      'Valley Church',
    ]);
    expect(await names('?search=LAKESIDE&denomination=baptist')).toEqual([
      'Hilltop Church',
      'Valley Church',
    ]);
    expect(await names('?search=lakeside&denomination=all')).toHaveLength(3);
    // Wildcards are text: '100%' finds the church that says it, not every church.
    expect(await names('?search=100%25')).toEqual(['Plain Church']);
    expect(await names('?search=%20%20%20&denomination=Methodist')).toContain('Lakeside Mission');
    expect(await names('?search=nowhere-at-all')).toEqual([]);
  });

  it("finds under 'Other' every church whose denomination the list does not name", async () => {
    const { church: nazarene } = await owner({ name: 'Otherwise Nazarene' });
    await server.db
      .updateTable('churches')
      .set({ denomination: 'Church of the Nazarene' })
      .where('id', '=', nazarene.id)
      .execute();
    await owner({ name: 'Otherwise Chosen', denomination: 'Other' });
    await owner({ name: 'Otherwise Baptist', denomination: 'Baptist' });
    await owner({ name: 'Otherwise Unsaid', denomination: '' });

    const names = async (query: string) => (await list(query)).items.map((c) => c.name);
    expect(await names('?search=otherwise&denomination=Other')).toEqual([
      'Otherwise Chosen',
      'Otherwise Nazarene',
    ]);
    expect(await names('?search=otherwise&denomination=OTHER')).toHaveLength(2);
    expect(await names('?search=otherwise&denomination=Baptist')).toEqual(['Otherwise Baptist']);
    // The same answer through tRPC, as the web app asks.
    const input = encodeURIComponent(
      JSON.stringify({ json: { search: 'otherwise', denomination: 'Other' } }),
    );
    const trpc = await server.app.inject({
      method: 'GET',
      url: `/trpc/churches.list?input=${input}`,
    });
    expect(trpc.json().result.data.json.items.map((c: { name: string }) => c.name)).toEqual([
      'Otherwise Chosen',
      'Otherwise Nazarene',
    ]);
  });

  it("reads a search of 'City, ST' as the place it names, as /events reads its location box", async () => {
    await owner({ name: 'Placed Austin Chapel', city: 'Austin', state: 'TX', zipCode: '78704' });
    await owner({ name: 'Placed Minnesota Church', city: 'Austin', state: 'MN', zipCode: '55912' });
    await owner({ name: 'Placed Dallas Church', city: 'Dallas', state: 'TX', zipCode: '75201' });
    const names = async (search: string) =>
      (await list(`?limit=100&search=${encodeURIComponent(search)}`)).items
        .map((c) => c.name)
        .filter((name) => name.startsWith('Placed'));
    expect(await names('Austin, TX')).toEqual(['Placed Austin Chapel']);
    expect(await names('austin, minnesota')).toEqual(['Placed Minnesota Church']);
    expect(await names('Austin')).toEqual(['Placed Austin Chapel', 'Placed Minnesota Church']);
    // Text that merely ends like a state is still found as written.
    await owner({ name: 'Placed Church of God in Christ, IN', city: 'Toledo', state: 'OH' });
    expect(await names('Church of God in Christ, IN')).toEqual([
      'Placed Church of God in Christ, IN',
    ]);
  });

  it('pages by keyset: every church once, in order, for any page size', async () => {
    for (const name of [
      'Paging Alpha',
      'Paging Beta',
      'Paging Gamma',
      'Paging Delta',
      'Paging Épsilon',
    ]) {
      await owner({ name, denomination: 'Lutheran' });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?search=paging&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: Page = await list(query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    // The database's collation decides where 'É' goes; paging must agree with one big page.
    const whole = (await list('?search=paging&limit=100')).items.map((c) => c.name);
    expect(whole).toHaveLength(5);
    expect(seen).toEqual(whole);
  });

  it.each([
    ['a cursor it did not make', '?cursor=abc', /^cursor: /],
    ['a limit of 0', '?limit=0', /^limit: /],
    ['a limit over 100', '?limit=101', /^limit: /],
    ['a search of 121 characters', `?search=${'x'.repeat(121)}`, /^search: /],
    ['a NUL in the search', '?search=gr%00ace', /^search: .*control/],
    [
      'a cursor naming a NUL',
      `?cursor=${Buffer.from('4|Gr\0ace').toString('base64url')}`,
      /^cursor: /,
    ],
  ])('answers 400 for %s', async (_, query, message) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/churches${query}` });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringMatching(message));
  });

  it('is public and matches the tRPC procedure', async () => {
    const rest = await server.app.inject({ method: 'GET', url: '/api/churches?limit=5' });
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 5 } }));
    const trpc = await server.app.inject({
      method: 'GET',
      url: `/trpc/churches.list?input=${input}`,
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data.json.items.map((c: { id: number }) => c.id)).toEqual(
      rest.json().items.map((c: { id: number }) => c.id),
    );
  });
});

describe('GET /api/churches/:id', () => {
  it('answers one church with its event count', async () => {
    const { church, payload } = await owner();
    const response = await server.app.inject({ method: 'GET', url: `/api/churches/${church.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: church.id, name: payload.name, eventCount: 0 });
    expect(Object.keys(response.json()).sort()).toEqual(PUBLIC_KEYS);
  });

  it('answers 404 for a church that does not exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/churches/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Church not found.' });
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 for the id %s', async (id) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/churches/${id}` });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', 'id: Must be a positive whole number');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the auth and church paths, with createdAt as a date-time string', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = response.json();
    expect(paths['/api/register'].post.responses['201']).toBeDefined();
    expect(paths['/api/login'].post.requestBody).toBeDefined();
    expect(paths['/api/churches'].post.requestBody).toBeDefined();
    const church = paths['/api/churches/{id}'].get.responses['200'].content['application/json'];
    expect(church.schema.properties.createdAt).toMatchObject({
      type: 'string',
      format: 'date-time',
    });
    expect(Object.keys(church.schema.properties)).not.toContain('subscriptionStatus');
  });
});
