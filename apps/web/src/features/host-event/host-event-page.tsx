import { Alert, Container, Text } from '@mantine/core';
import { IconBuildingChurch, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ButtonLink } from '../../components/links';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
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
      <HostEventHero churchId={session?.churchUser?.churchId} pending={pending} />
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
          <PartnersOnly churchId={session.churchUser.churchId}>
            <HostEventForm churchId={session.churchUser.churchId} onCreated={setCreated} />
          </PartnersOnly>
        )}
      </Container>
    </>
  );
}

/** A yellow alert's own title colour (yellow 9) is 2.9:1 on its tint; the body text colour is not. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * Hosting needs an active Church Partner subscription (spec §6). A church without one learns it
 * here, before typing an event it could not publish, with the way to checkout. If the status
 * cannot be read the form shows: the server refuses an unpaid church anyway, with its toast.
 */
function PartnersOnly({ churchId, children }: { churchId: number; children: ReactNode }) {
  const billing = useQuery(trpc.billing.status.queryOptions({ churchId }));
  if (billing.isPending) return <PageLoader />;
  if (billing.data && billing.data.status !== 'active') {
    return <SubscriptionRequired pastDue={billing.data.status === 'past_due'} />;
  }
  return children;
}

/** Spec §8's words for SUBSCRIPTION_REQUIRED on hosting, with its 'Complete Registration'. */
function SubscriptionRequired({ pastDue }: { pastDue: boolean }) {
  return (
    <NotYetHosting
      icon={<IconCreditCard aria-hidden="true" />}
      title="Subscription Required"
      action={<ButtonLink to="/church-checkout">Complete Registration</ButtonLink>}
    >
      Please complete your Church Partner subscription to host events.{' '}
      {pastDue
        ? 'Your last payment did not go through; update it to host again.'
        : 'It takes a minute, and your events go live as soon as it is active.'}
    </NotYetHosting>
  );
}

/** Spec §2: a user without a church is sent to register one first. */
function NoChurch() {
  return (
    <NotYetHosting
      icon={<IconBuildingChurch aria-hidden="true" />}
      title="Register your church to host events"
      action={<ButtonLink to="/register-church">Register your church</ButtonLink>}
    >
      Watch parties and church events are hosted by a church. Register yours and choose the Church
      Partner plan, then come back here to host.
    </NotYetHosting>
  );
}

type NotYetProps = { icon: ReactNode; title: string; children: ReactNode; action: ReactNode };

/** In place of the form: what the church still lacks to host, and the step that gets it. */
function NotYetHosting({ icon, title, children, action }: NotYetProps) {
  return (
    <Alert color="yellow" radius="lg" icon={icon} title={title} styles={READABLE_TITLE}>
      <Text size="sm" mb="md">
        {children}
      </Text>
      {action}
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
