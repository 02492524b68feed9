import {
  availabilityLabel,
  formatUsPhone,
  type SupportUrgency,
  supportTypeLabel,
  urgencyLabel,
} from '@huddle/domain';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type { RouterOutputs } from '../../lib/trpc';
import classes from './sports-mission.module.css';

export type SupportOffer = RouterOutputs['support']['offers']['list']['items'][number];
export type SupportRequest = RouterOutputs['support']['requests']['list']['items'][number];

/** The urgency's color is the badge's background; its text stays dark (orange text read 3.6:1). */
const URGENCY_COLOR: Record<SupportUrgency, string> = {
  high: 'red',
  medium: 'orange',
  low: 'gray',
};

type Post = SupportOffer | SupportRequest;

export type SupportCardProps = {
  post: Post;
  /** The status badge: availability or 'X Priority'. */
  status: ReactNode;
  mailHref: string;
  mailLabel: string;
  /** Shown on the posting church's own posts. */
  onClose?: (() => void) | undefined;
};

/** An offer's or a request's card (spec §2 /sports-mission). */
export function SupportCard({ post, status, mailHref, mailLabel, onClose }: SupportCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      padding="lg"
      className={classes.card}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <Group gap={6}>
        {post.supportType.map((type) => (
          <Badge key={type} variant="light">
            {supportTypeLabel(type)}
          </Badge>
        ))}
        {status}
      </Group>
      <Title order={3} id={titleId}>
        {post.title}
      </Title>
      <Text size="sm" className={classes.cardBody}>
        {post.description}
      </Text>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" fw={600}>
            {post.church.name}
            <Text span size="sm" fw={400} c="dimmed">
              {' '}
              · {post.church.city}, {post.church.state}
            </Text>
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Anchor size="sm" href={`mailto:${post.contactEmail}`} className={classes.contact}>
            {post.contactEmail}
          </Anchor>
        </Group>
        {post.contactPhone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Anchor size="sm" href={`tel:+1${post.contactPhone.replace(/\D/g, '')}`}>
              {formatUsPhone(post.contactPhone)}
            </Anchor>
          </Group>
        )}
      </Stack>
      <Group gap="xs" mt="xs">
        {post.ownPost ? (
          // A church does not write to itself: its own post says whose it is instead.
          <Text size="sm" fw={600} c="gray.7" flex={1}>
            Your post
          </Text>
        ) : (
          <Button
            component="a"
            href={mailHref}
            leftSection={<IconMail size={16} aria-hidden />}
            aria-describedby={titleId}
            flex={1}
          >
            {mailLabel}
          </Button>
        )}
        {onClose && (
          <Button variant="default" onClick={onClose} aria-describedby={titleId}>
            Close post
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** An offer's status: when the church can lend or give. */
export function AvailabilityBadge({ offer }: { offer: SupportOffer }) {
  return (
    <Badge variant="outline" color="dark" leftSection={<IconCalendarTime size={12} aria-hidden />}>
      {availabilityLabel(offer.availability)}
    </Badge>
  );
}

/** A request's status: 'High Priority' and the like. */
export function UrgencyBadge({ request }: { request: SupportRequest }) {
  return (
    <Badge variant="light" color={URGENCY_COLOR[request.urgency]} c="dark.9">
      {urgencyLabel(request.urgency)}
    </Badge>
  );
}
