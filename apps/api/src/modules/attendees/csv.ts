import { fileSlug } from '@huddle/domain';

/**
 * RFC 4180 CSV that a spreadsheet opens without running anything: a cell that starts with
 * = + - @, a tab or a carriage return could be read as a formula (OWASP "CSV injection"), so it
 * gets a leading apostrophe, which spreadsheets show as text. Attendees type their own names and
 * requests, so every cell is treated this way.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value;
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte-order mark that makes Excel read the file as UTF-8 (names with accents). */
export const CSV_BOM = '\uFEFF';

/** A file name from an event title: 'Super Bowl Party' → 'super-bowl-party-attendees.csv'. */
export function attendeesFileName(title: string, date?: string): string {
  // The date is a validated YYYY-MM-DD: safe in a file name as it is.
  return `${fileSlug(title)}${date ? `-${date}` : ''}-attendees.csv`;
}
