import type {
  EventStatusType,
  ItemAvailability,
  Offer,
  Organization,
  Place,
  PostalAddress,
  Event as SchemaEvent,
  WithContext,
} from 'schema-dts';
import { EVENT_DURATION_MS } from './constants/events.js';
import { formatEventDateTime } from './date-format.js';
import { instantToLocal, localToInstant, offsetMs } from './time.js';

/**
 * What search engines read of an event page: schema.org `Event`s as JSON-LD, one per date still
 * open (a search result is a date someone can come to), cancelled dates still to come as
 * `EventCancelled`, each with the church as its place and organizer and a free ticket whose
 * availability follows the seats.
 */

type StructuredChurch = {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  website: string | null;
};

export type StructuredEvent = {
  title: string;
  description: string;
  gameDetails: string;
  datetime: Date;
  timezone: string;
  church: StructuredChurch;
  occurrences: readonly { date: string; spotsLeft: number; waitingCount: number }[];
  /** Cancelled dates of a series ('YYYY-MM-DD'); those still to come are listed as cancelled. */
  recurrenceExceptions: readonly string[];
  /** The church moved its time or place after publishing it (its calendar sequence rose). */
  rescheduled?: boolean;
};

/** The absolute addresses the data points to. */
export type StructuredUrls = { page: string; image: string; church: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-12-06T19:20:00-06:00': the local time with its offset, as schema.org asks. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const local = instantToLocal(instant, timeZone);
  const minutes = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local.date}T${local.time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function postalAddress(
  church: Omit<StructuredChurch, 'name' | 'phone' | 'website'>,
): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: church.address,
    addressLocality: church.city,
    addressRegion: church.state,
    postalCode: church.zipCode,
    addressCountry: 'US',
  };
}

function churchPlace(church: StructuredChurch): Place {
  return { '@type': 'Place', name: church.name, address: postalAddress(church) };
}

function organizer(church: StructuredChurch, url: string): Organization {
  return { '@type': 'Organization', name: church.name, url: church.website ?? url };
}

export function eventStructuredData(
  event: StructuredEvent,
  urls: StructuredUrls,
  now: Date,
): WithContext<SchemaEvent>[] {
  const startTime = instantToLocal(event.datetime, event.timezone).time;
  const scheduled: EventStatusType = event.rescheduled
    ? 'https://schema.org/EventRescheduled'
    : 'https://schema.org/EventScheduled';
  const dateEvent = (date: string, status: EventStatusType, seats?: number) => {
    const start = localToInstant(date, startTime, event.timezone);
    const data: WithContext<SchemaEvent> = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: [event.description, event.gameDetails].filter(Boolean).join('\n\n'),
      startDate: isoWithOffset(start, event.timezone),
      endDate: isoWithOffset(new Date(start.getTime() + EVENT_DURATION_MS), event.timezone),
      eventStatus: status,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: churchPlace(event.church),
      organizer: organizer(event.church, urls.church),
      image: [urls.image],
      url: urls.page,
      isAccessibleForFree: true,
    };
    if (seats === undefined) return data;
    const availability: ItemAvailability =
      seats > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
    const offer: Offer = {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability,
      url: urls.page,
    };
    return { ...data, offers: offer };
  };
  const today = instantToLocal(now, event.timezone).date;
  const cancelled = event.recurrenceExceptions.filter((date) => date >= today);
  return [
    ...event.occurrences.map((date) => dateEvent(date.date, scheduled, date.spotsLeft)),
    ...cancelled.map((date) => dateEvent(date, 'https://schema.org/EventCancelled')),
  ];
}

/**
 * The sentence a search result or a chat preview shows under the title: when (in the event's
 * zone), where, and whether there is room.
 */
export function eventSummary(event: StructuredEvent): string {
  const next = event.occurrences[0];
  const startTime = instantToLocal(event.datetime, event.timezone).time;
  const start = next ? localToInstant(next.date, startTime, event.timezone) : event.datetime;
  const when = formatEventDateTime(start, event.timezone, 'short').full;
  const where = `${event.church.name}, ${event.church.city}, ${event.church.state}`;
  const room = !next
    ? 'RSVPs closed'
    : next.spotsLeft > 0
      ? `Free · ${next.spotsLeft} ${next.spotsLeft === 1 ? 'seat' : 'seats'} left`
      : 'Full · join the waitlist';
  return `${when} · ${where} · ${room}`;
}
