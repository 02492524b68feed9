import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import { trpc } from '../../lib/trpc';
import classes from './host-event.module.css';

type HeroProps = {
  /** The signed-in user's church; undefined for anyone without one. */
  churchId: number | undefined;
  /** The session is still being read: no buttons yet rather than the wrong ones. */
  pending: boolean;
};

/**
 * Spec §2 /host-event: the hero's buttons lead to registration and the Church Partner page. A
 * church that pays is past both: it is shown its dashboard and its events instead; one that has
 * not finished paying, the way to finish.
 */
export function HostEventHero({ churchId, pending }: HeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="host-event-title">
      <Container size="lg">
        <Stack gap="md">
          <Text className={classes.eyebrow}>Watch Together</Text>
          <Title order={1} id="host-event-title" className={classes.heroTitle}>
            Host a Watch Party or Event
          </Title>
          <Text className={classes.heroText}>
            Open your doors for the big game, a service, a concert or an outreach. Visitors find it,
            RSVP free without an account, and you see who is coming.
          </Text>
          {pending ? null : churchId === undefined ? (
            <NewcomerActions />
          ) : (
            <ChurchActions churchId={churchId} />
          )}
        </Stack>
      </Container>
    </section>
  );
}

function HeroActions({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <Group gap="sm" mt="xs">
      {primary}
      {secondary}
    </Group>
  );
}

const WHY_JOIN = (
  <ButtonLink
    to="/churches"
    variant="outline"
    color="white"
    size="md"
    rightSection={<IconArrowRight size={18} aria-hidden="true" />}
  >
    Why Churches Join
  </ButtonLink>
);

function NewcomerActions() {
  return (
    <HeroActions
      primary={
        <ButtonLink to="/register-church" variant="white" size="md">
          Become a Church Partner
        </ButtonLink>
      }
      secondary={WHY_JOIN}
    />
  );
}

function ChurchActions({ churchId }: { churchId: number }) {
  // The same question as the form's check below: asked once, answered to both.
  const billing = useQuery(trpc.billing.status.queryOptions({ churchId }));
  // Nothing until the answer: a paying church should not glimpse 'Become a Church Partner'.
  if (!billing.data) return null;
  if (billing.data.status !== 'active') {
    return (
      <HeroActions
        primary={
          <ButtonLink to="/church-checkout" variant="white" size="md">
            Complete your subscription
          </ButtonLink>
        }
        secondary={WHY_JOIN}
      />
    );
  }
  return (
    <HeroActions
      primary={
        <ButtonLink to="/analytics" variant="white" size="md">
          Your dashboard
        </ButtonLink>
      }
      secondary={
        <ButtonLink
          to="/events"
          search={{ church: churchId }}
          variant="outline"
          color="white"
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Your events
        </ButtonLink>
      }
    />
  );
}
