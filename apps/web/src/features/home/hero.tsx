import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBallFootball, IconBuildingChurch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import { SimpleGrid } from '../../components/simple-grid';
import { TAGLINE } from '../../lib/brand';
import classes from './home.module.css';

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg">
        <Stack gap="lg" mb={{ base: 'xl', md: 48 }}>
          <span className={classes.eyebrow}>Watch parties · Church events · Fellowship</span>
          <Title order={1} id="home-hero-title" className={classes.heroTitle}>
            Game day brings people together.{' '}
            <span className={classes.highlight}>So can your church.</span>
          </Title>
          <Text className={classes.heroTagline}>{TAGLINE}</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880}>
          <PathCard
            icon={<IconBallFootball size={26} />}
            title="Find Games and Events"
            description="Watch the big game with neighbors, or join a concert, service or outreach near you. No account needed: RSVP and come as you are."
            action={
              <ButtonLink to="/events" size="md" rightSection={<IconArrowRight size={18} />}>
                Browse events
              </ButtonLink>
            }
          />
          <PathCard
            icon={<IconBuildingChurch size={26} />}
            title="Church Partner"
            description="Host watch parties and church events, welcome new faces, partner with churches nearby and see the difference you make."
            action={
              <ButtonLink
                to="/churches"
                size="md"
                variant="light"
                rightSection={<IconArrowRight size={18} />}
              >
                Become a partner
              </ButtonLink>
            }
          />
        </SimpleGrid>
      </Container>
    </section>
  );
}

type PathCardProps = { icon: ReactNode; title: string; description: string; action: ReactNode };

function PathCard({ icon, title, description, action }: PathCardProps) {
  return (
    <Card className={classes.pathCard}>
      <ThemeIcon size={52} radius="lg" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" className={classes.pathCardText}>
        {description}
      </Text>
      <div>{action}</div>
    </Card>
  );
}
