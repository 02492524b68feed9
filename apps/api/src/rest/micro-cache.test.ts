import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.js';

const answer = (text: string) => ({ payload: text, etag: `"${text}"`, headers: {} });

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
});
