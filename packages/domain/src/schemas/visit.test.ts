import { describe, expect, it } from 'vitest';
import { visitInput } from './visit.js';

const messages = (value: unknown) =>
  visitInput.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('visitInput (POST /api/visits)', () => {
  it('takes the three kinds of view', () => {
    expect(
      visitInput.parse({ type: 'pageview', path: '/events/7', referrer: 'https://t.co/x' }),
    ).toEqual({ type: 'pageview', path: '/events/7', referrer: 'https://t.co/x' });
    expect(visitInput.parse({ type: 'event', eventId: '7' })).toEqual({
      type: 'event',
      eventId: 7,
    });
    expect(visitInput.parse({ type: 'church', churchId: 3 })).toEqual({
      type: 'church',
      churchId: 3,
    });
  });

  it('names what is wrong', () => {
    expect(messages({ type: 'visit' })).toEqual(["type must be 'pageview', 'event' or 'church'"]);
    expect(messages({ type: 'pageview', path: 'https://evil.example/' })).toEqual([
      "path must start with '/'",
    ]);
    expect(messages({ type: 'pageview', path: '//evil.example/' })).toEqual([
      "path must start with '/'",
    ]);
    expect(messages({ type: 'event', eventId: 2 ** 31 })).toEqual(['eventId must be a valid id']);
    expect(messages({ type: 'church', churchId: 0 })).toEqual(['churchId must be a valid id']);
  });
});
