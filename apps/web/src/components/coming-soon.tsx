import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { ButtonLink } from './links';
import classes from './status-page.module.css';

type ComingSoonProps = {
  /** The page's name, shown as its heading (the route sets the document title). */
  title: string;
};

/** Stands in for a page of the route table that is not built yet. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <Container size="sm" className={classes.root}>
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
          <IconCalendarEvent size={32} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          This page is being built. Check back soon.
        </Text>
        <Group justify="center">
          <ButtonLink to="/events" size="md">
            Find Games & Events
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
