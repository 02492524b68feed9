import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { pageTitle } from '../lib/head';
import { ButtonLink } from './links';
import classes from './status-page.module.css';

/** Shown when a route fails to load or render; the layout around it stays usable. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Container size="sm" className={classes.root}>
      <title>{pageTitle('Something went wrong')}</title>
      <Stack align="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text size="lg" c="dimmed">
          {error instanceof Error && error.message
            ? error.message
            : 'Something went wrong. Please try again.'}
        </Text>
        <Group justify="center">
          <Button size="md" onClick={retry}>
            Try again
          </Button>
          <ButtonLink to="/" size="md" variant="default">
            Back to home
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
