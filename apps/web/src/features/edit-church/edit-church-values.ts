import { type ChurchEditFormValues, churchEditFormSchema } from '@huddle/domain';
import { type FormErrors, schemaResolver, type UseFormReturnType } from '@mantine/form';
import { appCodeOf, fieldErrorsOf, httpStatusOf } from '../../lib/api-error';
import type { RouterOutputs } from '../../lib/trpc';

export type Church = RouterOutputs['churches']['byId'];
export type ChurchEditForm = UseFormReturnType<ChurchEditFormValues>;
export type ChurchEditField = keyof ChurchEditFormValues;

const FIELDS: ChurchEditField[] = [
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'website',
  'capacity',
  'amenities',
];

/** The form starts from the church as stored (spec §5 church edit: its nine fields). */
export function churchToFormValues(church: Church): ChurchEditFormValues {
  return {
    address: church.address,
    city: church.city,
    state: church.state,
    zipCode: church.zipCode,
    phone: church.phone,
    email: church.email,
    website: church.website ?? '',
    capacity: church.capacity,
    amenities: [...church.amenities],
  };
}

/** The domain's messages, as the server gives them. */
export const validateChurchEdit: (values: ChurchEditFormValues) => FormErrors = schemaResolver(
  churchEditFormSchema,
  { sync: true },
);

/** A 409 names the taken value in its message ("…phone number is already registered"). */
const CONFLICTS: [pattern: RegExp, field: ChurchEditField][] = [
  [/e-?mail/i, 'email'],
  [/phone/i, 'phone'],
  // The name cannot be changed here, so a clash of name and address is the address's.
  [/address/i, 'address'],
];

/**
 * The server's complaints about single fields, keyed by form field: the field errors of a rejected
 * input, or for a 409 the field its message names.
 */
export function churchEditFieldErrors(
  error: unknown,
  message: string,
): Partial<Record<ChurchEditField, string>> {
  const result: Partial<Record<ChurchEditField, string>> = {};
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    if ((FIELDS as string[]).includes(field)) result[field as ChurchEditField] = text;
  }
  if (Object.keys(result).length > 0) return result;
  if (appCodeOf(error) !== 'CONFLICT' && httpStatusOf(error) !== 409) return result;
  const match = CONFLICTS.find(([pattern]) => pattern.test(message));
  return match ? { [match[1]]: message } : {};
}
