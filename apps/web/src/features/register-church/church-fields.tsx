import { DENOMINATIONS } from '@huddle/domain';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import {
  DescriptionField,
  ImageUrlField,
  SelectField,
  TextField,
} from '../../components/form-fields';
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
        <TextField
          form={form}
          path="name"
          label="Church Name"
          autoComplete="organization"
          required
        />
        <DescriptionField
          form={form}
          path="description"
          description="Tell your community about your church"
        />
        <SelectField
          form={form}
          path="denomination"
          label="Denomination"
          data={DENOMINATION_OPTIONS}
        />
        <ChurchAddressFields form={form} />
        <ChurchPhoneEmailFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChurchWebsiteField form={form} />
          <ImageUrlField form={form} path="imageUrl" label="Photo URL" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
