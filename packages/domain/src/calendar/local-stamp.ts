import { zonedParts } from '../time.js';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * 'YYYYMMDDTHHMMSS', the wall-clock time of `instant` in `timeZone`: a TZID property of the .ics,
 * and Google's `dates` read in its `ctz` zone.
 */
export function localStamp(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}
