import { Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarOff, IconLinkOff } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { LoadError } from '../../components/load-error';

/** The page's shape while the RSVP loads; announced once, by its label. */
export function ManageRsvpSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading your RSVP…</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={34} width="60%" />
        <Skeleton height={180} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    </div>
  );
}

const PROBLEMS = {
  invalid: {
    icon: IconLinkOff,
    title: 'This Link Is Not Valid',
    text: 'It may be cut short (copy the whole link from your confirmation e-mail), or the RSVP it belonged to was cancelled.',
  },
  expired: {
    icon: IconCalendarOff,
    title: 'This Event Is Over',
    text: 'The link to change or cancel an RSVP works until the event has taken place.',
  },
} as const;

/** A link that opens no RSVP: wrong or cancelled, or its event is over. */
export function LinkProblem({ kind }: { kind: keyof typeof PROBLEMS }) {
  const problem = PROBLEMS[kind];
  const Icon = problem.icon;
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
        <Icon size={32} />
      </ThemeIcon>
      <Title order={1}>{problem.title}</Title>
      <Text size="lg" c="gray.7" maw={520}>
        {problem.text}
      </Text>
      <ButtonLink to="/events" size="md">
        Find Games & Events
      </ButtonLink>
    </Stack>
  );
}

type ErrorProps = { error: unknown; onRetry: () => void; retrying: boolean };

/** Any other failure: why, in the server's words when it gave some, and Retry. */
export function ManageRsvpError({ error, onRetry, retrying }: ErrorProps) {
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>Your RSVP</Title>
      <LoadError
        title="Your RSVP could not be loaded"
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    </Stack>
  );
}
