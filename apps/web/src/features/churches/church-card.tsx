import { cardAmenities } from '@huddle/domain';
import { AspectRatio, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { FallbackImage } from '../../components/fallback-image';
import { AnchorLink, ButtonLink } from '../../components/links';
import type { RouterOutputs } from '../../lib/trpc';

export type ChurchSummary = RouterOutputs['churches']['list']['items'][number];

type Props = {
  church: ChurchSummary;
  /** The card's heading level under the page's own headings. */
  headingOrder?: 2 | 3;
  /** A card in the first row: its image is likely the page's largest paint, so it is not lazy. */
  aboveFold?: boolean;
};

/** The public facades shipped with the app, for a church without a photo of its own. */
const FALLBACK_IMAGES = 6;

export function churchFacadeSrc(church: Pick<ChurchSummary, 'id'>): string {
  return `/images/churches/church-${(church.id % FALLBACK_IMAGES) + 1}.svg`;
}

/**
 * The badge says what it counts: the upcoming events that View Events lists (issue 11 item 6:
 * "7 EVENTS" beside a list of 3 read as a mistake).
 */
export function eventCountLabel(count: number): string {
  if (count === 0) return 'No upcoming events';
  return count === 1 ? '1 upcoming event' : `${count} upcoming events`;
}

/**
 * Spec §2 church card: image, Events count badge (upcoming events), name, description, city/state, Capacity,
 * denomination, up to 3 amenities then '+N more', and View Events (to /events?church={id}).
 */
export function ChurchCard({ church, headingOrder = 3, aboveFold = false }: Props) {
  const nameId = useId();
  const amenities = cardAmenities(church.amenities);

  return (
    // tabIndex -1: 'Load more' moves focus to the first new card.
    <Card component="article" padding="lg" h="100%" aria-labelledby={nameId} tabIndex={-1}>
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 9}>
          <FallbackImage
            src={church.imageUrl || churchFacadeSrc(church)}
            fallbackSrc={churchFacadeSrc(church)}
            alt=""
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : 'auto'}
            style={{ backgroundColor: 'var(--mantine-color-gray-1)' }}
          />
        </AspectRatio>
        <Badge pos="absolute" top={12} left={12} variant="filled" color="gold.4" autoContrast>
          {eventCountLabel(church.eventCount)}
        </Badge>
      </Card.Section>

      <Stack gap="xs" mt="md" flex={1}>
        <Title order={headingOrder} size="h3" id={nameId}>
          <AnchorLink to="/churches/$id" params={{ id: String(church.id) }} inherit c="inherit">
            {church.name}
          </AnchorLink>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {church.description}
        </Text>
        <Group gap="md" mt={4}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              {church.city}, {church.state}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">Capacity: {church.capacity}</Text>
          </Group>
        </Group>
        {church.denomination && (
          <Text size="sm" fw={600}>
            {church.denomination}
          </Text>
        )}
        {church.amenities.length > 0 && (
          <Group gap={6} aria-label="Amenities" role="list">
            {amenities.shown.map((amenity) => (
              <Badge key={amenity} variant="light" color="gray" role="listitem">
                {amenity}
              </Badge>
            ))}
            {amenities.more && (
              <Badge variant="outline" color="dark" role="listitem">
                {amenities.more}
              </Badge>
            )}
          </Group>
        )}
      </Stack>

      <ButtonLink
        to="/events"
        search={{ church: church.id }}
        mt="lg"
        fullWidth
        rightSection={<IconArrowRight size={16} aria-hidden />}
        aria-describedby={nameId}
      >
        View Events
      </ButtonLink>
    </Card>
  );
}
