import { describe, expect, it } from 'vitest';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  supportOfferFilter,
  supportOfferInput,
  supportRequestFilter,
  supportRequestInput,
} from './support.js';

const offer = {
  title: 'Folding chairs to lend',
  description: 'Sixty chairs for your next watch party',
  supportType: ['food', 'equipment', 'food'],
  availability: 'weekends',
  contactEmail: 'deacons@grace.org',
};

describe('support offers and requests', () => {
  it('require a title, description, at least one type, availability and contact email', () => {
    expect(
      fieldErrors(supportOfferInput, {
        title: '',
        description: '',
        supportType: [],
        contactEmail: '',
      }),
    ).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      supportType: 'Choose at least one type of support',
      availability: 'Choose when you are available',
      contactEmail: 'Contact email is required',
    });
    expect(fieldErrors(supportRequestInput, { ...offer, availability: undefined })).toEqual({
      urgency: 'Choose an urgency',
    });
  });

  it('keep each type once, in list order; the phone is optional', () => {
    expect(parseOk(supportOfferInput, offer)).toEqual({
      ...offer,
      supportType: ['equipment', 'food'],
      contactPhone: undefined,
    });
    expect(
      parseOk(supportRequestInput, { ...offer, urgency: 'high', contactPhone: '512 555 1234' }),
    ).toMatchObject({
      urgency: 'high',
      contactPhone: '(512) 555-1234',
    });
    expect(fieldErrors(supportOfferInput, { ...offer, supportType: ['money'] })).toEqual({
      'supportType.0': 'Choose at least one type of support',
    });
  });

  it("filter lists by type, availability or urgency; blank and 'all' mean no filter", () => {
    expect(parseOk(supportOfferFilter, {})).toEqual({
      supportType: undefined,
      availability: undefined,
    });
    expect(parseOk(supportOfferFilter, { supportType: 'all', availability: '' })).toEqual({
      supportType: undefined,
      availability: undefined,
    });
    expect(parseOk(supportRequestFilter, { supportType: 'food', urgency: 'low' })).toEqual({
      supportType: 'food',
      urgency: 'low',
    });
    expect(supportRequestFilter.safeParse({ urgency: 'urgent' }).success).toBe(false);
  });
});
