import { Button, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { lazy, useId, useState } from 'react';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { LazyPart } from '../../lib/lazy-part';
import { peopleCountText } from '../events/event-counts';
import type { ManagedRsvp } from './managed-rsvp-query';

// The form's code (a number field, its checks, @mantine/form, zod) loads when it is asked for:
// the page reads at once on a phone, and many who open the link only look, or cancel.
const loadForm = () => import('./guests-form');
const GuestsForm = lazy(() => loadForm().then((module) => ({ default: module.GuestsForm })));

type Props = { token: string; managed: ManagedRsvp; headingId: string };

/** How many people the RSVP is for, and the form that changes it behind one button. */
export function PartySize({ token, managed, headingId }: Props) {
  const formId = useId();
  const [changing, setChanging] = useState(false);
  const { spotsLeft } = managed;
  const change = () => {
    setChanging(true);
    focusWhenShown(() => document.getElementById(formId)?.querySelector('input'));
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h4" id={headingId}>
        Party Size
      </Title>
      <Text size="sm">
        Your RSVP is for {peopleCountText(managed.rsvp.numberOfGuests)}.{' '}
        {spotsLeft === 0
          ? 'The event is full, so you can only lower the number.'
          : `The event has ${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left.`}
      </Text>
      {changing ? (
        <LazyPart loadingLabel="Loading the form">
          <GuestsForm id={formId} token={token} managed={managed} headingId={headingId} />
        </LazyPart>
      ) : (
        <Button
          variant="light"
          leftSection={<IconUsers size={18} aria-hidden />}
          onPointerEnter={loadForm}
          onFocus={loadForm}
          onClick={change}
        >
          Change Party Size
        </Button>
      )}
    </Stack>
  );
}
