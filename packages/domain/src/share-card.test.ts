import { describe, expect, it } from 'vitest';
import { eventShareCard } from './share-card.js';
import { localToInstant } from './time.js';

const church = { name: 'Grace Chapel', city: 'Austin', state: 'TX' };

describe('eventShareCard', () => {
  it('says when in the event’s own zone, where, and who hosts', () => {
    const card = eventShareCard({
      title: 'Chiefs at Bills',
      sport: 'NFL',
      datetime: localToInstant('2026-12-06', '19:20', 'America/Chicago'),
      timezone: 'America/Chicago',
      church,
      occurrences: [{ date: '2026-12-06' }],
    });
    expect(card).toEqual({
      art: 'football',
      title: 'Chiefs at Bills',
      church: 'Grace Chapel',
      place: 'Austin, TX',
      when: 'Sun, Dec 6, 2026 · 7:20 PM Central',
      badge: 'Free · RSVP',
    });
  });

  it('shows a series at its next open date, not its first', () => {
    const card = eventShareCard({
      title: 'Sunday Football Fellowship',
      sport: 'Soccer',
      datetime: localToInstant('2026-09-06', '12:00', 'America/New_York'),
      timezone: 'America/New_York',
      church,
      occurrences: [{ date: '2026-12-13' }, { date: '2026-12-20' }],
    });
    expect(card.when).toBe('Sun, Dec 13, 2026 · 12:00 PM Eastern');
    expect(card.art).toBe('soccer');
  });
});
