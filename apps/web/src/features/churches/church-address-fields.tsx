import { type ChurchEditFormValues, US_STATES } from '@huddle/domain';
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EmailField, PhoneField, SelectField, TextField } from '../../components/form-fields';

/** Where and how to reach a church: the fields registration and the edit page share (spec §5). */
type ChurchContactValues = Pick<
  ChurchEditFormValues,
  'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'email' | 'website'
>;

/** The form of the page that owns it (registration or church edit), with the church's contact. */
type Props<Values extends ChurchContactValues> = { form: UseFormReturnType<Values> };

// Native select: the phone's own picker at 375 px, type-to-jump on a keyboard.
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
];

/** Street address, then city, state and zip code in a row. */
export function ChurchAddressFields<Values extends ChurchContactValues>({ form }: Props<Values>) {
  return (
    <>
      <TextField
        form={form}
        path="address"
        label="Street Address"
        autoComplete="street-address"
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField form={form} path="city" label="City" autoComplete="address-level2" required />
        <SelectField
          form={form}
          path="state"
          label="State"
          data={STATE_OPTIONS}
          autoComplete="address-level1"
          required
        />
        <TextField
          form={form}
          path="zipCode"
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
        />
      </SimpleGrid>
    </>
  );
}

/** The church's phone and e-mail in a row. */
export function ChurchPhoneEmailFields<Values extends ChurchContactValues>({
  form,
}: Props<Values>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PhoneField form={form} path="phone" label="Phone" required />
      <EmailField form={form} path="email" label="Email" required />
    </SimpleGrid>
  );
}

/** The church's website (optional); the page puts it beside a field of its own. */
export function ChurchWebsiteField<Values extends ChurchContactValues>({ form }: Props<Values>) {
  return (
    <TextField
      form={form}
      path="website"
      label="Website"
      inputMode="url"
      autoComplete="url"
      placeholder="www.yourchurch.org"
    />
  );
}
