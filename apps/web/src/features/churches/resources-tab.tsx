import { CAROUSEL } from '@huddle/domain';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallFootball, IconChartBar, IconHeartHandshake } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { SimpleGrid } from '../../components/simple-grid';
import { TestimonialCarousel } from '../testimonials/testimonial-carousel';
import classes from './churches.module.css';

const RESOURCES = [
  {
    icon: IconChartBar,
    title: 'Analytics Dashboard',
    text: 'RSVPs, attendance, capacity and growth for every event your church hosts.',
    to: '/analytics',
    label: 'Open analytics',
  },
  {
    icon: IconHeartHandshake,
    title: 'Sports Mission',
    text: 'Offer or request equipment, volunteers, food or funding among partner churches.',
    to: '/sports-mission',
    label: 'Visit Sports Mission',
  },
  {
    icon: IconBallFootball,
    title: 'Host a Watch Party',
    text: 'Create a watch party or church event in minutes, with recurring dates and sharing.',
    to: '/host-event',
    label: 'Host an event',
  },
] as const;

/** Spec §2 /churches, Resources & Tools: the partner tools and the testimonials at 6 s. */
export function ResourcesTab() {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {RESOURCES.map(({ icon: Icon, title, text, to, label }) => (
          <Card key={to} className={classes.resource} padding="lg">
            <ThemeIcon size={44} radius="lg" variant="light" aria-hidden="true">
              <Icon size={22} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm" c="dimmed" flex={1}>
              {text}
            </Text>
            <div>
              <ButtonLink to={to} variant="light">
                {label}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </SimpleGrid>
      <section aria-labelledby="churches-stories-title">
        <Title order={2} id="churches-stories-title" mb="md">
          What church leaders say
        </Title>
        <TestimonialCarousel interval={CAROUSEL.churchesAutoPlayMs} />
      </section>
    </Stack>
  );
}
