import { describe, expect, it } from 'vitest';
import {
  guestsMaxMessage,
  maxBelowAttendeesMessage,
  messages,
  tooLongMessage,
} from './messages.js';

describe('messages', () => {
  it("carries the spec's exact texts", () => {
    expect(messages.passwordTooShort).toBe('Password must be at least 6 characters long.');
    expect(messages.passwordsDoNotMatch).toBe('Passwords do not match. Please try again.');
    expect(messages.adminPasswordTooShort).toBe('Password must be at least 6 characters');
    expect(messages.invalidEmail).toBe('Please enter a valid email address');
    expect(messages.nameTooShort).toBe('Name must be at least 2 characters');
    expect(messages.subjectTooShort).toBe('Subject must be at least 5 characters');
    expect(messages.messageTooShort).toBe('Message must be at least 20 characters');
    expect(messages.churchRequired).toBe('Church Required');
    expect(messages.maxAttendeesRange).toBe(
      'Max attendees must be a whole number from 1 to 100,000',
    );
  });

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
