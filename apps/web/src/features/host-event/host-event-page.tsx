import { Alert, Container, Text } from '@mantine/core';
import { IconBuildingChurch, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { HostEventForm } from './host-event-form';
import { HostEventHero } from './host-event-hero';
import { ShareStep } from './share-step';
import type { CreatedEvent } from './use-host-event';

/** Spec §2 /host-event and §4: the form, then the sharing step, then the event page. */
export function HostEventPage() {
  const { session, pending } = useSession();
  const [created, setCreated] = useState<CreatedEvent | null>(null);

  return (
    <>
      <HostEventHero />
      <Container size={860} py={{ base: 'xl', sm: 48 }}>
        {pending ? (
          <PageLoader />
        ) : created ? (
          <ShareStep event={created} />
        ) : !session ? (
          <SignedOut />
        ) : !session.churchUser ? (
          <NoChurch />
        ) : (
          <HostEventForm churchId={session.churchUser.churchId} onCreated={setCreated} />
        )}
      </Container>
    </>
  );
}

/** Spec §2: a user without a church is sent to register one first. */
function NoChurch() {
  return (
    <Alert
      color="yellow"
      radius="lg"
      icon={<IconBuildingChurch aria-hidden="true" />}
      title="Register your church to host events"
    >
      <Text size="sm" mb="md">
        Watch parties and church events are hosted by a church. Register yours and choose the Church
        Partner plan, then come back here to host.
      </Text>
      <ButtonLink to="/register-church">Register your church</ButtonLink>
    </Alert>
  );
}

/** The session ended while the page was open (the route's guard let the visit in). */
function SignedOut() {
  return (
    <Alert color="red" radius="lg" icon={<IconLock aria-hidden="true" />} title="Please log in">
      <Text size="sm" mb="md">
        Your session has expired. Please log in again to continue.
      </Text>
      <ButtonLink to="/login" search={{ redirect: '/host-event' }}>
        Log In
      </ButtonLink>
    </Alert>
  );
}
