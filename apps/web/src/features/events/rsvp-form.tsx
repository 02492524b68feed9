import {
  MAX_PARTY_SIZE,
  RSVP_FORM_DEFAULTS,
  type RsvpForm as RsvpFormOutput,
  type RsvpFormValues,
  rsvpFormSchemaFor,
} from '@huddle/domain';
import { Button, Group, NumberInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { FormError, type FormFailure } from '../../components/form-error';
import { EmailField, PhoneField, TextareaField, TextField } from '../../components/form-fields';
import { countInputProps } from '../../lib/count-input';
import { focusFirstError, showFieldErrors } from '../../lib/form-focus';
import { PARTY_SIZE_LABEL } from './event-counts';
import type { RsvpOutcome } from './rsvp-submit';

type RsvpFormProps = {
  id: string;
  spotsLeft: number;
  pending: boolean;
  /** Hidden, not unmounted, while closed: what was typed stays for the next opening. */
  hidden: boolean;
  onSubmit: (guest: RsvpFormOutput) => Promise<RsvpOutcome>;
  onHide: () => void;
  /** The waitlist's form says what it is for (features/waitlist). */
  title?: string;
  submitLabel?: string;
};

/** 'Just you', 'You and 1 other', 'You and 3 others': who the guest count stands for. */
export function partyText(count: unknown): string {
  const n = typeof count === 'number' ? count : Number(count);
  if (!Number.isInteger(n) || n < 1) return 'Count yourself too';
  if (n === 1) return 'Just you';
  return `You and ${n - 1} ${n === 2 ? 'other' : 'others'}`;
}

/** Spec §5 RSVP: name and email required, phone optional, 1 to spots-left guests, requests. */
export function RsvpForm({
  id,
  spotsLeft,
  pending,
  hidden,
  onSubmit,
  onHide,
  title = 'Reserve your spot',
  submitLabel = 'Confirm RSVP',
}: RsvpFormProps) {
  // Rebuilt when the event refreshes, so the guest limit is always the spots left now.
  const schema = useMemo(() => rsvpFormSchemaFor(spotsLeft), [spotsLeft]);
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const [party, setParty] = useState(partyText(RSVP_FORM_DEFAULTS.numberOfGuests));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useForm<RsvpFormValues>({
    mode: 'uncontrolled',
    initialValues: RSVP_FORM_DEFAULTS,
    validate,
    onValuesChange: (values) => setParty(partyText(values.numberOfGuests)),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const outcome = await onSubmit(schema.parse(values));
    // Spec §4: a successful RSVP resets the form (the section shows the reservation instead).
    if (outcome.ok) return form.reset();
    if (Object.keys(outcome.fieldErrors).length > 0) {
      showFieldErrors(form, outcome.fieldErrors);
    } else {
      // Nothing to point at in the form: the reason itself takes focus.
      setFailure({ title: 'RSVP Failed', message: outcome.message });
    }
  }, focusFirstError);

  return (
    <form id={id} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} hidden={hidden}>
      <Stack gap="sm" pt="xs">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <FormError failure={failure} />
        <TextField form={form} path="attendeeName" label="Full Name" autoComplete="name" required />
        <EmailField form={form} path="attendeeEmail" label="Email" required />
        <PhoneField form={form} path="attendeePhone" label="Phone" />
        <NumberInput
          // The spec's numberOfGuests counts the person RSVPing: 1 is just them.
          label={PARTY_SIZE_LABEL}
          name="numberOfGuests"
          description={`${party} · up to ${MAX_PARTY_SIZE} people per RSVP`}
          min={1}
          max={Math.min(spotsLeft, MAX_PARTY_SIZE)}
          allowDecimal={false}
          allowNegative={false}
          // Too many is reported, not silently lowered: the person should know why.
          clampBehavior="none"
          required
          key={form.key('numberOfGuests')}
          {...countInputProps(form, 'numberOfGuests')}
        />
        <TextareaField
          form={form}
          path="specialRequests"
          label="Special Requests"
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="flex-end" gap="sm">
          {/* Hides the form and keeps what was typed, like the RSVP button's second click. */}
          <Button variant="default" onClick={onHide}>
            Not now
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Submitting...' : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
