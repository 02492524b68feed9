import { MAX_CHURCH_CAPACITY, MIN_CHURCH_CAPACITY } from '@huddle/domain';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { WholeNumberField } from '../../components/form-fields';
import {
  ChurchAddressFields,
  ChurchPhoneEmailFields,
  ChurchWebsiteField,
} from '../churches/church-address-fields';
import type { ChurchEditForm } from './edit-church-values';

/** Contact, location and capacity (spec §5 church edit). */
export function ChurchContactFields({ form }: { form: ChurchEditForm }) {
  return (
    <>
      <Fieldset legend="Location" radius="lg">
        <Stack gap="md">
          <ChurchAddressFields form={form} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Contact" radius="lg">
        <Stack gap="md">
          <ChurchPhoneEmailFields form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ChurchWebsiteField form={form} />
            <WholeNumberField
              form={form}
              path="capacity"
              label="Capacity"
              description="How many people your space holds"
              min={MIN_CHURCH_CAPACITY}
              max={MAX_CHURCH_CAPACITY}
              required
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </>
  );
}
