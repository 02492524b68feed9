import {
  type ChurchEditForm as ChurchEditFormOutput,
  type ChurchEditFormValues,
  type ChurchUpdatePayload,
  churchEditFormSchema,
  churchEditFormToInput,
  DENOMINATIONS,
  type Denomination,
} from '@huddle/domain';
import { type FormErrors, schemaResolver, type UseFormReturnType } from '@mantine/form';
import { fieldErrorsOf } from '../../lib/api-error';
import type { RouterOutputs } from '../../lib/trpc';

export type Church = RouterOutputs['churches']['byId'];
export type ChurchEditForm = UseFormReturnType<ChurchEditFormValues>;
export type ChurchEditField = keyof ChurchEditFormValues;

const FIELDS: ChurchEditField[] = [
  'name',
  'description',
  'denomination',
  'imageUrl',
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

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
const isListed = (value: string): value is Denomination =>
  (DENOMINATIONS as readonly string[]).includes(value);

/**
 * What is stored but cannot be shown in its field, so the field starts blank and, left blank,
 * keeps it: a denomination the list does not name (registered before the list, or imported), or
 * a picture the app ships rather than a web address (the demo churches').
 */
export function keptValues(church: Church): { denomination?: string; imageUrl?: string } {
  const { denomination, imageUrl } = church;
  return {
    ...(denomination && !isListed(denomination) ? { denomination } : {}),
    ...(imageUrl && !isWebAddress(imageUrl) ? { imageUrl } : {}),
  };
}

/** The form starts from the church as stored: all of it (issue 32), as registration asked. */
export function churchToFormValues(church: Church): ChurchEditFormValues {
  const kept = keptValues(church);
  return {
    name: church.name,
    description: church.description,
    denomination: church.denomination && isListed(church.denomination) ? church.denomination : '',
    imageUrl: kept.imageUrl ? '' : (church.imageUrl ?? ''),
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

/**
 * What Save sends: every field, a blank denomination or photo as a clearing null, except that a
 * kept value (`keptValues`) whose field was left blank is left out, so it stays.
 */
export function churchUpdateOf(church: Church, form: ChurchEditFormOutput): ChurchUpdatePayload {
  const { denomination, imageUrl, ...input } = churchEditFormToInput(church.id, form);
  const kept = keptValues(church);
  return {
    ...input,
    ...(denomination === null && kept.denomination ? {} : { denomination }),
    ...(imageUrl === null && kept.imageUrl ? {} : { imageUrl }),
  };
}

/** The domain's messages, as the server gives them. */
export const validateChurchEdit: (values: ChurchEditFormValues) => FormErrors = schemaResolver(
  churchEditFormSchema,
  { sync: true },
);

/**
 * The server's complaints about single fields, keyed by form field: the field errors of a rejected
 * input, and of a 409, which names the field another church holds the value of (for a name at
 * this address, the one of the two this edit changed).
 */
export function churchEditFieldErrors(error: unknown): Partial<Record<ChurchEditField, string>> {
  const result: Partial<Record<ChurchEditField, string>> = {};
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    if ((FIELDS as string[]).includes(field)) result[field as ChurchEditField] = text;
  }
  return result;
}
