import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { ImageUrlField } from '../../components/form-fields';
import {
  ChurchAddressFields,
  ChurchPhoneEmailFields,
  ChurchWebsiteField,
} from '../churches/church-address-fields';
import { ChurchProfileFields } from '../churches/church-profile-fields';
import type { RegistrationForm } from './registration-form-values';

type ChurchFieldsProps = {
  form: RegistrationForm;
  /** "1." or "2.": the church is the first step for someone already signed in. */
  step: number;
};

/** Step 2: the church itself (spec §5 registration: required and optional fields). */
export function ChurchFields({ form, step }: ChurchFieldsProps) {
  return (
    <Fieldset legend={`${step}. Your church`} radius="lg">
      <Stack gap="md">
        <ChurchProfileFields form={form} />
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
