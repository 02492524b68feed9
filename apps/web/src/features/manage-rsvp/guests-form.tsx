import { type RsvpGuestsFormValues, rsvpGuestsFormSchemaFor } from '@huddle/domain';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { httpStatusOf, serverMessage } from '../../lib/api-error';
import { countInputProps } from '../../lib/count-input';
import { focusFirstError } from '../../lib/form-focus';
import { showToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PARTY_SIZE_LABEL, peopleCountText } from '../events/event-counts';
import { type ManagedRsvp, managedRsvpQuery } from './managed-rsvp-query';

type Props = { id: string; token: string; managed: ManagedRsvp; headingId: string };

/**
 * More or fewer people, from 1 to this RSVP's party plus the seats the event has left. Under the
 * party size's heading and count (party-size.tsx), which show the RSVP as it now is.
 */
export function GuestsForm({ id, token, managed, headingId }: Props) {
  const queryClient = useQueryClient();
  const { maxGuests } = managed;
  const current = managed.rsvp.numberOfGuests;
  const schema = useMemo(() => rsvpGuestsFormSchemaFor(maxGuests), [maxGuests]);
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<RsvpGuestsFormValues>({
    mode: 'uncontrolled',
    initialValues: { numberOfGuests: current },
    validate,
  });
  const query = managedRsvpQuery(token);

  const change = useMutation(
    trpc.rsvpManage.changeGuests.mutationOptions({
      onSuccess: (updated) => {
        queryClient.setQueryData(query.queryKey, updated);
        form.setInitialValues({ numberOfGuests: updated.rsvp.numberOfGuests });
        form.reset();
        // Seats changed: an event page or list seen before must show them anew.
        void queryClient.invalidateQueries(trpc.events.pathFilter());
        showToast({
          color: 'green',
          title: 'RSVP Updated',
          message: `You're down for ${peopleCountText(updated.rsvp.numberOfGuests)}. The seats have been updated.`,
        });
      },
      onError: (error) => {
        const message = serverMessage(error, 'Something went wrong. Please try again.');
        const status = httpStatusOf(error);
        if (status === 409 || status === 400) {
          form.setFieldError('numberOfGuests', message);
          focusFirstError({ numberOfGuests: message });
        } else {
          showToast({ color: 'red', title: 'Update Failed', message });
        }
        // Seats taken meanwhile, the RSVP cancelled elsewhere, the event over: show how things are.
        if (status === 409 || status === 404 || status === 403) {
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
        }
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    const { numberOfGuests } = schema.parse(values);
    change.mutate({ token, numberOfGuests });
  }, focusFirstError);

  return (
    <form id={id} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <NumberInput
          label={PARTY_SIZE_LABEL}
          name="numberOfGuests"
          description={`From 1 to ${maxGuests}`}
          min={1}
          max={maxGuests}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          required
          maw={220}
          // Mantine's dimmed grey is 3.3:1 on white; grey 7 reads at 4.5:1 or more.
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          key={form.key('numberOfGuests')}
          {...countInputProps(form, 'numberOfGuests')}
        />
        <Group>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Update Party Size'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
