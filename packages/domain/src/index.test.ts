import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('public API', () => {
  it('re-exports every area from the package root', () => {
    const names = [
      'PRODUCT_NAME',
      'SPORTS',
      'TIME_ZONES',
      'US_STATES',
      'messages',
      'spotsLeft',
      'rsvpFits',
      'sportFilterValues',
      'buildEventSearchQuery',
      'localToInstant',
      'formatEventDateTime',
      'nextOccurrence',
      'describeRecurrence',
      'recurrenceRRule',
      'buildIcs',
      'calendarLinks',
      'monthlyRecurringRevenueCents',
      'toggleSharePlatform',
      'hostEventFormSchema',
      'eventCreateInput',
      'eventUpdateInput',
      'editEventFormSchema',
      'rsvpFormSchemaFor',
      'rsvpCreateInput',
      'registrationFormSchema',
      'churchCreateInput',
      'churchUpdateInput',
      'supportOfferInput',
      'supportRequestInput',
      'messageSendInput',
      'adminLoginInput',
      'officialLoginInput',
      'contactInput',
      'subscriptionCreateInput',
      'eventSearchInput',
      'encodeEventCursor',
      'churchEditAccess',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
    expect(domain.PRODUCT_NAME).toBe('Huddle');
  });
});
