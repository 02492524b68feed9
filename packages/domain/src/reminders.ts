/*
 * When attendees are reminded (docs/adr/0077-reminders.md): a day before their date and two hours
 * before it, each once. Pure: the job applies it to the RSVPs of the next day.
 */

const HOUR = 3_600_000;

export const REMINDERS = [
  { kind: 'day', beforeMs: 24 * HOUR },
  { kind: 'hours', beforeMs: 2 * HOUR },
] as const;

export type ReminderKind = (typeof REMINDERS)[number]['kind'];

/**
 * The reminder an RSVP is due now, if any: the latest whose time has come before the start, that
 * was not sent, and whose time came after the RSVP was made (an RSVP made inside a window gets
 * only the reminders still ahead). A day reminder that a pause let pass into the last two hours
 * is not sent: the two-hour one says it better.
 */
export function dueReminder(
  rsvp: { startsAt: Date; createdAt: Date; sent: readonly string[] },
  now: Date,
): ReminderKind | undefined {
  if (now >= rsvp.startsAt) return undefined;
  let due: ReminderKind | undefined;
  for (const { kind, beforeMs } of REMINDERS) {
    const at = rsvp.startsAt.getTime() - beforeMs;
    if (at <= now.getTime() && at > rsvp.createdAt.getTime()) due = kind;
  }
  return due && !rsvp.sent.includes(due) ? due : undefined;
}
