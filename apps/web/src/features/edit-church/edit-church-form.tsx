import type { ChurchEditFormValues } from '@huddle/domain';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormActions } from '../../components/form-actions';
import { focusFirstError } from '../../lib/form-focus';
import { trpc } from '../../lib/trpc';
import { ChurchProfileFields } from '../churches/church-profile-fields';
import { AmenitiesField } from './amenities-field';
import { ChurchContactFields } from './church-contact-fields';
import { ChurchPhotoField } from './church-photo-field';
import {
  type Church,
  churchToFormValues,
  keptValues,
  validateChurchEdit,
} from './edit-church-values';
import { useUpdateChurch } from './use-update-church';

/** The edit form (spec §2 /edit-church/{id}): Cancel and Save both lead to /analytics. */
export function EditChurchForm({ church }: { church: Church }) {
  // Controlled: the amenities field and the photo's preview show the values as they change.
  const form = useForm<ChurchEditFormValues>({
    mode: 'controlled',
    initialValues: churchToFormValues(church),
    validate: validateChurchEdit,
  });
  const { submit, pending } = useUpdateChurch(church, form);
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
  const keptDenomination = keptValues(church).denomination;

  return (
    <form noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg">
        <Fieldset legend="Your church" radius="lg">
          <Stack gap="md">
            <ChurchProfileFields
              form={form}
              blankDenomination={keptDenomination && `Keep “${keptDenomination}”`}
            />
            <ChurchPhotoField form={form} church={church} />
          </Stack>
        </Fieldset>
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
