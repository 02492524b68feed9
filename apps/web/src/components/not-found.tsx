import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { pageTitle } from '../lib/head';
import { ButtonLink } from './links';
import classes from './status-page.module.css';

export const NOT_FOUND_HEADING = '404 Page Not Found';

/** The fallback for unknown routes (spec §2). */
export function NotFound() {
  return (
    <Container size="sm" className={classes.root}>
      {/* No route matched, so no route `head` applies: the page sets its own title (React hoists it). */}
      <title>{pageTitle(NOT_FOUND_HEADING)}</title>
      <Stack align="center" gap="md">
        <div className={classes.code} aria-hidden="true">
          404
        </div>
        <Title order={1}>{NOT_FOUND_HEADING}</Title>
        <Text size="lg" c="dimmed">
          The page you are looking for does not exist or has moved.
        </Text>
        <Group justify="center">
          <ButtonLink to="/" size="md">
            Back to home
          </ButtonLink>
          <ButtonLink to="/events" size="md" variant="default">
            Find Games & Events
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
