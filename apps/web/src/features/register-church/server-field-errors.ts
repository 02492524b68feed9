import { appCodeOf, fieldErrorsOf, httpStatusOf } from '../../lib/api-error';
import { isRegistrationField, type RegistrationField } from './registration-form-values';

/** Which half of registration failed: the account (auth.register) or the church (churches.create). */
export type RegistrationStep = 'account' | 'church';

/** A church conflict names the taken value in its message ("…email is already registered"). */
const CHURCH_CONFLICTS: [pattern: RegExp, field: RegistrationField][] = [
  [/e-?mail/i, 'email'],
  [/phone/i, 'phone'],
  [/name|address/i, 'name'],
];

function isConflict(error: unknown): boolean {
  return appCodeOf(error) === 'CONFLICT' || httpStatusOf(error) === 409;
}

/**
 * The server's complaints about single fields, keyed by form field, to show beside them: the
 * field errors of a rejected input, or for a 409 the field its message names.
 */
export function registrationFieldErrors(
  error: unknown,
  step: RegistrationStep,
  message: string,
): Partial<Record<RegistrationField, string>> {
  const result: Partial<Record<RegistrationField, string>> = {};
  for (const [name, text] of Object.entries(fieldErrorsOf(error))) {
    // The account's own address is `email` to the API and `accountEmail` on the form, beside the
    // church's `email`.
    const field = step === 'account' && name === 'email' ? 'accountEmail' : name;
    if (isRegistrationField(field)) result[field] = text;
  }
  if (Object.keys(result).length > 0 || !isConflict(error)) return result;
  if (step === 'account')
    return /e-?mail/i.test(message) ? { accountEmail: message } : { username: message };
  const match = CHURCH_CONFLICTS.find(([pattern]) => pattern.test(message));
  return match ? { [match[1]]: message } : {};
}
