import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  apiInt,
  emailField,
  formatUsPhone,
  formCount,
  hasNoControlCharacters,
  idField,
  instantField,
  localTimeOrNoonField,
  optionalLine,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  phoneField,
  requiredLine,
  requiredText,
  stateField,
  usPhoneDigits,
  zipField,
} from './fields.js';

const one = (schema: z.ZodType, value: unknown) =>
  fieldErrors(z.object({ v: schema }), { v: value }).v;

describe('text fields', () => {
  it('trims, requires and bounds', () => {
    const title = requiredText('Title is required', 5, 'Title');
    expect(parseOk(title, '  Hi  ')).toBe('Hi');
    expect(one(title, '   ')).toBe('Title is required');
    expect(one(title, undefined)).toBe('Title is required');
    expect(one(title, 'toolong')).toBe('Title must be at most 5 characters');
    const note = optionalText(5, 'Note');
    expect(parseOk(note, '  ')).toBeUndefined();
    expect(parseOk(note, null)).toBeUndefined();
    expect(parseOk(note, undefined)).toBeUndefined();
    expect(parseOk(note, ' ok ')).toBe('ok');
  });

  it('checks e-mail addresses', () => {
    expect(parseOk(emailField(), ' Pastor@Grace.org ')).toBe('Pastor@Grace.org');
    expect(one(emailField(), '')).toBe('Email is required');
    expect(one(emailField(), 'pastor@')).toBe('Please enter a valid email address');
    expect(one(emailField(), `${'a'.repeat(250)}@x.org`)).toBe(
      'Email must be at most 254 characters',
    );
  });
});

describe('phone numbers', () => {
  it('accepts US numbers in any usual spelling and writes them one way', () => {
    for (const typed of [
      '5125551234',
      '512-555-1234',
      '(512) 555-1234',
      '+1 512.555.1234',
      '1 512 555 1234',
    ]) {
      expect(parseOk(phoneField(), typed)).toBe('(512) 555-1234');
    }
    expect(one(phoneField(), '')).toBe('Phone number is required');
    expect(one(phoneField(), '555-1234')).toBe('Please enter a valid 10-digit phone number');
    expect(one(phoneField(), '2 512 555 1234')).toBe('Please enter a valid 10-digit phone number');
    expect(one(phoneField(), '512-555-1234 ext 5')).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect(usPhoneDigits('(512) 555-1234')).toBe('5125551234');
    expect(formatUsPhone('not a phone')).toBe('not a phone');
  });

  it('lets an optional phone be blank', () => {
    expect(parseOk(optionalPhoneField(), '')).toBeUndefined();
    expect(parseOk(optionalPhoneField(), null)).toBeUndefined();
    expect(parseOk(optionalPhoneField(), '512 555 1234')).toBe('(512) 555-1234');
    expect(one(optionalPhoneField(), '12')).toBe('Please enter a valid 10-digit phone number');
  });
});

describe('web addresses', () => {
  it('accepts http(s) with a real host only', () => {
    const url = optionalUrlField();
    expect(parseOk(url, 'https://grace.org/a.png')).toBe('https://grace.org/a.png');
    expect(parseOk(url, '')).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://grace.org',
      'https://localhost/x',
      'grace.org',
      'http://',
    ]) {
      expect(one(url, bad)).toBe(
        'Please enter a valid web address starting with http:// or https://',
      );
    }
    expect(one(url, `https://grace.org/${'a'.repeat(2048)}`)).toBe(
      'Web address must be at most 2,048 characters',
    );
    for (const control of ['\u0000', '\u0007', '\u007f']) {
      expect(one(url, `https://grace.org/a${control}.png`)).toBe(
        'Web address must not contain control characters',
      );
    }
  });

  it('puts https:// in front of a bare website', () => {
    const website = optionalUrlField(true);
    expect(parseOk(website, 'www.grace.org')).toBe('https://www.grace.org');
    expect(parseOk(website, 'http://grace.org')).toBe('http://grace.org');
    expect(one(website, 'mailto:x@grace.org')).toBe(
      'Please enter a valid web address starting with http:// or https://',
    );
  });
});

