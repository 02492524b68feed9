import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/host-event', '/host-event'],
    ['/analytics?period=90d', '/analytics?period=90d'],
    ['/events/12#rsvp', '/events/12#rsvp'],
    ['/edit-church/4', '/edit-church/4'],
  ])('keeps the own page %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'host-event'],
    ['the login page itself', '/login?redirect=/login'],
    ['a server endpoint', '/api/logout'],
    ['nothing', ''],
    ['a number', 42],
    ['undefined', undefined],
  ])('drops %s', (_what, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
