import {
  coerceCount,
  MAX_PARTY_SIZE,
  RSVP_FORM_DEFAULTS,
  type RsvpForm as RsvpFormOutput,
  type RsvpFormValues,
  rsvpFormSchemaFor,
} from '@huddle/domain';
import { Button, Group, NumberInput, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { focusFirstError } from '../../lib/form-focus';
import type { RsvpFieldErrors } from './rsvp-submit';

type RsvpFormProps = {
  id: string;
  spotsLeft: number;
  pending: boolean;
  onSubmit: (guest: RsvpFormOutput) => Promise<RsvpFieldErrors>;
  onCancel: () => void;
};

/** Spec §5 RSVP: name and email required, phone optional, 1 to spots-left guests, requests. */
export function RsvpForm({ id, spotsLeft, pending, onSubmit, onCancel }: RsvpFormProps) {
  // Rebuilt when the event refreshes, so the guest limit is always the spots left now.
  const schema = useMemo(() => rsvpFormSchemaFor(spotsLeft), [spotsLeft]);
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<RsvpFormValues>({
    mode: 'uncontrolled',
    initialValues: RSVP_FORM_DEFAULTS,
    validate,
  });

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(schema.parse(values));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError(errors);
    }
  }, focusFirstError);

  const guests = form.getInputProps('numberOfGuests');

  return (
    <form id={id} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm" pt="xs">
        <Title order={2} size="h4" id={`${id}-title`}>
          Reserve your spot
        </Title>
        <TextInput
          label="Full Name"
          name="attendeeName"
          autoComplete="name"
          required
          key={form.key('attendeeName')}
          {...form.getInputProps('attendeeName')}
        />
        <TextInput
          label="Email"
          name="attendeeEmail"
          type="email"
          autoComplete="email"
          required
          key={form.key('attendeeEmail')}
          {...form.getInputProps('attendeeEmail')}
        />
        <TextInput
          label="Phone"
          name="attendeePhone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          key={form.key('attendeePhone')}
          {...form.getInputProps('attendeePhone')}
        />
        <NumberInput
          label="Number of Guests"
          name="numberOfGuests"
          description={`Everyone coming, you included (up to ${MAX_PARTY_SIZE} per RSVP)`}
          min={1}
          max={Math.min(spotsLeft, MAX_PARTY_SIZE)}
          allowDecimal={false}
          allowNegative={false}
          // Too many is reported, not silently lowered: the person should know why.
          clampBehavior="none"
          required
          key={form.key('numberOfGuests')}
          {...guests}
          onBlur={(event) => {
            guests.onBlur?.(event);
            // Spec §5: a guest count that is not a number becomes 1.
            const raw = form.getValues().numberOfGuests;
            const count = coerceCount(raw);
            if (raw !== count) form.setFieldValue('numberOfGuests', count);
          }}
        />
        <Textarea
          label="Special Requests"
          name="specialRequests"
          autosize
          minRows={2}
          maxRows={6}
          key={form.key('specialRequests')}
          {...form.getInputProps('specialRequests')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Submitting...' : 'Confirm RSVP'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
