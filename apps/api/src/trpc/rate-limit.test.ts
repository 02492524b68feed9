import { describe, expect, it } from 'vitest';
import { AttemptCounter } from './rate-limit.js';

const rule = { max: 3, windowMs: 60_000 };

describe('AttemptCounter', () => {
  it('allows max attempts per window, then refuses until the window ends', () => {
    const counter = new AttemptCounter();
    const results = [0, 1, 2, 3, 4].map((i) => counter.tryTake('login:1.2.3.4', rule, 1000 + i));
    expect(results).toEqual([true, true, true, false, false]);
    expect(counter.tryTake('login:1.2.3.4', rule, 1000 + 59_999)).toBe(false);
    expect(counter.tryTake('login:1.2.3.4', rule, 1000 + 60_000)).toBe(true);
  });

  it('counts each key on its own', () => {
    const counter = new AttemptCounter();
    for (let i = 0; i < 3; i += 1) counter.tryTake('login:a', rule, 0);
    expect(counter.tryTake('login:a', rule, 0)).toBe(false);
    expect(counter.tryTake('login:b', rule, 0)).toBe(true);
    expect(counter.tryTake('register:a', rule, 0)).toBe(true);
  });

  it('stays within its size: finished windows go first, then the oldest', () => {
    const counter = new AttemptCounter(2);
    for (let i = 0; i < 3; i += 1) counter.tryTake('old', rule, 0);
    counter.tryTake('other', rule, 0);
    // 'old' is full; a third key evicts the oldest entry ('old') to make room.
    counter.tryTake('third', rule, 1);
    expect(counter.tryTake('old', rule, 2)).toBe(true);
  });
});
