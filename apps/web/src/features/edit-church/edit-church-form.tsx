import type { ChurchEditFormValues } from '@huddle/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '../../components/form-actions';
import { focusFirstError } from '../../lib/form-focus';
import { AmenitiesField } from './amenities-field';
import { ChurchContactFields } from './church-contact-fields';
import { type Church, churchToFormValues, validateChurchEdit } from './edit-church-values';
import { useUpdateChurch } from './use-update-church';

/** The edit form (spec §2 /edit-church/{id}): Cancel and Save both lead to /analytics. */
export function EditChurchForm({ church }: { church: Church }) {
  // Controlled: the amenities field shows the list as it changes.
  const form = useForm<ChurchEditFormValues>({
    mode: 'controlled',
    initialValues: churchToFormValues(church),
    validate: validateChurchEdit,
  });
  const { submit, pending } = useUpdateChurch(church.id, form);
  const amenities = form.getInputProps('amenities');
  const amenitiesError = typeof amenities.error === 'string' ? amenities.error : undefined;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg">
        <ChurchContactFields form={form} />
        <AmenitiesField
          value={form.values.amenities}
          onChange={(value) => form.setFieldValue('amenities', value)}
          error={amenitiesError}
        />
        <FormActions
          cancelTo="/analytics"
          pending={pending}
          label="Save Changes"
          pendingLabel="Saving..."
        />
      </Stack>
    </form>
  );
}
