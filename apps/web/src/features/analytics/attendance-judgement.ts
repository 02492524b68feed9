import {
  type AttendanceRateLevel,
  attendanceRateLevel,
  instantToLocal,
  localToInstant,
} from '@huddle/domain';

/**
 * How the seats taken of an event (or of one date of a series) read. Spec §9's green, amber and
 * red judge how well an event filled; an event weeks away with 3% of its seats taken has not
 * filled badly, it has not happened yet. So only what has taken place is judged; what is still to
 * come is counted and shown without a verdict.
 */
export type AttendanceJudgement = AttendanceRateLevel | 'upcoming';

export function judgeAttendance(rate: number, upcoming: boolean): AttendanceJudgement {
  return upcoming ? 'upcoming' : attendanceRateLevel(rate);
}

type Series = { datetime: Date; timezone: string };

/** Whether one date of a series ('YYYY-MM-DD') is still to start, at the series' own time. */
export function isDateUpcoming(series: Series, date: string, now: Date): boolean {
  const { time } = instantToLocal(series.datetime, series.timezone);
  return localToInstant(date, time, series.timezone) > now;
}
