import { describe, expect, it } from 'vitest';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  SUPPORT_OFFER_FORM_DEFAULTS,
  SUPPORT_REQUEST_FORM_DEFAULTS,
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
    const firstPage = { cursor: undefined, limit: 12 };
    expect(parseOk(supportOfferFilter, {})).toEqual({
      supportType: undefined,
      availability: undefined,
      ...firstPage,
    });
    expect(parseOk(supportOfferFilter, { supportType: 'all', availability: '' })).toEqual({
      supportType: undefined,
      availability: undefined,
      ...firstPage,
    });
    expect(parseOk(supportRequestFilter, { supportType: 'food', urgency: 'low' })).toEqual({
      supportType: 'food',
      urgency: 'low',
      ...firstPage,
    });
    expect(supportRequestFilter.safeParse({ urgency: 'urgent' }).success).toBe(false);
    expect(parseOk(supportRequestFilter, { limit: '30', cursor: 'abc' })).toMatchObject({
      limit: 30,
      cursor: 'abc',
    });
  });

  it('start the modals with no types, available anytime and medium urgency', () => {
    expect(fieldErrors(supportOfferInput, SUPPORT_OFFER_FORM_DEFAULTS)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      supportType: 'Choose at least one type of support',
      contactEmail: 'Contact email is required',
    });
    expect(SUPPORT_REQUEST_FORM_DEFAULTS.urgency).toBe('medium');
  });

  it('refuse a flood of support types', () => {
    expect(
      fieldErrors(supportOfferInput, { ...offer, supportType: Array(9).fill('food') }),
    ).toEqual({ supportType: 'Choose each type of support once' });
  });
});
