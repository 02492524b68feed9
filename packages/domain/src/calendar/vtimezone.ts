import { offsetMs } from '../time.js';

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) derived from the platform's Intl data, so that DTSTART;TZID and
 * the RRULE expand to the right wall-clock time in any client, including those that use the
 * definition in the file rather than their own copy of the IANA database.
 *
 * The offset changes in the years the event spans (plus one either side) are found by sampling
 * and bisection. Changes that fall on the same "nth (or last) weekday of a month at a time" every
 * year become one observance with a yearly RRULE, as published calendars write them; any other
 * pattern is written out as explicit RDATEs.
 */

const DAY_MS = 86_400_000;
const STEP_MS = 7 * DAY_MS;
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

type Transition = { at: number; from: number; to: number };

/** Offset changes in [fromMs, toMs); assumes at most one per week, true of every real zone. */
export function offsetTransitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let t = fromMs;
  let offset = offsetMs(new Date(t), timeZone);
  while (t < toMs) {
    const next = Math.min(t + STEP_MS, toMs);
    const nextOffset = offsetMs(new Date(next), timeZone);
    if (nextOffset !== offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (offsetMs(new Date(mid), timeZone) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: nextOffset });
    }
    t = next;
    offset = nextOffset;
  }
  return found;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** '-0500', or '-045602' for an offset with seconds. */
export function formatOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.abs(ms) / 1000;
  const seconds = total % 60;
  const hhmm = `${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}`;
  return `${sign}${hhmm}${seconds ? pad(seconds) : ''}`;
}

/** 'YYYYMMDDTHHMMSS' of a UTC-shifted millisecond value (the wall clock it stands for). */
function floating(ms: number): string {
  const d = new Date(ms);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/** When and how a change happens, in the wall-clock time before it (RFC 5545 DTSTART rule). */
function describe(transition: Transition) {
  const local = new Date(transition.at + transition.from);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    year,
    month,
    weekday: local.getUTCDay(),
    nth: Math.ceil(day / 7),
    last: day + 7 > daysInMonth,
    time: floating(transition.at + transition.from).slice(9),
    onset: floating(transition.at + transition.from),
  };
}

function abbreviation(timeZone: string, at: number): string | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : null;
}

/** The yearly RRULE a group of changes follows, or null when it follows none. */
function yearlyRule(group: Transition[], lastYear: number): string | null {
  const all = group.map(describe);
  const first = all[0]!;
  const sameShape = all.every(
    (d, i) =>
      d.month === first.month &&
      d.weekday === first.weekday &&
      d.time === first.time &&
      d.year === first.year + i,
  );
  if (group.length < 2 || !sameShape) return null;
  const byNth = all.every((d) => d.nth === first.nth) && first.nth < 5;
  const byLast = all.every((d) => d.last);
  if (!byNth && !byLast) return null;
  const ordinal = byNth ? String(first.nth) : '-1';
  const rule = `FREQ=YEARLY;BYMONTH=${first.month};BYDAY=${ordinal}${BYDAY[first.weekday]}`;
  // A rule that stopped before the window's last year (DST abolished) must say so.
  const last = all.at(-1)!;
  const stop = group.at(-1)!.at;
  return last.year < lastYear ? `${rule};UNTIL=${floating(stop)}Z` : rule;
}

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  timeZone: string,
  group: Transition[],
  lastYear: number,
): string[] {
  const first = group[0]!;
  const lines = [
    `BEGIN:${kind}`,
    `DTSTART:${describe(first).onset}`,
    `TZOFFSETFROM:${formatOffset(first.from)}`,
    `TZOFFSETTO:${formatOffset(first.to)}`,
  ];
  const rule = yearlyRule(group, lastYear);
  if (rule) lines.push(`RRULE:${rule}`);
  else if (group.length > 1) {
    lines.push(
      `RDATE:${group
        .slice(1)
        .map((t) => describe(t).onset)
        .join(',')}`,
    );
  }
  const name = abbreviation(timeZone, first.at);
  if (name) lines.push(`TZNAME:${name}`);
  lines.push(`END:${kind}`);
  return lines;
}

/**
 * The VTIMEZONE lines for `timeZone` covering the local years `firstYear` to `lastYear`.
 * `eventStart` decides whether an observance before the first change is needed.
 */
export function vtimezoneLines(
  timeZone: string,
  firstYear: number,
  lastYear: number,
  eventStart: Date,
): string[] {
  const windowStart = Date.UTC(firstYear - 1, 0, 1);
  const windowEnd = Date.UTC(lastYear + 2, 0, 1);
  const transitions = offsetTransitions(timeZone, windowStart, windowEnd);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0 || transitions[0]!.at > eventStart.getTime()) {
    const offset = formatOffset(offsetMs(new Date(windowStart), timeZone));
    const name = abbreviation(timeZone, windowStart);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      ...(name ? [`TZNAME:${name}`] : []),
      'END:STANDARD',
    );
  }
  const groups = new Map<string, Transition[]>();
  for (const t of transitions) {
    const key = `${t.from}|${t.to}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const group of groups.values()) {
    const { from, to } = group[0]!;
    // Daylight is the raised half of a change that also goes back; a one-way change is standard.
    const kind = to > from && groups.has(`${to}|${from}`) ? 'DAYLIGHT' : 'STANDARD';
    lines.push(...observance(kind, timeZone, group, lastYear + 1));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
