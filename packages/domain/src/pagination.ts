/**
 * Keyset pagination (ARCHITECTURE: lists never use OFFSET): the cursor is the (datetime, id) of
 * the last row sent, made opaque so clients do not build it by hand.
 */
export type EventCursor = { datetime: Date; id: number };

/** The largest id a serial column holds (2^31 − 1). */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * A page of a list when the client asks for no size. The event list's 12 cards fill its grid at 1,
 * 2, 3 or 4 columns, and the next 12 come with 'Load more'. Every event on a page costs the server
 * its row, its church and its church's event count, validation and serialization: 12 instead of
 * 24 cuts the list's CPU per request by a quarter to a third (docs/benchmarks.md).
 */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
}

export function encodeEventCursor(cursor: EventCursor): string {
  return toBase64Url(`${cursor.datetime.toISOString()}|${cursor.id}`);
}

/** The cursor's position, or null for anything this code did not make. */
export function decodeEventCursor(cursor: string): EventCursor | null {
  try {
    const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/.exec(
      fromBase64Url(cursor),
    );
    if (!match) return null;
    const datetime = new Date(match[1]!);
    const id = Number(match[2]);
    // Only what a page could have ended on: a serial id, a date the database can hold.
    const valid = !Number.isNaN(datetime.getTime()) && id >= 1 && id <= MAX_SERIAL_ID;
    return valid ? { datetime, id } : null;
  } catch {
    return null;
  }
}
