import { describe, expect, it } from 'vitest';
import { isoString } from './iso-date.js';

describe('isoString', () => {
  it.each([
    ['the epoch', 0],
    ['a millisecond before it', -1],
    ['the first instant of year 0', -62_167_219_200_000],
    ['the last instant of year 9999', 253_402_300_799_999],
    ['a leap day', Date.UTC(2028, 1, 29, 23, 59, 59, 999)],
    ['the day after a leap day', Date.UTC(2028, 2, 1)],
    ['a century without a leap day', Date.UTC(2100, 1, 28, 12)],
    ['the 400-year leap day', Date.UTC(2000, 1, 29, 6, 7, 8, 9)],
    ['year 1', Date.parse('0001-01-01T00:00:00.000Z')],
  ])('writes what toISOString writes: %s', (_name, ms) => {
    const date = new Date(ms);
    expect(isoString(date)).toBe(date.toISOString());
  });

  it('agrees with toISOString over the whole range of four-digit years', () => {
    let seed = 42;
    const random = () => {
      // A fixed sequence (mulberry32), so a failure can be replayed.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    for (let i = 0; i < 20_000; i += 1) {
      const date = new Date(-62_167_219_200_000 + Math.floor(random() * 315_569_520_000_000));
      expect(isoString(date)).toBe(date.toISOString());
    }
  });

  it('leaves six-digit years to V8 and refuses an invalid date as V8 does', () => {
    const far = new Date(Date.UTC(10_000, 0, 1));
    expect(isoString(far)).toBe('+010000-01-01T00:00:00.000Z');
    expect(isoString(new Date(Date.UTC(-1, 0, 1)))).toBe('-000001-01-01T00:00:00.000Z');
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
