import type { ChurchUserRole } from '@huddle/db';
import type { SupportOfferFormValues, SupportRequestFormValues } from '@huddle/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnOf } from '../../testing/counts.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { insertChurch, linkUser } from '../../testing/fixtures.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { useTestServer } from '../../testing/test-server.js';

/** Signed-in users: a paid church's owner, a member of it, another paid church, an unpaid one, none. */
let paid: { churchId: number; cookie: string };
let member: { churchId: number; cookie: string };
let other: { churchId: number; cookie: string };
let unpaid: { churchId: number; cookie: string };
let noChurch: { cookie: string };

async function churchUser(
  status: 'active' | 'unpaid',
  role: ChurchUserRole = 'owner',
  churchId?: number,
) {
  const id =
    churchId ??
    (await insertChurch(server.db, { status, name: `Board Church ${status} ${Math.random()}` }));
  const { user, cookie } = await registerThroughApi(server.app);
  await linkUser(server.db, user.id, id, role);
  return { churchId: id, cookie };
}

const server = useTestServer();
beforeAll(async () => {
  paid = await churchUser('active');
  member = await churchUser('active', 'member', paid.churchId);
  other = await churchUser('active');
  unpaid = await churchUser('unpaid');
  noChurch = { cookie: (await registerThroughApi(server.app)).cookie };
});

const offer = (overrides: Partial<SupportOfferFormValues> = {}): SupportOfferFormValues => ({
  title: 'Folding chairs to lend',
  description: 'Sixty chairs for your next watch party.',
  supportType: ['equipment'],
  availability: 'weekends',
  contactEmail: 'deacons@grace.example.org',
  contactPhone: '512 555 0101',
  ...overrides,
});

const request = (overrides: Partial<SupportRequestFormValues> = {}): SupportRequestFormValues => ({
  title: 'Volunteers for a Super Bowl party',
  description: 'We expect 200 guests and need hands for setup.',
  supportType: ['volunteers', 'food'],
  urgency: 'high',
  contactEmail: 'events@hope.example.org',
  ...overrides,
});

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return server.app.inject({ method, url, cookies: withSession(cookie), payload });
}

async function count(table: 'support_offers' | 'support_requests') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Post = { id: number; title: string; ownPost: boolean; [key: string]: unknown };
type Page = { items: Post[]; nextCursor: string | null; total: number };

