import { formatAddress, formatEventDateTime } from '@huddle/domain';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { EventLinkTitle } from '../../components/event-link-title';
import classes from './manage-rsvp.module.css';
import type { ManagedRsvp } from './managed-rsvp-query';
import { PartySize } from './party-size';
import type { CancelledRsvp } from './rsvp-cancelled';

// The dialog (Mantine's Modal, its focus trap) loads with the first press of Cancel RSVP.
const loadCancelDialog = () => import('./cancel-rsvp-dialog');
const CancelRsvpDialog = lazy(() =>
  loadCancelDialog().then((module) => ({ default: module.CancelRsvpDialog })),
);

type Props = {
  token: string;
  managed: ManagedRsvp;
  onCancelled: (cancelled: CancelledRsvp) => void;
};

/** The RSVP behind the link: the event, what was booked, the party size and its form, and Cancel. */
export function ManageRsvpView({ token, managed, onCancelled }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [askedToCancel, setAskedToCancel] = useState(false);
  const { event, rsvp } = managed;
  const when = formatEventDateTime(event.startsAt, event.timezone).full;
  const address = formatAddress(event);

  return (
    <Stack gap="lg">
      <EventLinkTitle kicker="Your RSVP" event={event} />

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="rsvp-details">
        <Title order={2} size="h4" id="rsvp-details" mb="sm">
          Details
        </Title>
        <dl className={classes.details}>
          <Row label="When" value={when} />
          {event.repeats && <Row label="Repeats" value={event.repeats} />}
          <Row label="Where" value={`${event.churchName}, ${address}`} />
          <Row label="Name" value={rsvp.attendeeName} />
          <Row label="Email" value={rsvp.attendeeEmail} />
          {rsvp.attendeePhone && <Row label="Phone" value={rsvp.attendeePhone} />}
          {rsvp.specialRequests && <Row label="Special requests" value={rsvp.specialRequests} />}
        </dl>
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="rsvp-guests">
        <PartySize token={token} managed={managed} headingId="rsvp-guests" />
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="rsvp-cancel">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="rsvp-cancel">
            Can't make it?
          </Title>
          <Text size="sm">Cancelling gives your seats back to the event and tells the church.</Text>
          <Button
            // Red 9: the text keeps 4.5:1 on white (red 6, Mantine's default, does not).
            color="red.9"
            variant="outline"
            leftSection={<IconCalendarX size={18} aria-hidden />}
            onPointerEnter={loadCancelDialog}
            onFocus={loadCancelDialog}
            onClick={() => {
              setAskedToCancel(true);
              setConfirming(true);
            }}
          >
            Cancel RSVP
          </Button>
        </Stack>
      </Card>

      {askedToCancel && (
        <Suspense fallback={null}>
          <CancelRsvpDialog
            token={token}
            managed={managed}
            opened={confirming}
            onClose={() => setConfirming(false)}
            onCancelled={onCancelled}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text component="dt" size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" style={{ whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </>
  );
}
