import { localToInstant } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import { type EventWithChurchRow, toEvent } from './event.schemas.js';

/** Sundays at noon in Chicago from March 2, 2031, as the list reads them, with seats per date. */
function sundays(seatsByDate: Record<string, number>): EventWithChurchRow {
  return {
    id: 41,
    title: 'Sunday Watch Party',
    description: 'Every Sunday.',
    sport: 'NFL',
    game_details: 'Noon kickoff',
    datetime: localToInstant('2031-03-02', '12:00', 'America/Chicago'),
    timezone: 'America/Chicago',
    church_id: 3,
    max_attendees: 10,
    current_attendees: 9,
    food_provided: false,
    age_group: 'all',
    is_active: true,
    image_url: null,
    is_recurring: true,
    recurrence_pattern: 'weekly',
    recurrence_end_date: null,
    recurrence_days_of_week: ['sunday'],
    recurrence_exceptions: [],
    created_at: new Date('2031-01-01T00:00:00Z'),
    calendar_sequence: 0,
    church_name: 'Grace Chapel',
    church_description: 'A church.',
    church_address: '1 Main St',
    church_city: 'Austin',
    church_state: 'TX',
    church_zip_code: '78701',
    church_phone: '(512) 555-0100',
    church_email: 'office@grace.example.org',
    church_website: null,
    church_denomination: null,
    church_capacity: 100,
    church_amenities: [],
    church_image_url: null,
    church_created_at: new Date('2030-01-01T00:00:00Z'),
    church_event_count: 1,
    seats_by_date: seatsByDate,
    queue_by_date: null,
    reminders_enabled: true,
    rsvp_count: null,
    rsvps_by_date: null,
    distance_miles: null,
  };
}

describe('toEvent', () => {
  it("shows a series' next date, and moves on to the one after once that date is over", () => {
    const row = sundays({ '2031-03-02': 6, '2031-03-09': 2 });
    const before = toEvent(row, null, localToInstant('2031-03-02', '14:00', 'America/Chicago'), 1);
    expect(before.occurrences).toEqual([
      { date: '2031-03-02', currentAttendees: 6, spotsLeft: 4, waitingCount: 0 },
    ]);
    expect(before).toMatchObject({ currentAttendees: 6, spotsLeft: 4, waitingCount: 0 });
    // Three hours after noon the first Sunday is over, though its dates were just worked out.
    const after = toEvent(row, null, localToInstant('2031-03-02', '15:00', 'America/Chicago'), 1);
    expect(after.occurrences).toEqual([
      { date: '2031-03-09', currentAttendees: 2, spotsLeft: 8, waitingCount: 0 },
    ]);
    expect(after).toMatchObject({ currentAttendees: 2, spotsLeft: 8, waitingCount: 0 });
  });
});
