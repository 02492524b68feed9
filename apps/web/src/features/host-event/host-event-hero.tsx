import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import classes from './host-event.module.css';

/** Spec §2 /host-event: the hero's buttons lead to registration and the Church Partner page. */
export function HostEventHero() {
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
          <Group gap="sm" mt="xs">
            <ButtonLink to="/register-church" variant="white" size="md">
              Become a Church Partner
            </ButtonLink>
            <ButtonLink
              to="/churches"
              variant="outline"
              color="white"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              Why Churches Join
            </ButtonLink>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