async function board(path: string, query = '', cookie = noChurch.cookie): Promise<Page> {
  const response = await call('GET', `${path}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

describe.each([
  ['offers', '/api/support-offers', 'support_offers', offer],
  ['requests', '/api/support-requests', 'support_requests', request],
] as const)('POST /api/support-%s, who may', (_, path, table, body) => {
  it('lets a paid church user post: 201 with the post and its church', async () => {
    const response = await call('POST', path, paid.cookie, body());
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json();
    expect(post).toMatchObject({
      id: expect.any(Number),
      churchId: paid.churchId,
      church: { id: paid.churchId, name: expect.stringMatching(/^Board Church/), state: 'IL' },
      title: body().title,
      isActive: true,
      ownPost: true,
    });
    expect(Object.keys(post.church).sort()).toEqual(['city', 'id', 'name', 'state']);
    expect(response.body).not.toMatch(/stripe|subscription/i);
  });

  it('lets a member of a paid church post too: the subscription decides, not the role', async () => {
    const response = await call('POST', path, member.cookie, body());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().churchId).toBe(paid.churchId);
  });

  it.each([
    ['signed out', () => undefined, 401, 'UNAUTHORIZED'],
    ['a user without a church', () => noChurch.cookie, 403, 'CHURCH_REQUIRED'],
    ['an unpaid church', () => unpaid.cookie, 403, 'SUBSCRIPTION_REQUIRED'],
  ])('refuses %s and stores nothing', async (_, cookie, status, error) => {
    const before = await count(table);
    const response = await call('POST', path, cookie(), body());
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
    expect(await count(table)).toBe(before);
  });

  it('posts for the caller’s own church, whatever church id the body names', async () => {
    const response = await call('POST', path, other.cookie, { ...body(), churchId: paid.churchId });
    expect(response.statusCode).toBe(201);
    expect(response.json().churchId).toBe(other.churchId);
  });

  it.each([
    ['no title', { title: '  ' }, /^title: Title is required/],
    ['no support type', { supportType: [] }, /^supportType: Choose at least one type of support/],
    ['an unknown support type', { supportType: ['money'] }, /^supportType\.0: /],
    ['an invalid contact email', { contactEmail: 'deacons' }, /^contactEmail: /],
    ['an invalid phone', { contactPhone: '555' }, /^contactPhone: /],
    ['a title of 121 characters', { title: 'x'.repeat(121) }, /^title: /],
    ['a NUL in the description', { description: 'Chairs\u0000' }, /^description: .*control/],
  ])('answers 400 for %s and stores nothing', async (_, overrides, message) => {
    const before = await count(table);
    const response = await call('POST', path, paid.cookie, { ...body(), ...overrides });
    expectErrorAnswer(response, 400, 'BAD_REQUEST', expect.stringMatching(message));
    expect(await count(table)).toBe(before);
  });

  it('refuses a cross-site post carrying a valid session, with 403', async () => {
    const before = await count(table);
    const response = await server.app.inject({
      method: 'POST',
      url: path,
      payload: body(),
      cookies: withSession(paid.cookie),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await count(table)).toBe(before);
  });
});

describe('the availability and urgency of each board', () => {
  it('refuse a value outside the lists', async () => {
    const badOffer = await call('POST', '/api/support-offers', paid.cookie, {
      ...offer(),
      availability: 'sometimes',
    });
    expect(badOffer.json().message).toMatch(/^availability: Choose when you are available/);
    const badRequest = await call('POST', '/api/support-requests', paid.cookie, {
      ...request(),
      urgency: 'urgent',
    });
    expect(badRequest.json().message).toMatch(/^urgency: Choose an urgency/);
  });
});

describe('GET /api/support-offers and /api/support-requests', () => {
  let ids: Record<'chairs' | 'meals' | 'funds' | 'closed' | 'vans', number>;

  beforeAll(async () => {
    const post = async (overrides: Partial<SupportOfferFormValues>, cookie = other.cookie) =>
      (await call('POST', '/api/support-offers', cookie, offer(overrides))).json().id as number;
    // Created in this order, so newest first is the reverse.
    ids = {
      chairs: await post({
        title: 'Filter chairs',
        supportType: ['equipment'],
        availability: 'weekends',
      }),
      meals: await post({
        title: 'Filter meals',
        supportType: ['food', 'volunteers'],
        availability: 'anytime',
      }),
      funds: await post(
        { title: 'Filter funds', supportType: ['funding'], availability: 'weekdays' },
        paid.cookie,
      ),
      closed: await post({ title: 'Filter closed', supportType: ['food'] }),
      vans: await post({
        title: 'Filter vans',
        supportType: ['equipment', 'volunteers'],
        availability: 'weekends',
      }),
    };
    const closed = await call('POST', `/api/support-offers/${ids.closed}/close`, other.cookie);
    expect(closed.statusCode).toBe(200);
  });

  const filterTitles = (page: Page) =>
    page.items.map((post) => post.title).filter((title) => title.startsWith('Filter'));

  it('answers 401 signed out', async () => {
    const response = await call('GET', '/api/support-offers');
    expect(response.statusCode).toBe(401);
  });

  it('lists active posts newest first, each with its church, for any signed-in user', async () => {
    const page = await board('/api/support-offers', '?limit=100');
    expect(filterTitles(page)).toEqual([
      'Filter vans',
      'Filter funds',
      'Filter meals',
      'Filter chairs',
    ]);
    expect(page.total).toBe(page.items.length);
    const vans = page.items.find((post) => post.id === ids.vans)!;
    expect(vans).toMatchObject({
      church: { id: other.churchId },
      contactEmail: 'deacons@grace.example.org',
      contactPhone: '(512) 555-0101',
      availability: 'weekends',
      ownPost: false,
    });
  });

  it('marks the caller’s own church’s posts, for their Close button', async () => {
    const page = await board('/api/support-offers', '?limit=100', paid.cookie);
    const own = page.items.filter((post) => post.ownPost).map((post) => post.id);
    expect(own).toContain(ids.funds);
    expect(own).not.toContain(ids.vans);
  });

  it('filters by a type the post lists among others, and by availability', async () => {
    expect(filterTitles(await board('/api/support-offers', '?supportType=volunteers'))).toEqual([
      'Filter vans',
      'Filter meals',
    ]);
    expect(
      filterTitles(
        await board('/api/support-offers', '?supportType=equipment&availability=weekends'),
      ),
    ).toEqual(['Filter vans', 'Filter chairs']);
  });

  it('finds an offer available any time under weekdays and weekends too; any time filters nothing', async () => {
    // Meals are offered any time: they are there on a weekday as on a weekend.
    expect(filterTitles(await board('/api/support-offers', '?availability=weekdays'))).toEqual([
      'Filter funds',
      'Filter meals',
    ]);
    const weekends = await board('/api/support-offers', '?availability=weekends&limit=100');
    expect(filterTitles(weekends)).toEqual(['Filter vans', 'Filter meals', 'Filter chairs']);
    expect(weekends.total).toBe(weekends.items.length);
    expect(filterTitles(await board('/api/support-offers', '?availability=anytime'))).toEqual([
      'Filter vans',
      'Filter funds',
      'Filter meals',
      'Filter chairs',
    ]);
    expect(
      filterTitles(await board('/api/support-offers', '?supportType=all&availability=all')),
    ).toHaveLength(4);
    const funding = await board('/api/support-offers', '?supportType=funding');
    expect(funding.items.map((post) => post.id)).toEqual([ids.funds]);
    expect(funding.total).toBe(1);
  });

  it('pages by keyset: every post once, newest first, with the same total on each page', async () => {
    const whole = await board('/api/support-offers', '?limit=100');
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await board(
        '/api/support-offers',
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(whole.total);
      seen.push(...page.items.map((post) => post.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.items.map((post) => post.id));
  });

  it('filters requests by urgency', async () => {
    await call(
      'POST',
      '/api/support-requests',
      other.cookie,
      request({ title: 'Urgent ask', urgency: 'high' }),
    );
    await call(
      'POST',
      '/api/support-requests',
      other.cookie,
      request({ title: 'Calm ask', urgency: 'low' }),
    );
    const low = await board('/api/support-requests', '?urgency=low');
    expect(low.items.map((post) => post.title)).toContain('Calm ask');
    expect(low.items.map((post) => post.urgency)).toEqual(low.items.map(() => 'low'));
  });

  it.each([
    ['an unknown support type', '?supportType=money', /^supportType: /],
    ['an unknown availability', '?availability=sometimes', /^availability: /],
    ['a cursor it did not make', '?cursor=nonsense', /^cursor: /],
    ['a limit of 1000', '?limit=1000', /^limit: /],
  ])('answers 400 for %s', async (_, query, message) => {
    const response = await call('GET', `/api/support-offers${query}`, noChurch.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('POST /api/support-{offers,requests}/:id/close', () => {
  it('lets the posting church close its post: off the board, still on record', async () => {
    const id = (await call('POST', '/api/support-requests', paid.cookie, request())).json().id;
    const response = await call('POST', `/api/support-requests/${id}/close`, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, isActive: false });
    const page = await board('/api/support-requests', '?limit=100');
    expect(page.items.map((post) => post.id)).not.toContain(id);
    expect(await columnOf(server.db, 'support_requests', id, 'is_active')).toBe(false);
    // Closing again is not an error.
    expect((await call('POST', `/api/support-requests/${id}/close`, paid.cookie)).statusCode).toBe(
      200,
    );
  });

  it('lets a church whose subscription lapsed still close its own post', async () => {
    const lapsing = await churchUser('active');
    const id = (await call('POST', '/api/support-offers', lapsing.cookie, offer())).json().id;
    await server.db
      .updateTable('churches')
      .set({ subscription_status: 'canceled' })
      .where('id', '=', lapsing.churchId)
      .execute();
    expect((await call('POST', `/api/support-offers/${id}/close`, lapsing.cookie)).statusCode).toBe(
      200,
    );
  });

  it("refuses another church's post with 403 and an unknown one with 404, changing nothing", async () => {
    const id = (await call('POST', '/api/support-offers', paid.cookie, offer())).json().id;
    const refused = await call('POST', `/api/support-offers/${id}/close`, other.cookie);
    expectErrorAnswer(refused, 403, 'FORBIDDEN', "You can only close your own church's posts.");
    const missing = await call('POST', '/api/support-offers/999999/close', other.cookie);
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', `/api/support-offers/${id}/close`)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/support-offers/${id}/close`, noChurch.cookie)).statusCode,
    ).toBe(403);
    const page = await board('/api/support-offers', '?limit=100');
    expect(page.items.map((post) => post.id)).toContain(id);
  });
});
