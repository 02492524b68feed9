import { Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarCancel, IconCalendarOff, IconLinkOff } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { LostLinkHelp } from './lost-link-help';

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
    text: 'It may be cut short (copy the whole link from your e-mail), replaced by a newer link we sent you, or the RSVP it belonged to was cancelled.',
  },
  expired: {
    icon: IconCalendarOff,
    title: 'This Event Is Over',
    text: 'The link to change or cancel an RSVP works until the event has taken place.',
  },
  // The server's sentence names what was cancelled and when (RSVP_CANCELLED_BY_CHURCH).
  cancelledByChurch: {
    icon: IconCalendarCancel,
    title: 'The Church Cancelled This Date',
    text: '',
  },
} as const;

/**
 * A link that opens no RSVP: wrong or cancelled, its event over, or its date cancelled by the
 * church (`text`: the server's sentence). Either way the person may
 * hold other RSVPs, or a newer link to this one, so the way to have them mailed comes with it.
 */
export function LinkProblem({ kind, text }: { kind: keyof typeof PROBLEMS; text?: string }) {
  const problem = PROBLEMS[kind];
  const Icon = problem.icon;
  return (
    <Stack gap="lg">
      <Stack align="center" gap="md" pt={48} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <Icon size={32} />
        </ThemeIcon>
        <Title order={1}>{problem.title}</Title>
        <Text size="lg" c="gray.7" maw={520}>
          {text ?? problem.text}
        </Text>
        <ButtonLink to="/events" size="md">
          Find Games & Events
        </ButtonLink>
      </Stack>
      <LostLinkHelp />
    </Stack>
  );
}
