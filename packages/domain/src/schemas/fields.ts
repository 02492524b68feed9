import { z } from 'zod';
import { coerceCount } from '../capacity.js';
import { US_STATE_CODES } from '../constants/churches.js';
import { controlCharactersMessage, messages, oneLineMessage, tooLongMessage } from '../messages.js';
import { MAX_SERIAL_ID } from '../pagination.js';
import {
  isEventDate,
  isEventInstant,
  isValidLocalDate,
  isValidLocalTime,
  timeOrDefault,
} from '../time.js';

/**
 * Field builders shared by the schemas. Strings are trimmed; blanks in optional fields become
 * undefined. Length bounds (the spec shows none) are in LIMITS and docs/adr/0013-validation-bounds-and-normalisation.md.
 */

export const LIMITS = {
  title: 120,
  description: 5000,
  gameDetails: 2000,
  name: 100,
  churchName: 120,
  address: 200,
  city: 100,
  email: 254,
  url: 2048,
  username: 50,
  password: 128,
  amenity: 60,
  amenities: 30,
  specialRequests: 1000,
  subject: 200,
  messageBody: 5000,
  sport: 60,
  cursor: 200,
  paymentMethodId: 255,
} as const;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL cannot
 * store NUL at all, and none of them belongs in anything a person types.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** A string that holds no control characters; `field` names it in the message. */
export function plainString(field: string, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(hasNoControlCharacters, controlCharactersMessage(field));
}

/**
 * Line breaks (including Unicode's line and paragraph separators and NEL) and tabs. In a name or
 * a title they would start a new line in a mail or a notification, where they forge lines
 * ("Email: …") or, in a subject, headers.
 */
const LINE_BREAK = /[\t\n\r\u0085\u2028\u2029]/;

export function isOneLine(value: string): boolean {
  return !LINE_BREAK.test(value);
}

/** A trimmed string that must not be blank (nor shorter than `min`, with the same message). */
export function requiredText(required: string, max: number, field: string, min = 1) {
  return plainString(field, required)
    .trim()
    .min(min, required)
    .max(max, tooLongMessage(field, max));
}

/** A trimmed string; blank, null or absent all read as undefined. */
export function optionalText(max: number, field: string) {
  return plainString(field)
    .trim()
    .max(max, tooLongMessage(field, max))
    .nullish()
    .transform((value) => value || undefined);
}

/** `requiredText` on one line: names, titles, subjects, addresses. */
export function requiredLine(required: string, max: number, field: string, min = 1) {
  return requiredText(required, max, field, min).refine(isOneLine, oneLineMessage(field));
}

/** `optionalText` on one line: search words, cursors. */
export function optionalLine(max: number, field: string) {
  return plainString(field)
    .trim()
    .max(max, tooLongMessage(field, max))
    .refine(isOneLine, oneLineMessage(field))
    .nullish()
    .transform((value) => value || undefined);
}

/** A required e-mail address, trimmed. Case is kept; lookups compare without case. */
export function emailField(required: string = messages.emailRequired) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
    .pipe(z.email(messages.invalidEmail));
}

/** An e-mail address where a blank one is simply not valid (log-in, contact form). */
export function validEmailField() {
  return z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
    .pipe(z.email(messages.invalidEmail));
}

const PHONE_CHARS = /^[\d\s().+-]+$/;

/** The ten digits of a US phone number ('+1 (555) 123-4567' → '5551234567'), or null. */
export function usPhoneDigits(value: string): string | null {
  if (!PHONE_CHARS.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
}

/** A US phone number in one spelling, '(555) 123-4567', so that "unique" means something. */
export function formatUsPhone(value: string): string {
  const d = usPhoneDigits(value);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : value;
}

export function phoneField(required: string = messages.phoneRequired) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => usPhoneDigits(value) !== null, messages.invalidPhone)
    .transform(formatUsPhone);
}

