import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.js';

type Answer = { payload: string; etag: string; headers: Record<string, string> };
const answer = (text: string): Answer => ({ payload: text, etag: `"${text}"`, headers: {} });

/** A build that counts its calls and finishes, with the answer given, when the test says. */
function heldBuild() {
  const held = { builds: 0, finish: (_kept: Answer) => {} };
  const build = () => {
    held.builds += 1;
    return new Promise<Answer>((resolve) => {
      held.finish = resolve;
    });
  };
  return Object.assign(held, { build });
}

describe('MicroCache', () => {
  it('answers for its lifetime, then forgets', () => {
    const cache = new MicroCache(1000);
    cache.set('/api/events', answer('a'), 10_000);
    expect(cache.get('/api/events', 10_999)?.etag).toBe('"a"');
    expect(cache.get('/api/events', 11_000)).toBeUndefined();
    expect(cache.get('/api/events?city=Austin', 10_500)).toBeUndefined();
  });

  it('keeps nothing when off, and empties itself when full', () => {
    const off = new MicroCache(0);
    off.set('/x', answer('a'), 0);
    expect(off.get('/x', 0)).toBeUndefined();

    const small = new MicroCache(1000, 2);
    small.set('/a', answer('a'), 0);
    small.set('/b', answer('b'), 0);
    small.set('/c', answer('c'), 0);
    expect(small.get('/a', 1)).toBeUndefined();
    expect(small.get('/c', 1)?.etag).toBe('"c"');
  });

  it('builds a page once for the requests that ask while it is being built', async () => {
    const cache = new MicroCache(1000);
    const held = heldBuild();
    const waiting = Array.from({ length: 20 }, () =>
      cache.share('/api/events?near=77002', held.build),
    );
    held.finish(answer('a'));
    const answers = await Promise.all(waiting);
    expect(held.builds).toBe(1);
    expect(answers.map((kept) => kept.etag)).toEqual(Array(20).fill('"a"'));
    // Kept afterwards: the next request is answered without a build.
    await cache.share('/api/events?near=77002', held.build);
    expect(held.builds).toBe(1);
    // Another query is another page.
    const other = cache.share('/api/events?near=80106', held.build);
    held.finish(answer('b'));
    expect((await other).etag).toBe('"b"');
    expect(held.builds).toBe(2);
  });

  it('keeps no failed build: those waiting get the failure, the next request builds anew', async () => {
    const cache = new MicroCache(1000);
    let builds = 0;
    const failing = () => {
      builds += 1;
      return Promise.reject(new Error('database gone'));
    };
    const both = [cache.share('/api/events', failing), cache.share('/api/events', failing)];
    for (const waiting of both) await expect(waiting).rejects.toThrow('database gone');
    expect(builds).toBe(1);
    const rebuilt = await cache.share('/api/events', async () => answer('c'));
    expect(rebuilt.etag).toBe('"c"');
  });

  it('answers a page that just expired at once, while one request builds it anew', async () => {
    const cache = new MicroCache(1000);
    const start = Date.now();
    await cache.share('/api/events', async () => answer('old'), start);
    const held = heldBuild();
    const expired = start + 1500;
    const during = await Promise.all(
      Array.from({ length: 10 }, () => cache.share('/api/events', held.build, expired)),
    );
    expect(during.map((kept) => kept.etag)).toEqual(Array(10).fill('"old"'));
    expect(held.builds).toBe(1);
    held.finish(answer('new'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.share('/api/events', held.build)).etag).toBe('"new"');
    expect(held.builds).toBe(1);
  });

  it('makes a request wait for a page expired longer than a lifetime ago', async () => {
    const cache = new MicroCache(1000);
    const start = Date.now();
    await cache.share('/api/events', async () => answer('old'), start);
    const late = await cache.share('/api/events', async () => answer('new'), start + 3000);
    expect(late.etag).toBe('"new"');
  });
});
