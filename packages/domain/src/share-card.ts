import { formatDayAndDate, formatEventDateTime } from './date-format.js';
import { eventIllustrationUrl } from './images.js';

/**
 * What a shared link's picture says (the 1200×630 card chats and social sites show): the game,
 * the church, where and when in the event's own zone, and that it is free.
 */
export type ShareCard = {
  /** The illustration's name under the web app's /images/events/ ('football'). */
  art: string;
  title: string;
  /** The church hosting it, or the church the card is about. */
  church: string;
  /** 'Austin, TX' */
  place: string;
  /** 'Sun, Dec 6, 2026 · 7:00 PM Central', or what else the card says in that line. */
  when: string;
  /** The call to act: 'Free · RSVP'. */
  badge: string;
};

type CardEvent = {
  title: string;
  sport: string;
  datetime: Date;
  timezone: string;
  church: { name: string; city: string; state: string };
  /** The next open dates ('YYYY-MM-DD'); a series shows its next one rather than its first. */
  occurrences: readonly { date: string }[];
};

const artOf = (sport: string) => eventIllustrationUrl(sport).replace(/^.*\/|\.svg$/g, '');

export function eventShareCard(event: CardEvent): ShareCard {
  const start = formatEventDateTime(event.datetime, event.timezone, 'short');
  const next = event.occurrences[0]?.date;
  const date = next ? formatDayAndDate(next) : start.date;
  return {
    art: artOf(event.sport),
    title: event.title,
    church: event.church.name,
    place: `${event.church.city}, ${event.church.state}`,
    when: start.valid ? `${date} · ${start.time} ${start.zone}` : start.full,
    badge: 'Free · RSVP',
  };
}

type CardChurch = { name: string; city: string; state: string };

/** A church's card: its name and town, and what it opens its doors for. */
export function churchShareCard(church: CardChurch, upcomingEvents: number): ShareCard {
  return {
    art: 'generic',
    title: church.name,
    church: 'Watch parties and church events',
    place: `${church.city}, ${church.state}`,
    when:
      upcomingEvents === 0
        ? 'Events coming soon'
        : `${upcomingEvents} upcoming ${upcomingEvents === 1 ? 'event' : 'events'}`,
    badge: 'Free · RSVP',
  };
}

/** The site's own card, for the home page and pages without one of their own. */
export function siteShareCard(): ShareCard {
  return {
    art: 'generic',
    title: 'Watch the game together at a church near you',
    church: 'Huddle',
    place: 'Churches across the US',
    when: 'Watch parties and church events',
    badge: 'Free · RSVP',
  };
}
