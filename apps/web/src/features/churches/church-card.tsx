import { cardAmenities } from '@huddle/domain';
import { Badge, Card } from '@mantine/core';
import { IconArrowRight, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import parts from '../../components/card-parts.module.css';
import { FallbackImage } from '../../components/fallback-image';
import { ButtonLink } from '../../components/links';
import type { RouterOutputs } from '../../lib/trpc';
import classes from './churches.module.css';

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
  const Heading = headingOrder === 2 ? 'h2' : 'h3';

  return (
    // tabIndex -1: 'Load more' moves focus to the first new card. Its parts are plain elements
    // (components/card-parts.module.css).
    <Card component="article" padding="lg" h="100%" aria-labelledby={nameId} tabIndex={-1}>
      <Card.Section className={classes.cardMedia}>
        <FallbackImage
          src={church.imageUrl || churchFacadeSrc(church)}
          fallbackSrc={churchFacadeSrc(church)}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          className={classes.cardImage}
        />
        <Badge className={classes.countBadge} variant="filled" color="gold.4" autoContrast>
          {eventCountLabel(church.eventCount)}
        </Badge>
      </Card.Section>

      <div className={parts.body}>
        <Heading className={parts.title} id={nameId}>
          <Link
            to="/churches/$id"
            params={{ id: String(church.id) }}
            className={`${parts.titleLink} mantine-focus-auto`}
          >
            {church.name}
          </Link>
        </Heading>
        <p className={parts.description}>{church.description}</p>
        <div className={classes.cardFacts}>
          <span className={parts.fact}>
            <span className={parts.factIcon}>
              <IconMapPin size={16} aria-hidden />
            </span>
            {church.city}, {church.state}
          </span>
          <span className={parts.fact}>
            <span className={parts.factIcon}>
              <IconUsers size={16} aria-hidden />
            </span>
            Capacity: {church.capacity}
          </span>
        </div>
        {church.denomination && (
          <p className={`${parts.text} ${classes.denomination}`}>{church.denomination}</p>
        )}
        {church.amenities.length > 0 && (
          <ul className={`${parts.row} ${classes.amenities}`} aria-label="Amenities">
            {amenities.shown.map((amenity) => (
              <Badge key={amenity} component="li" variant="light" color="gray">
                {amenity}
              </Badge>
            ))}
            {amenities.more && (
              <Badge component="li" variant="outline" color="dark">
                {amenities.more}
              </Badge>
            )}
          </ul>
        )}
      </div>

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
