import { describe, expect, it } from 'vitest';
import { fairShare } from './fair-share.js';

const none = { parties: 0, people: 0 };

describe('fairShare', () => {
  it('lets five families from one address in without friction', () => {
    let held = none;
    for (let family = 0; family < 5; family++) {
      expect(fairShare(held, 6, 100)).toBe('free');
      held = { parties: held.parties + 1, people: held.people + 6 };
    }
    // A sixth party from the same address proves it is a person.
    expect(fairShare(held, 2, 100)).toBe('proof');
  });

  it('asks for proof past a quarter of a large date, and refuses past half of it', () => {
    expect(fairShare({ parties: 2, people: 240 }, 10, 1000)).toBe('free');
    expect(fairShare({ parties: 2, people: 250 }, 10, 1000)).toBe('proof');
    expect(fairShare({ parties: 9, people: 495 }, 10, 1000)).toBe('refused');
  });

  it('never lets one address take a 100-seat date: ten parties of ten stop at half', () => {
    const answers = [];
    let held = none;
    for (let party = 0; party < 10; party++) {
      const answer = fairShare(held, 10, 100);
      answers.push(answer);
      if (answer !== 'refused') held = { parties: held.parties + 1, people: held.people + 10 };
    }
    expect(answers).toEqual([
      'free',
      'free',
      'free',
      'proof',
      'proof',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
  });
});
