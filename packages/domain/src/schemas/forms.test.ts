import { describe, expect, it } from 'vitest';
import { fieldErrors, parseOk } from '../testing/zod.js';
import { adminLoginInput, officialLoginInput } from './auth.js';
import { CONTACT_FORM_DEFAULTS, contactInput, contactSubmission } from './contact.js';
import { messageFormSchema, messageSendInput } from './message.js';
import { subscriptionCreateInput } from './subscription.js';

describe('contact form (spec §5)', () => {
  it.each([
    ['the blank form', CONTACT_FORM_DEFAULTS],
    [
      'texts one short once trimmed',
      { name: ' A ', email: 'a@b', subject: 'Hi  ', message: `${'x'.repeat(19)}   ` },
    ],
  ])('uses the four minimum lengths and their messages on %s', (_case, form) => {
    expect(fieldErrors(contactInput, form)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 20 characters',
    });
  });

  it('takes texts of the minimum lengths and needs a name', () => {
    const ok = { name: 'Al', email: 'al@grace.org', subject: 'Hello', message: 'x'.repeat(20) };
    expect(parseOk(contactInput, ok)).toEqual(ok);
    expect(fieldErrors(contactInput, {})).toMatchObject({
      name: 'Name must be at least 2 characters',
    });
  });

  it('keeps line breaks in the message but no control character anywhere else', () => {
    const ok = {
      name: 'Ana Ruiz',
      email: 'ana@grace.org',
      subject: 'Watch party question',
      message: 'Hello,\r\n\tCan we host on Sundays?\nThanks',
    };
    expect(parseOk(contactInput, ok).message).toBe(ok.message);
    expect(fieldErrors(contactInput, { ...ok, subject: 'Hello\r\nBcc: x@evil.example' })).toEqual({
      subject: 'Subject must be on one line',
    });
    expect(fieldErrors(contactInput, { ...ok, name: 'Ana\tRuiz' })).toEqual({
      name: 'Name must be on one line',
    });
    expect(fieldErrors(contactInput, { ...ok, name: 'Ana\u0000' })).toEqual({
      name: 'Name must not contain control characters',
    });
    expect(fieldErrors(contactInput, { ...ok, message: `${ok.message}\u0007` })).toEqual({
      message: 'Message must not contain control characters',
    });
  });

  it('takes the honeypot field on the API only, as optional text', () => {
    const ok = { name: 'Al', email: 'al@grace.org', subject: 'Hello', message: 'x'.repeat(20) };
    expect(parseOk(contactSubmission, { ...ok, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
    expect(parseOk(contactSubmission, ok).website).toBeUndefined();
    expect(parseOk(contactInput, { ...ok, website: 'x' })).toEqual(ok);
  });
});

describe('logins (spec §5)', () => {
  it('requires an official username and password, nothing more', () => {
    expect(fieldErrors(officialLoginInput, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(parseOk(officialLoginInput, { username: ' pastor ', password: 'a' })).toEqual({
      username: 'pastor',
      password: 'a',
    });
  });

  it("checks the administrator's e-mail and a 6-character password", () => {
    for (const login of [{ email: 'admin', password: '12345' }, {}]) {
      expect(fieldErrors(adminLoginInput, login)).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
      });
    }
    expect(
      parseOk(adminLoginInput, { email: ' admin@huddle.example ', password: '123456' }).email,
    ).toBe('admin@huddle.example');
  });
});

describe('messages to attendees (spec §5)', () => {
  it('requires a subject and a body', () => {
    expect(fieldErrors(messageFormSchema, { subject: '', messageBody: ' ' })).toEqual({
      subject: 'Subject is required',
      messageBody: 'Message is required',
    });
    expect(
      parseOk(messageSendInput, {
        churchId: 1,
        rsvpId: '9',
        subject: 'Parking',
        messageBody: 'Use lot B',
        sentTo: 'ruth@example.org',
      }),
    ).toEqual({
      churchId: 1,
      rsvpId: 9,
      subject: 'Parking',
      messageBody: 'Use lot B',
      sentTo: 'ruth@example.org',
    });
  });

  it('takes no recipient at all: the server reads it from the RSVP', () => {
    const parsed = parseOk(messageSendInput, {
      churchId: 1,
      rsvpId: 9,
      subject: 'Parking',
      messageBody: 'Use lot B',
      sentTo: '',
    });
    expect(parsed.sentTo).toBeUndefined();
    expect(
      fieldErrors(messageSendInput, {
        churchId: 1,
        rsvpId: 9,
        subject: 'Parking',
        messageBody: 'Use lot B',
        sentTo: 'a@x.org, b@y.org',
      }),
    ).toEqual({ sentTo: 'Please enter a valid email address' });
  });
});

describe('subscription input (spec §3)', () => {
  it('defaults to the Church Partner plan, billed monthly', () => {
    expect(parseOk(subscriptionCreateInput, { churchId: 4 })).toEqual({
      churchId: 4,
      plan: 'church_partner',
      billingPeriod: 'monthly',
      paymentMethodId: undefined,
    });
    expect(
      parseOk(subscriptionCreateInput, {
        churchId: 4,
        billingPeriod: 'yearly',
        paymentMethodId: 'pm_123',
      }),
    ).toMatchObject({
      billingPeriod: 'yearly',
      paymentMethodId: 'pm_123',
    });
    expect(
      fieldErrors(subscriptionCreateInput, { churchId: 4, plan: 'gold', billingPeriod: 'weekly' }),
    ).toEqual({
      plan: 'Church Partner is the only plan',
      billingPeriod: 'Choose monthly or yearly billing',
    });
  });
});
