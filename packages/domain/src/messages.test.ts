import { describe, expect, it } from 'vitest';
import { guestsMaxMessage, maxBelowAttendeesMessage, tooLongMessage } from './messages.js';

describe('messages', () => {
  it('words the bounds that depend on numbers', () => {
    expect(guestsMaxMessage(0)).toBe('This event is full');
    expect(guestsMaxMessage(1)).toBe('Only 1 spot is left');
    expect(guestsMaxMessage(4)).toBe('Only 4 spots are left');
    expect(tooLongMessage('Title', 120)).toBe('Title must be at most 120 characters');
    expect(tooLongMessage('Description', 5000)).toBe(
      'Description must be at most 5,000 characters',
    );
    expect(tooLongMessage('Notes', 1_234_567)).toBe('Notes must be at most 1,234,567 characters');
    expect(maxBelowAttendeesMessage(12)).toBe(
      'Max attendees cannot be lower than the 12 already registered',
    );
  });
});
