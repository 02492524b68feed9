import {
  churchCreateInput,
  REGISTRATION_FORM_DEFAULTS,
  type RegistrationFormValues,
  registrationFormSchema,
} from '@huddle/domain';
import { type FormErrors, schemaResolver, type UseFormReturnType } from '@mantine/form';

export type RegistrationForm = UseFormReturnType<RegistrationFormValues>;
export type RegistrationField = keyof RegistrationFormValues;

export const REGISTRATION_FIELDS = Object.keys(REGISTRATION_FORM_DEFAULTS) as RegistrationField[];

export function isRegistrationField(name: string): name is RegistrationField {
  return (REGISTRATION_FIELDS as string[]).includes(name);
}

const withAccount = schemaResolver(registrationFormSchema, { sync: true });
// Signed in already (an account without a church): only the church half is asked for.
const churchOnly = schemaResolver(churchCreateInput, { sync: true });

/** The domain's messages for the fields on screen (spec §5 registration). */
export function validateRegistration(
  values: RegistrationFormValues,
  needsAccount: boolean,
): FormErrors {
  return needsAccount ? withAccount(values) : churchOnly(values);
}
