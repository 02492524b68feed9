import type { ChurchEditFormValues } from '@huddle/domain';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormActions } from '../../components/form-actions';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
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
  // A new address reaches the attendees of its dates still to come: say how many before saving.
  const initial = form.getInitialValues();
  const moves = (['address', 'city', 'state', 'zipCode'] as const).some(
    (field) => form.values[field].trim() !== initial[field].trim(),
  );
  const toTell = useQuery({
    ...trpc.churches.attendeesToTell.queryOptions({ id: church.id }),
    enabled: moves,
  });
  const attendees = toTell.data?.attendees ?? 0;
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
        {moves && attendees > 0 && (
          <Text size="sm" c="gray.8" role="status">
            {attendees === 1
              ? "The 1 attendee who RSVP'd for a date still to come will be told of the new address by e-mail."
              : `The ${attendees} attendees who RSVP'd for dates still to come will be told of the new address by e-mail.`}
          </Text>
        )}
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