export function optionalPhoneField() {
  return z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || usPhoneDigits(value) !== null, messages.invalidPhone)
    .transform((value) => (value ? formatUsPhone(value) : undefined));
}

/** http(s) only (no javascript: or data:), with a real domain name. */
const httpUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: messages.invalidUrl,
});

/**
 * An optional web address. With `assumeHttps`, a bare 'www.example.org' gets https:// in front,
 * as people type church websites that way.
 */
export function optionalUrlField(assumeHttps = false) {
  // The URL parser would keep a NUL or a bell in the path, and PostgreSQL refuses NUL.
  return plainString('Web address')
    .trim()
    .max(LIMITS.url, tooLongMessage('Web address', LIMITS.url))
    .nullish()
    .transform((value) => {
      if (!value) return undefined;
      return assumeHttps && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value;
    })
    .pipe(httpUrl.optional());
}

/**
 * A count typed into a form (spec §5): non-numeric becomes 1, then it must lie in [min, max].
 * Accepts the number or string a number input holds.
 */
export function formCount(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(coerceCount)
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/**
 * A whole number sent to the API, as a number or a numeric string (query strings). The number
 * branch states the range too, so the OpenAPI document (the input side) carries it.
 */
export function apiInt(min: number, max: number, message: string) {
  const inRange = () => z.number().int(message).min(min, message).max(max, message);
  return z
    .union(
      [
        inRange(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d+$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(inRange());
}

/** A database id: serial, so 1 to 2^31 − 1. */
export function idField(message: string = messages.idInvalid) {
  return apiInt(1, MAX_SERIAL_ID, message);
}

/** 'YYYY-MM-DD' naming a real day within the event years. */
export function localDateField(required: string = messages.dateRequired) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isValidLocalDate, messages.invalidDate)
    .refine((value) => !isValidLocalDate(value) || isEventDate(value), messages.dateOutOfRange);
}

/** An optional 'YYYY-MM-DD' within the event years; blank, null or absent read as undefined. */
export function optionalLocalDateField() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isValidLocalDate(value), messages.invalidDate)
    .refine(
      (value) => value === undefined || !isValidLocalDate(value) || isEventDate(value),
      messages.dateOutOfRange,
    )
    .meta({ format: 'date', description: 'A day, YYYY-MM-DD; blank means any' });
}

/** 'HH:MM' on a 24-hour clock, as a time input gives it. */
export function localTimeField() {
  return z
    .string({ error: messages.timeRequired })
    .trim()
    .min(1, messages.timeRequired)
    .refine(isValidLocalTime, messages.invalidTime);
}

/** Spec §5 edit event: a missing time reads 12:00. */
export function localTimeOrNoonField() {
  return z
    .string()
    .nullish()
    .transform(timeOrDefault)
    .refine(isValidLocalTime, messages.invalidTime);
}

/** An instant: a Date (superjson) or an ISO 8601 string with an offset (JSON, REST). */
export function instantField() {
  return z
    .union([z.date(), z.iso.datetime({ offset: true, error: messages.invalidDateTime })], {
      error: messages.invalidDateTime,
    })
    .transform((value) => (value instanceof Date ? value : new Date(value)))
    .refine((value) => !Number.isNaN(value.getTime()), messages.invalidDateTime)
    .refine(
      (value) => Number.isNaN(value.getTime()) || isEventInstant(value),
      messages.dateOutOfRange,
    );
}

/** One of the 50 state codes; 'tx' is read as 'TX'. */
export function stateField() {
  return z
    .string({ error: messages.stateInvalid })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: messages.stateInvalid }));
}

export function zipField() {
  return z
    .string({ error: messages.zipInvalid })
    .trim()
    .regex(/^\d{5}$/, messages.zipInvalid);
}

/**
 * For form-wide checks: run even when a field already failed, so the form shows every problem
 * at once. The check then sees raw values for the failed fields and must guard its reads.
 */
export const evenWithFieldErrors = { when: () => true } as const;
