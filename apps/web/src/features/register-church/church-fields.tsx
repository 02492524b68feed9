import { DENOMINATIONS } from '@huddle/domain';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  ChurchAddressFields,
  ChurchPhoneEmailFields,
  ChurchWebsiteField,
} from '../churches/church-address-fields';
import type { RegistrationForm } from './registration-form-values';

type ChurchFieldsProps = {
  form: RegistrationForm;
  /** "1." or "2.": the church is the first step for someone already signed in. */
  step: number;
};

// Native select: the phone's own picker at 375 px, type-to-jump on a keyboard.
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
        <ChurchAddressFields form={form} />
        <ChurchPhoneEmailFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChurchWebsiteField form={form} />
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
