import { describe, expect, it } from 'vitest';
import { ownerCountsText, peopleCountText, rsvpCountText } from './event-counts';

describe('event counts', () => {
  it('names RSVPs and people apart, singular and plural', () => {
    expect(ownerCountsText(1, 3)).toBe('1 RSVP · 3 people going');
    expect(ownerCountsText(0, 0)).toBe('0 RSVPs · 0 people going');
    expect(ownerCountsText(2, 1)).toBe('2 RSVPs · 1 person going');
    expect(rsvpCountText(12)).toBe('12 RSVPs');
    expect(peopleCountText(1)).toBe('1 person');
  });
});
