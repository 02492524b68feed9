import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeEventCursor,
  decodeNameCursor,
  decodeTimeCursor,
  encodeEventCursor,
  encodeNameCursor,
  encodeTimeCursor,
  MAX_NAME_CURSOR_LENGTH,
  MAX_SERIAL_ID,
} from './pagination.js';

/** Any id a serial column can hold. */
const serialIds = fc.integer({ min: 1, max: MAX_SERIAL_ID });

describe('event cursors', () => {
  it('round-trip (datetime, id) through an opaque URL-safe text (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        serialIds,
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

describe('name cursors (the church directory)', () => {
  it('round-trip (name, id) for any name, in URL-safe text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }).filter((name) => !name.includes('\0')),
        serialIds,
        (name, id) => {
          const cursor = encodeNameCursor({ name, id });
          expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
          expect(decodeNameCursor(cursor)).toEqual({ name, id });
        },
      ),
    );
  });

  it('fits the longest church name of 4-byte characters in the cursor bound', () => {
    const cursor = encodeNameCursor({ name: '⛪'.repeat(60) + '𝄞'.repeat(60), id: 2_147_483_647 });
    expect(cursor.length).toBeLessThanOrEqual(MAX_NAME_CURSOR_LENGTH);
  });

  it('refuses anything it did not make: ids out of range, NUL, broken UTF-8', () => {
    expect(decodeNameCursor('')).toBeNull();
    expect(decodeNameCursor('%%%')).toBeNull();
    expect(decodeNameCursor(btoa('0|Grace'))).toBeNull();
    expect(decodeNameCursor(btoa('2147483648|Grace'))).toBeNull();
    expect(decodeNameCursor(btoa('Grace|4'))).toBeNull();
    expect(decodeNameCursor(btoa('4|Gr\0ace'))).toBeNull();
    expect(decodeNameCursor(btoa('4|\xff\xfe'))).toBeNull();
  });
});

describe('time cursors (the support board)', () => {
  it('round-trip (at, id)', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(decodeTimeCursor(encodeTimeCursor({ at, id: 9 }))).toEqual({ at, id: 9 });
    expect(decodeTimeCursor('nonsense')).toBeNull();
  });
});
