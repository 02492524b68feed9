import { MAX_CHURCH_CAPACITY, MIN_CHURCH_CAPACITY, US_STATES } from '@huddle/domain';
import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChurchEditForm } from './edit-church-values';

// Native select: the phone's own picker, type-to-jump on a keyboard.
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
];

/** Contact, location and capacity (spec §5 church edit). */
export function ChurchContactFields({ form }: { form: ChurchEditForm }) {
  return (
    <>
      <Fieldset legend="Location" radius="lg">
        <Stack gap="md">
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
        </Stack>
      </Fieldset>
      <Fieldset legend="Contact" radius="lg">
        <Stack gap="md">
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
            <NumberInput
              label="Capacity"
              description="How many people your space holds"
              name="capacity"
              min={MIN_CHURCH_CAPACITY}
              max={MAX_CHURCH_CAPACITY}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              required
              key={form.key('capacity')}
              {...form.getInputProps('capacity')}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </>
  );
}