describe('numbers', () => {
  it('reads a form count with non-numeric as 1, then bounds it', () => {
    const count = formCount(1, 10, 'Pick 1 to 10');
    expect(parseOk(count, 'abc')).toBe(1);
    expect(parseOk(count, '')).toBe(1);
    expect(parseOk(count, '7')).toBe(7);
    expect(parseOk(count, 7.8)).toBe(7);
    expect(one(count, '0')).toBe('Pick 1 to 10');
    expect(one(count, 11)).toBe('Pick 1 to 10');
    expect(one(count, true)).toBe('Pick 1 to 10');
  });

  it('takes API integers as numbers or numeric text, nothing else', () => {
    const n = apiInt(1, 10, 'Pick 1 to 10');
    expect(parseOk(n, 3)).toBe(3);
    expect(parseOk(n, ' 4 ')).toBe(4);
    for (const bad of ['abc', '', '2.5', 2.5, 0, 11, null, true])
      expect(one(n, bad)).toBe('Pick 1 to 10');
    expect(parseOk(idField(), '2147483647')).toBe(2_147_483_647);
    expect(one(idField(), 2_147_483_648)).toBe('Must be a positive whole number');
  });

  it('stays within bounds for any input (property)', () => {
    const count = formCount(1, 100_000, 'range');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double()), (raw) => {
        const result = count.safeParse(raw);
        if (result.success) {
          expect(Number.isInteger(result.data)).toBe(true);
          expect(result.data).toBeGreaterThanOrEqual(1);
          expect(result.data).toBeLessThanOrEqual(100_000);
        }
      }),
    );
  });
});

describe('dates, times, places', () => {
  it('reads instants from Dates and ISO texts with an offset', () => {
    expect(parseOk(instantField(), '2026-02-08T23:30:00Z')).toEqual(
      new Date('2026-02-08T23:30:00Z'),
    );
    expect(parseOk(instantField(), '2026-02-08T18:30:00-05:00')).toEqual(
      new Date('2026-02-08T23:30:00Z'),
    );
    const date = new Date('2026-02-08T23:30:00Z');
    expect(parseOk(instantField(), date)).toBe(date);
    for (const bad of ['2026-02-08T18:30', 'tomorrow', new Date(Number.NaN), 5]) {
      expect(one(instantField(), bad)).toBe('Enter a valid date and time');
    }
  });

  it('reads a missing edit time as noon', () => {
    expect(parseOk(localTimeOrNoonField(), '')).toBe('12:00');
    expect(parseOk(localTimeOrNoonField(), undefined)).toBe('12:00');
    expect(parseOk(localTimeOrNoonField(), '18:45')).toBe('18:45');
    expect(one(localTimeOrNoonField(), '6pm')).toBe('Enter a valid time');
  });

  it('takes a state from the 50 and a five-digit zip', () => {
    expect(parseOk(stateField(), ' tx ')).toBe('TX');
    for (const bad of ['DC', 'PR', 'Texas', '', undefined])
      expect(one(stateField(), bad)).toBe('Choose a state from the list');
    expect(parseOk(zipField(), ' 78701 ')).toBe('78701');
    for (const bad of ['7870', '787011', '78701-1234', 'abcde', undefined])
      expect(one(zipField(), bad)).toBe('Zip code must be 5 digits');
  });
});

describe('one-line fields', () => {
  const schema = z.object({
    name: requiredLine('Full name is required', 100, 'Full name'),
    city: optionalLine(100, 'City'),
  });

  it.each([
    ['a line feed', 'Ann\nEmail: boss@church.example'],
    ['a carriage return', 'Ann\rPhone: 555'],
    ['a tab', 'Ann\tLee'],
    ['a Unicode line separator', 'Ann\u2028Lee'],
    ['a paragraph separator', 'Ann\u2029Lee'],
    ['a next-line character', 'Ann\u0085Lee'],
  ])('refuse %s inside the text, naming the field', (_, text) => {
    expect(fieldErrors(schema, { name: text, city: text })).toEqual({
      name: 'Full name must be on one line',
      city: 'City must be on one line',
    });
  });

  it('trim line breaks around the text and keep the rest of the line', () => {
    expect(parseOk(schema, { name: ' Ann Lee\r\n', city: '\nSan José ' })).toEqual({
      name: 'Ann Lee',
      city: 'San José',
    });
    expect(parseOk(schema, { name: 'Ann', city: '' }).city).toBeUndefined();
  });
});

describe('control characters', () => {
  it('are refused in every typed text, naming the field; tabs and line breaks are kept', () => {
    const title = requiredText('Title is required', 120, 'Title');
    expect(fieldErrors(z.object({ title }), { title: 'Game\u0000night' })).toEqual({
      title: 'Title must not contain control characters',
    });
    expect(
      fieldErrors(z.object({ city: optionalText(100, 'City') }), { city: 'Aus\u001btin' }),
    ).toEqual({
      city: 'City must not contain control characters',
    });
    expect(parseOk(z.object({ title }), { title: 'Line one\nline\ttwo\r\n' }).title).toBe(
      'Line one\nline\ttwo',
    );
    expect(hasNoControlCharacters('Café ⚽ שלום')).toBe(true);
    expect(hasNoControlCharacters('\u007f')).toBe(false);
  });
});
