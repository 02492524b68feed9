import { SUPPORT_AVAILABILITY, SUPPORT_TYPES, SUPPORT_URGENCY } from '@huddle/domain';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_AVAILABILITY,
  SEARCH_SUPPORT_TYPES,
  SEARCH_URGENCY,
  validateSportsMissionSearch,
} from './sports-mission-search';

describe('validateSportsMissionSearch', () => {
  it('keeps the tab and the filters the API knows, and drops the rest', () => {
    expect(
      validateSportsMissionSearch({ tab: 'requests', supportType: 'food', urgency: 'high' }),
    ).toEqual({ tab: 'requests', supportType: 'food', availability: undefined, urgency: 'high' });
    expect(
      validateSportsMissionSearch({ tab: 'x', supportType: 'money', availability: 'sometimes' }),
    ).toEqual({
      tab: undefined,
      supportType: undefined,
      availability: undefined,
      urgency: undefined,
    });
  });

  it("reads 'anytime' as no availability filter: such offers match every filter", () => {
    expect(validateSportsMissionSearch({ availability: 'anytime' }).availability).toBeUndefined();
    expect(validateSportsMissionSearch({ availability: 'weekends' }).availability).toBe('weekends');
  });

  it("repeats the domain's lists exactly", () => {
    expect(SEARCH_SUPPORT_TYPES).toEqual(SUPPORT_TYPES);
    expect(SEARCH_AVAILABILITY).toEqual(SUPPORT_AVAILABILITY);
    expect(SEARCH_URGENCY).toEqual(SUPPORT_URGENCY);
  });
});
