import { describe, expect, it } from 'vitest';
import { formatOffset, offsetTransitions, vtimezoneLines } from './vtimezone.js';

const section = (lines: string[], kind: string) => {
  const start = lines.indexOf(`BEGIN:${kind}`);
  return start < 0 ? [] : lines.slice(start, lines.indexOf(`END:${kind}`, start) + 1);
};

describe('offsetTransitions', () => {
  it('finds the two US changes of 2026 to the second', () => {
    const changes = offsetTransitions(
      'America/Chicago',
      Date.UTC(2026, 0, 1),
      Date.UTC(2027, 0, 1),
    );
    expect(changes.map((c) => new Date(c.at).toISOString())).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
    expect(
      offsetTransitions('Pacific/Honolulu', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)),
    ).toEqual([]);
  });
});

describe('formatOffset', () => {
  it('writes ±HHMM, with seconds only when there are some', () => {
    expect(formatOffset(-5 * 3_600_000)).toBe('-0500');
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(5.5 * 3_600_000)).toBe('+0530');
    expect(formatOffset(-(4 * 3600 + 56 * 60 + 2) * 1000)).toBe('-045602');
  });
});

describe('vtimezoneLines', () => {
  it('writes a last-Sunday rule as BYDAY=-1SU', () => {
    const lines = vtimezoneLines('Europe/London', 2026, 2026, new Date('2026-06-01T00:00:00Z'));
    expect(section(lines, 'DAYLIGHT')).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(section(lines, 'STANDARD')).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    expect(section(lines, 'DAYLIGHT')).toContain('DTSTART:20250330T010000');
  });

  it('lists the dates when the rule changed inside the years covered (US 2007)', () => {
    const lines = vtimezoneLines('America/New_York', 2006, 2008, new Date('2006-06-01T12:00:00Z'));
    const daylight = section(lines, 'DAYLIGHT');
    expect(daylight).toContain('DTSTART:20050403T020000');
    expect(daylight).toContain(
      'RDATE:20060402T020000,20070311T020000,20080309T020000,20090308T020000',
    );
    expect(daylight.some((line) => line.startsWith('RRULE'))).toBe(false);
  });

  it('ends a rule with UNTIL when DST was abolished (Brazil, 2019)', () => {
    const lines = vtimezoneLines('America/Sao_Paulo', 2019, 2019, new Date('2019-01-10T12:00:00Z'));
    expect(section(lines, 'STANDARD')).toContain(
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYDAY=3SU;UNTIL=20190217T020000Z',
    );
    const daylight = section(lines, 'DAYLIGHT');
    expect(daylight).toContain('DTSTART:20181104T000000');
    expect(daylight.some((line) => /^(RRULE|RDATE)/.test(line))).toBe(false);
  });

  it('adds the offset in force when the only change comes after the event (Pyongyang, 2018)', () => {
    const lines = vtimezoneLines('Asia/Pyongyang', 2018, 2018, new Date('2018-01-10T00:00:00Z'));
    expect(lines.filter((line) => line === 'BEGIN:STANDARD')).toHaveLength(2);
    expect(lines).toContain('TZOFFSETTO:+0830');
    expect(lines).toContain('TZOFFSETTO:+0900');
    expect(lines).not.toContain('BEGIN:DAYLIGHT');
    // Abbreviations that are only offsets ('GMT+9') are left out.
    expect(lines.some((line) => line.startsWith('TZNAME:'))).toBe(false);
  });
});
