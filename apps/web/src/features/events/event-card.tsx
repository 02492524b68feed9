import {
  describeRecurrence,
  EVENT_FULL_LABEL,
  eventIllustrationUrl,
  formatDistance,
  rsvpDateOf,
} from '@huddle/domain';
import { Badge, Button, Card } from '@mantine/core';
import {
  IconBuildingChurch,
  IconCalendarEvent,
  IconCalendarOff,
  IconListNumbers,
  IconMapPin,
  IconRepeat,
  IconShare,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import parts from '../../components/card-parts.module.css';
import { FallbackImage } from '../../components/fallback-image';
import { ButtonLink } from '../../components/links';
import { waitingText } from '../waitlist/waiting-text';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { EventBadge } from './event-badge';
import { EVENT_ENDED_TEXT, ownerCountsText } from './event-counts';
import { eventImageSrc } from './event-links';
import type { EventView } from './event-types';
import { eventWhen } from './event-when';
import classes from './events.module.css';
import { announceShare, shareEvent } from './share-event';
import { useVisitorSearch } from './visitor-mode';
import { useYourTime, YourTime } from './your-time';

type Props = {
  event: EventView;
  now?: Date;
  /** The list's date filter: a series shows its occurrence on that day. */
  on?: string | undefined;
  /** A card in the first row: its image is likely the page's largest paint, so it is not lazy. */
  aboveFold?: boolean;
};

/**
 * One event of the /events lists (spec §2). Only the title and the buttons are interactive, so
 * nothing is nested inside a link. A running series shows its next date rather than its first.
 */
export function EventCard({ event, now = new Date(), on, aboveFold = false }: Props) {
  const titleId = useId();
  const when = eventWhen(event, now, 'short', on);
  const visitorSearch = useVisitorSearch();
  const recurrence = describeRecurrence(event);
  const params = { id: String(event.id) };
  // The date the card shows (the list's day, else the next) may be past: a list by date goes back.
  const shown = rsvpDateOf(event, on, now);
  const ended = !shown.ok && shown.reason === 'over';
  const warning = ended ? null : (event.owner?.spotsLeftWarning ?? null);
  // Visitors meet a full date's waitlist (its church keeps the spec's 'Event Full' badge).
  const waitlist = !ended && !event.owner && event.spotsLeft === 0 && event.occurrences.length > 0;

  return (
    <Card component="article" padding="lg" className={classes.card} aria-labelledby={titleId}>
      <Card.Section className={classes.mediaWrap}>
        <FallbackImage
          src={eventImageSrc(event)}
          fallbackSrc={eventIllustrationUrl(event.sport)}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          width={16}
          height={9}
          className={classes.media}
        />
        <div className={`${parts.row} ${classes.mediaBadges}`}>
          <EventBadge sport={event.sport} />
          {warning && (
            // Red 9 with white text is 5.5:1; orange stays light with dark text (auto contrast).
            <Badge
              color={warning === EVENT_FULL_LABEL ? 'red.9' : 'orange.3'}
              autoContrast
              variant="filled"
            >
              {warning}
            </Badge>
          )}
        </div>
      </Card.Section>

      <div className={parts.body}>
        <h2 className={parts.title} id={titleId}>
          <Link
            to="/events/$id"
            params={params}
            search={visitorSearch}
            className={`${parts.titleLink} mantine-focus-auto`}
          >
            {event.title}
          </Link>
        </h2>
        <p className={parts.description}>{event.description}</p>
        <div className={classes.facts}>
          <Fact icon={<IconCalendarEvent size={16} />}>
            {when.full}
            <VisitorClock event={event} now={now} on={on} />
          </Fact>
          {recurrence && <Fact icon={<IconRepeat size={16} />}>{recurrence}</Fact>}
          <Fact icon={<IconBuildingChurch size={16} />}>{event.church.name}</Fact>
          <Fact icon={<IconMapPin size={16} />}>
            {event.church.city}, {event.church.state}
            {event.distanceMiles !== null && ` · ${formatDistance(event.distanceMiles)} away`}
          </Fact>
          {ended && <Fact icon={<IconCalendarOff size={16} />}>{EVENT_ENDED_TEXT}</Fact>}
          {waitlist && (
            <Fact icon={<IconListNumbers size={16} />}>
              Full · {waitingText(event.waitingCount)}
            </Fact>
          )}
          {/* Spec §6: attendance for the hosting church only, RSVPs and people told apart. */}
          {event.owner && (
            <Fact icon={<IconUsers size={16} />}>
              {ownerCountsText(event.owner.rsvpCount, event.currentAttendees)}
            </Fact>
          )}
        </div>
      </div>

      <div className={parts.actions}>
        {!ended && (
          <ButtonLink
            to="/events/$id"
            params={params}
            search={visitorSearch}
            aria-describedby={titleId}
          >
            {waitlist ? 'Join Waitlist' : 'RSVP Now'}
          </ButtonLink>
        )}
        <AddToCalendarMenu event={event} />
        <ShareButton event={event} describedBy={titleId} />
      </div>
    </Card>
  );
}

/** A line of the card with its icon (components/card-parts.module.css says why it is plain). */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={parts.fact}>
      <span className={parts.factIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </div>
  );
}

/**
 * The visitor's own time, in a component of its own: it reads the visitor's zone only after a
 * prerendered page has hydrated, and that second render should be this line, not the whole card.
 */
function VisitorClock({ event, now, on }: { event: EventView; now: Date; on: string | undefined }) {
  return <YourTime yours={useYourTime(event, now, on)} />;
}

function ShareButton({ event, describedBy }: { event: EventView; describedBy: string }) {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      announceShare(await shareEvent(event));
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button
      variant="subtle"
      leftSection={<IconShare size={16} aria-hidden />}
      loading={sharing}
      onClick={share}
      aria-describedby={describedBy}
    >
      Share
    </Button>
  );
}
