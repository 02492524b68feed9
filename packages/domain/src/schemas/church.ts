import { z } from 'zod';
import { DENOMINATIONS } from '../constants/churches.js';
import {
  DEFAULT_CHURCH_CAPACITY,
  MAX_CHURCH_CAPACITY,
  MIN_CHURCH_CAPACITY,
} from '../constants/events.js';
import { messages, oneLineMessage, tooLongMessage } from '../messages.js';
import {
  apiInt,
  emailField,
  evenWithFieldErrors,
  formCount,
  idField,
  isOneLine,
  LIMITS,
  optionalUrlField,
  phoneField,
  plainString,
  requiredLine,
  requiredText,
  stateField,
  validEmailField,
  zipField,
} from './fields.js';

/** A church's amenities: trimmed, none blank, no repeats (compared without case), at most 30. */
const amenitiesField = z
  .array(
    plainString('Amenity')
      .trim()
      .min(1, messages.amenityEmpty)
      .max(LIMITS.amenity, tooLongMessage('Amenity', LIMITS.amenity))
      .refine(isOneLine, oneLineMessage('Amenity')),
  )
  .max(LIMITS.amenities, `Choose at most ${LIMITS.amenities} amenities`)
  .refine(
    (list) => new Set(list.map((a) => a.toLowerCase())).size === list.length,
    messages.amenityDuplicate,
  );

/** Optional denomination from the list; blank means none. */
const denominationField = z
  // The list itself on the input side, so the OpenAPI document says which values pass.
  .union([z.enum(DENOMINATIONS), z.literal('')], { error: messages.denominationInvalid })
  .nullish()
  .transform((value) => value || undefined);

/** Where and how to reach a church: the fields the edit page changes (spec §5 church edit). */
const contactFields = {
  address: requiredLine(messages.addressRequired, LIMITS.address, 'Street address'),
  city: requiredLine(messages.cityRequired, LIMITS.city, 'City'),
  state: stateField(),
  zipCode: zipField(),
  phone: phoneField(),
  email: emailField(),
  website: optionalUrlField(true),
};

/** A church's own description (spec §3 church). */
const profileFields = {
  name: requiredLine(messages.churchNameRequired, LIMITS.churchName, 'Church name'),
  description: requiredText(messages.descriptionRequired, LIMITS.description, 'Description'),
  denomination: denominationField,
  imageUrl: optionalUrlField(),
};

const capacityApi = apiInt(MIN_CHURCH_CAPACITY, MAX_CHURCH_CAPACITY, messages.capacityRange);
const capacityForm = formCount(MIN_CHURCH_CAPACITY, MAX_CHURCH_CAPACITY, messages.capacityRange);

/** Registration usernames: 3 to 50 letters, digits, '.', '_', '-' or '@', so none look alike. */
const newUsernameField = z
  .string({ error: messages.usernameRequired })
  .trim()
  .min(1, messages.usernameRequired)
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, messages.usernameInvalid);

/** A new password (registration, reset, change): 6 to 128 characters, never trimmed. */
export const newPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(6, messages.passwordTooShort)
  .max(LIMITS.password, tooLongMessage('Password', LIMITS.password));

/** An account's own e-mail address, for password resets: optional, blank reads as none. */
const accountEmailField = z
  .union([validEmailField(), z.literal('').transform(() => undefined)])
  .optional();

/**
 * POST /api/register: the account half of registration. Passwords are never trimmed. The e-mail
 * address is optional (spec §7 sends username and password alone); it lets a forgotten password
 * be reset.
 */
export const registerInput = z.object({
  username: newUsernameField,
  password: newPasswordField,
  email: accountEmailField,
});
export type RegisterInput = z.output<typeof registerInput>;

/** POST /api/churches. Capacity defaults to 100 and amenities to none (spec §3, §9). */
export const churchCreateInput = z.object({
  ...profileFields,
  ...contactFields,
  capacity: capacityApi.default(DEFAULT_CHURCH_CAPACITY),
  amenities: amenitiesField.default([]),
});
export type ChurchCreateInput = z.output<typeof churchCreateInput>;
export type ChurchCreatePayload = z.input<typeof churchCreateInput>;

/**
 * /register-church (spec §5): account and church in one form; the passwords must match. The
 * form has no capacity or amenities; the church starts with the defaults.
 */
export const registrationFormSchema = z
  .object({
    username: newUsernameField,
    accountEmail: accountEmailField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: messages.confirmPasswordRequired })
      .min(1, messages.confirmPasswordRequired),
    ...profileFields,
    ...contactFields,
  })
  .superRefine((value, ctx) => {
    if (
      typeof value.confirmPassword === 'string' &&
      value.confirmPassword &&
      value.password !== value.confirmPassword
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.passwordsDoNotMatch,
      });
    }
  }, evenWithFieldErrors);
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;
export type RegistrationForm = z.output<typeof registrationFormSchema>;

export const REGISTRATION_FORM_DEFAULTS: RegistrationFormValues = {
  username: '',
  accountEmail: '',
  password: '',
  confirmPassword: '',
  name: '',
  description: '',
  denomination: '',
  imageUrl: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  website: '',
};

/** The two calls a valid registration form makes, in order (spec §4 registration flow). */
export function registrationFormToInputs(form: RegistrationForm): {
  account: RegisterInput;
  church: ChurchCreateInput;
} {
  const { username, accountEmail, password, confirmPassword: _confirm, ...church } = form;
  return {
    account: { username, password, ...(accountEmail ? { email: accountEmail } : {}) },
    church: { ...church, capacity: DEFAULT_CHURCH_CAPACITY, amenities: [] },
  };
}

/**
 * /edit-church/{id} (spec §5 church edit, issue 32): the church's own description (name,
 * description, denomination, photo) as registration asks for it, then contact, location, capacity
 * and amenities.
 */
export const churchEditFormSchema = z.object({
  ...profileFields,
  ...contactFields,
  capacity: capacityForm,
  amenities: amenitiesField,
});
export type ChurchEditFormValues = z.input<typeof churchEditFormSchema>;
export type ChurchEditForm = z.output<typeof churchEditFormSchema>;

/**
 * An optional field the spec's PUT does not send: left out (or undefined), the stored value
 * stays; sent blank or null, it is cleared (null).
 */
function keptUnlessSent<Out, In>(field: z.ZodType<Out | undefined, In>) {
  return field.transform((value): Out | null => value ?? null).optional();
}

/**
 * PUT /api/churches/{id}: the spec's fields (§7), required as the spec sends them, and the
 * church's own description (docs/adr/0087), each optional so that the spec's payload alone
 * changes none of it. Each field is registration's own.
 */
export const churchUpdateInput = z.object({
  id: idField(),
  ...contactFields,
  capacity: capacityApi,
  amenities: amenitiesField,
  name: profileFields.name.optional(),
  description: profileFields.description.optional(),
  denomination: keptUnlessSent(profileFields.denomination),
  imageUrl: keptUnlessSent(profileFields.imageUrl),
});
export type ChurchUpdateInput = z.output<typeof churchUpdateInput>;
export type ChurchUpdatePayload = z.input<typeof churchUpdateInput>;

/**
 * The PUT body of a valid edit form. A blank denomination or photo is sent as null, which clears
 * it: left out, it would stay.
 */
export function churchEditFormToInput(id: number, form: ChurchEditForm): ChurchUpdatePayload {
  return { ...form, id, denomination: form.denomination ?? null, imageUrl: form.imageUrl ?? null };
}
