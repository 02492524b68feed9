import { formatUsd, PLAN_PRICE_CENTS } from '@huddle/domain';
import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BENEFITS, type BenefitTitle } from '../../components/benefits';
import { ButtonLink } from '../../components/links';
import { SimpleGrid } from '../../components/simple-grid';
import classes from './churches.module.css';
import { RegisterChurchButton } from './register-cta';

/** Spec §2: the four benefit cards' stat claims (marketing copy, §9: not rules). */
const CLAIMS: Record<BenefitTitle, { stat: string; claim: string; text: string }> = {
  'Grow Your Community': {
    stat: '40+',
    claim: 'neighbors at a typical partner watch party',
    text: 'Game day brings in people who would never come to a Sunday service first.',
  },
  'Build Lasting Relationships': {
    stat: '1 in 3',
    claim: 'first-time guests come back for another event',
    text: 'Shared cheers turn strangers into friends, and friends into a church family.',
  },
  'Support Network': {
    stat: '4 ways',
    claim: 'to help: equipment, volunteers, food and funding',
    text: 'Offer and request support from partner churches on the Sports Mission board.',
  },
  'Track Your Impact': {
    stat: 'Every RSVP',
    claim: 'counted, with attendance and growth over time',
    text: 'See which events reach your community, and plan the next one with confidence.',
  },
};

/** The visitor's pitch (spec §2 /churches): hero, four benefits and the register call to action. */
export function WhyChurchesJoin() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="churches-hero-title">
        <Container size="lg">
          <Stack gap="md">
            <Title order={1} id="churches-hero-title" className={classes.heroTitle}>
              Why Churches Join
            </Title>
            <Text className={classes.heroText}>
              Huddle helps churches open their doors on game day and beyond: host watch parties and
              church events, welcome new faces, and support each other as Church Partners.
            </Text>
            <Group gap="sm">
              <RegisterChurchButton size="md" />
              <ButtonLink to="/events" size="md" variant="white">
                See events near you
              </ButtonLink>
            </Group>
            <Text size="sm" className={classes.heroText}>
              Church Partner: {formatUsd(PLAN_PRICE_CENTS.monthly)} a month or{' '}
              {formatUsd(PLAN_PRICE_CENTS.yearly)} a year. Your events go live once you subscribe;
              if you stop, those already announced stay up until they take place.
            </Text>
          </Stack>
        </Container>
      </section>
      <Container size="lg" pt="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {BENEFITS.map(({ icon: Icon, title }) => (
            <Card key={title} className={classes.benefit} padding="lg">
              <ThemeIcon size={44} radius="lg" variant="light" mb="sm" aria-hidden="true">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={2} size="h3" mb={6}>
                {title}
              </Title>
              <Text className={classes.stat}>{CLAIMS[title].stat}</Text>
              <Text size="sm" fw={600} mb="xs">
                {CLAIMS[title].claim}
              </Text>
              <Text size="sm" c="dimmed">
                {CLAIMS[title].text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
