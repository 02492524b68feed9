import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEventCursor, encodeEventCursor } from './pagination.js';

describe('event cursors', () => {
  it('round-trip (datetime, id) through an opaque URL-safe text (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (datetime, id) => {
          const cursor = encodeEventCursor({ datetime, id });
          expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeEventCursor(cursor)).toEqual({ datetime, id });
        },
      ),
    );
  });

  it('refuses anything it did not make', () => {
    expect(decodeEventCursor('')).toBeNull();
    expect(decodeEventCursor('%%%')).toBeNull();
    expect(decodeEventCursor(btoa('2026-01-01T00:00:00.000Z|0'))).toBeNull();
    expect(decodeEventCursor(btoa('yesterday|4'))).toBeNull();
    expect(decodeEventCursor(btoa('2026-13-45T00:00:00.000Z|4'))).toBeNull();
    // An id past what a serial column holds would overflow the query's integer parameter.
    expect(decodeEventCursor(btoa('2026-01-01T00:00:00.000Z|2147483648'))).toBeNull();
    expect(decodeEventCursor(btoa('2026-01-01T00:00:00.000Z|9999999999'))).toBeNull();
  });
});
