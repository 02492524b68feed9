import { type ChurchEditFormValues, US_STATES } from '@huddle/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

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
      <TextInput
        label="Street Address"
        name="address"
        autoComplete="street-address"
        required
        key={form.key('address')}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          key={form.key('city')}
          {...form.getInputProps('city')}
        />
        <NativeSelect
          label="State"
          name="state"
          data={STATE_OPTIONS}
          autoComplete="address-level1"
          required
          key={form.key('state')}
          {...form.getInputProps('state')}
        />
        <TextInput
          label="Zip Code"
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          key={form.key('zipCode')}
          {...form.getInputProps('zipCode')}
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
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        required
        key={form.key('phone')}
        {...form.getInputProps('phone')}
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </SimpleGrid>
  );
}

/** The church's website (optional); the page puts it beside a field of its own. */
export function ChurchWebsiteField<Values extends ChurchContactValues>({ form }: Props<Values>) {
  return (
    <TextInput
      label="Website"
      name="website"
      inputMode="url"
      autoComplete="url"
      placeholder="www.yourchurch.org"
      key={form.key('website')}
      {...form.getInputProps('website')}
    />
  );
}
