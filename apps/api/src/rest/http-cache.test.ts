import { describe, expect, it } from 'vitest';
import { cacheControl, etagOf, isAnonymous, matchesIfNoneMatch } from './http-cache.js';

describe('matchesIfNoneMatch', () => {
  const etag = etagOf('[{"id":1}]');

  it('matches the tag, in a list, weakened by a proxy, or *', () => {
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another body, a missing header or a bare value', () => {
    expect(matchesIfNoneMatch(etagOf('[{"id":2}]'), etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch(etag.slice(1, -1), etag)).toBe(false);
  });
});

describe('who may share a cached answer', () => {
  it('is anonymous only without cookie and Authorization', () => {
    expect(isAnonymous({})).toBe(true);
    expect(isAnonymous({ cookie: 'huddle.sid=x' })).toBe(false);
    expect(isAnonymous({ authorization: 'Bearer x' })).toBe(false);
  });

  it('is public for anonymous requests, private otherwise', () => {
    const policy = { browser: 15, shared: 30, stale: 30 };
    expect(cacheControl(policy, true)).toBe(
      'public, max-age=15, s-maxage=30, stale-while-revalidate=30',
    );
    expect(cacheControl(policy, false)).toBe('private, no-cache');
  });
});
