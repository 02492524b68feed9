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
 * 24 cuts the list's CPU per request by a quarter to a third (docs/adr/0016-keyset-lists-of-twelve.md).
 */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** UTF-8 text → base64url (btoa alone takes only Latin-1, and church names need not be). */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url → UTF-8 text; throws on anything that is not both. */
function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
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

/**
 * Keyset position of a list ordered by a timestamp, then id: the support board by creation time
 * (newest first). The same encoding as the event cursor, under a name that says what it holds.
 */
export type TimeCursor = { at: Date; id: number };

export function encodeTimeCursor(cursor: TimeCursor): string {
  return encodeEventCursor({ datetime: cursor.at, id: cursor.id });
}

export function decodeTimeCursor(cursor: string): TimeCursor | null {
  const decoded = decodeEventCursor(cursor);
  return decoded && { at: decoded.datetime, id: decoded.id };
}

/** Keyset position of the church directory, ordered by name, then id. */
export type NameCursor = { name: string; id: number };

/** The longest cursor a name cursor can be: a 120-character name of 4-byte characters, encoded. */
export const MAX_NAME_CURSOR_LENGTH = 700;

export function encodeNameCursor(cursor: NameCursor): string {
  return toBase64Url(`${cursor.id}|${cursor.name}`);
}

export function decodeNameCursor(cursor: string): NameCursor | null {
  try {
    // No NUL: PostgreSQL text cannot hold one, so a name with it would fail the query.
    const match = /^(\d{1,10})\|([^\0]*)$/.exec(fromBase64Url(cursor));
    if (!match) return null;
    const id = Number(match[1]);
    return id >= 1 && id <= MAX_SERIAL_ID ? { id, name: match[2]! } : null;
  } catch {
    return null;
  }
}
