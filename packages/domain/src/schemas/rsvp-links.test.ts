import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { rsvpLinksInput } from './rsvp-links.js';

describe('rsvpLinksInput', () => {
  it('takes an e-mail address, trimmed, its case kept', () => {
    expect(rsvpLinksInput.parse({ email: '  Ann.Lee@Example.com ' })).toEqual({
      email: 'Ann.Lee@Example.com',
    });
  });

  it('refuses what the RSVP form refuses, and any other field', () => {
    const refusal = (body: unknown) => {
      const result = rsvpLinksInput.safeParse(body);
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    expect(refusal({})).toBe(messages.emailRequired);
    expect(refusal({ email: '   ' })).toBe(messages.emailRequired);
    expect(refusal({ email: 'not an address' })).toBe(messages.invalidEmail);
    expect(refusal({ email: 'ann\u0000@example.com' })).toBe(messages.invalidEmail);
    expect(refusal({ email: `${'a'.repeat(250)}@example.com` })).toMatch(/Email/);
    expect(refusal({ email: 'ann@example.com', eventId: 4 })).toMatch(/eventId/);
  });
});
