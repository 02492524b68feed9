import { DENOMINATIONS, US_STATES } from '@huddle/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { RegistrationForm } from './registration-form-values';

type ChurchFieldsProps = {
  form: RegistrationForm;
  /** "1." or "2.": the church is the first step for someone already signed in. */
  step: number;
};

// Native selects: the phone's own picker at 375 px, type-to-jump on a keyboard.
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
];
const DENOMINATION_OPTIONS = [
  { value: '', label: 'Not specified' },
  ...DENOMINATIONS.map((name) => ({ value: name, label: name })),
];

/** Step 2: the church itself (spec §5 registration: required and optional fields). */
export function ChurchFields({ form, step }: ChurchFieldsProps) {
  return (
    <Fieldset legend={`${step}. Your church`} radius="lg">
      <Stack gap="md">
        <TextInput
          label="Church Name"
          name="name"
          autoComplete="organization"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          name="description"
          description="Tell your community about your church"
          autosize
          minRows={3}
          maxRows={8}
          required
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <NativeSelect
          label="Denomination"
          name="denomination"
          data={DENOMINATION_OPTIONS}
          key={form.key('denomination')}
          {...form.getInputProps('denomination')}
        />
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Website"
            name="website"
            inputMode="url"
            autoComplete="url"
            placeholder="www.yourchurch.org"
            key={form.key('website')}
            {...form.getInputProps('website')}
          />
          <TextInput
            label="Photo URL"
            name="imageUrl"
            inputMode="url"
            placeholder="https://…"
            key={form.key('imageUrl')}
            {...form.getInputProps('imageUrl')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
