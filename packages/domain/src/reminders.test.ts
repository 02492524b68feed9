import { describe, expect, it } from 'vitest';
import { dueReminder } from './reminders.js';

const startsAt = new Date('2026-12-13T18:00:00Z');
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);
const made = hoursBefore(24 * 7);

describe('dueReminder', () => {
  it('is the day reminder from a day before, then the two-hour one', () => {
    expect(dueReminder({ startsAt, createdAt: made, sent: [] }, hoursBefore(25))).toBeUndefined();
    expect(dueReminder({ startsAt, createdAt: made, sent: [] }, hoursBefore(23))).toBe('day');
    expect(dueReminder({ startsAt, createdAt: made, sent: ['day'] }, hoursBefore(23))).toBe(
      undefined,
    );
    expect(dueReminder({ startsAt, createdAt: made, sent: ['day'] }, hoursBefore(1.5))).toBe(
      'hours',
    );
  });

  it('sends nothing twice, and nothing once the date has started', () => {
    const sent = ['day', 'hours'];
    expect(dueReminder({ startsAt, createdAt: made, sent }, hoursBefore(1))).toBeUndefined();
    expect(dueReminder({ startsAt, createdAt: made, sent: [] }, startsAt)).toBeUndefined();
  });

  it('gives an RSVP made inside a window only the reminders still ahead', () => {
    const late = hoursBefore(10);
    expect(dueReminder({ startsAt, createdAt: late, sent: [] }, hoursBefore(9))).toBeUndefined();
    expect(dueReminder({ startsAt, createdAt: late, sent: [] }, hoursBefore(2))).toBe('hours');
    const lastMinute = hoursBefore(1);
    expect(dueReminder({ startsAt, createdAt: lastMinute, sent: [] }, hoursBefore(0.5))).toBe(
      undefined,
    );
  });

  it('skips a day reminder that a pause let slip into the last two hours', () => {
    expect(dueReminder({ startsAt, createdAt: made, sent: [] }, hoursBefore(1))).toBe('hours');
  });
});
