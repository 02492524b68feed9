import { describe, expect, it } from 'vitest';
import { parseEventId } from './event-page-params';

describe('parseEventId', () => {
  it('reads a positive whole number', () => {
    expect(parseEventId('12')).toBe(12);
    expect(parseEventId('2147483647')).toBe(2_147_483_647);
  });

  it.each(['0', '-3', '1.5', 'abc', '', '012', ' 12', '1e3', '2147483648', '99999999999'])(
    'refuses %j',
    (raw) => {
      expect(parseEventId(raw)).toBeNull();
    },
  );
});
