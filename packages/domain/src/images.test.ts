import { describe, expect, it } from 'vitest';
import { CHURCH_EVENT_TYPES, SPORTS } from './constants/sports.js';
import { eventIllustrationUrl } from './images.js';

describe('eventIllustrationUrl', () => {
  it('gives a league the picture of its base sport', () => {
    expect(eventIllustrationUrl('NFL')).toBe(eventIllustrationUrl('Football'));
    expect(eventIllustrationUrl('College Basketball')).toBe('/images/events/basketball.svg');
  });

  it('falls back to the generic picture for Other and unknown values', () => {
    expect(eventIllustrationUrl('Other')).toBe('/images/events/generic.svg');
    expect(eventIllustrationUrl('Curling')).toBe('/images/events/generic.svg');
  });

  it('has a picture path for every offered sport and event type', () => {
    for (const sport of [...SPORTS, ...CHURCH_EVENT_TYPES]) {
      expect(eventIllustrationUrl(sport)).toMatch(/^\/images\/events\/[a-z-]+\.svg$/);
    }
  });
});
