import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path.js';

describe('isApiPath', () => {
  it.each([
    '/api',
    '/api?x=1',
    '/api/events',
    '/api/events/1?a=b',
    '/trpc',
    '/trpc/events.list?input=%7B%7D',
  ])('%s is the API', (url) => expect(isApiPath(url)).toBe(true));

  it.each(['/', '/apis', '/api-docs', '/trpcx/a', '/events?from=/api/', '/assets/api.js'])(
    '%s is a page or a file',
    (url) => expect(isApiPath(url)).toBe(false),
  );
});
