import { beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi, withSession } from '../testing/http-session.js';
import { useTestServer } from '../testing/test-server.js';

/*
 * What a stranger's request costs before it is refused. A body is read and parsed only for a
 * route that exists and takes one, up to a limit that fits that route; nesting and superjson's
 * annotations are bounded before any work is done on them. Cost is the server's CPU time per
 * refused request (process.cpuUsage around in-process calls), so a busy machine slows the test
 * without failing it.
 */

let cookie: string;

const server = useTestServer();
beforeAll(async () => {
  ({ cookie } = await registerThroughApi(server.app));
});

/** ~976 KiB of nested arrays: the attack body. */
const FLOOD = `${'['.repeat(250_000)}${']'.repeat(250_000)}`.padEnd(999_424, ' ');
/**
 * The most CPU a refusal may cost, in milliseconds: a few, not the 25-120 it cost. It includes
 * the test's own work of injecting the megabyte, and the garbage collector's threads.
 */
const REFUSAL_BUDGET_MS = 8;

/** Mean CPU milliseconds per call over `times` calls, and the answers. */
async function cpuPerCall(times: number, call: () => Promise<{ statusCode: number }>) {
  await call(); // warm: the first call of a route compiles its code
  const statuses: number[] = [];
  const before = process.cpuUsage();
  for (let i = 0; i < times; i += 1) statuses.push((await call()).statusCode);
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000 / times, statuses };
}

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('a flood of a body', () => {
  it.each([
    ['an unknown path', '/api/nope', 404],
    ['an unknown path outside the API', '/nope', 404],
    ['the sign-out form', '/api/logout', 413],
    ['sign-in', '/api/login', 413],
    ['an RSVP', '/api/events/1/rsvp', 413],
    ['tRPC', '/trpc/auth.login', 413],
  ])('sent to %s is refused at once, unread', async (_, url, status) => {
    const { ms, statuses } = await cpuPerCall(5, () => post(url, FLOOD));
    expect(new Set(statuses)).toEqual(new Set([status]));
    expect(ms).toBeLessThan(REFUSAL_BUDGET_MS);
  });
});

describe('within the size limit', () => {
  it('a deeply nested body is refused before it reaches a procedure', async () => {
    const deep = `{"username":${'['.repeat(3000)}${']'.repeat(3000)},"password":"x"}`;
    const { ms, statuses } = await cpuPerCall(20, () => post('/api/login', deep));
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(ms).toBeLessThan(REFUSAL_BUDGET_MS);
    const answer = await post('/api/login', deep);
    expect(answer.json().message).toMatch(/nested too deeply/);
  });

  it("superjson annotations beyond any real input are refused, even on a signed-in user's call", async () => {
    // As many made-up paths as the tRPC body limit lets through (their cost is held down in
    // trpc/transformer.test.ts).
    const values = Object.fromEntries(Array.from({ length: 3_500 }, (_, i) => [`p${i}`, ['Date']]));
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/churches.create',
      payload: JSON.stringify({ json: { title: 'x' }, meta: { values, v: 1 } }),
      headers: { 'content-type': 'application/json' },
      cookies: withSession(cookie),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/more than 64 superjson annotations/);
    expect(await server.db.selectFrom('churches').select('id').execute()).toEqual([]);
  });

  it('a real call with a date still works', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
