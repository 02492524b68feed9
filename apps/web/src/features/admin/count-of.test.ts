import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'event')).toBe('1 event');
    expect(countOf(0, 'event')).toBe('0 events');
    expect(countOf(1204, 'attendee')).toBe('1,204 attendees');
    expect(countOf(1, 'RSVP')).toBe('1 RSVP');
    expect(countOf(2, 'engagement point')).toBe('2 engagement points');
  });
});
