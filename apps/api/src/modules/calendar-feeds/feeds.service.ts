import type { Db } from '@huddle/db';
import {
  buildFeed,
  type EventSearchInput,
  type FeedEntry,
  localDateOf,
  readPlaceQuery,
  sportFilterValues,
} from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { etagOf } from '../../rest/http-cache.js';
import { findChurch } from '../churches/churches.repository.js';
import { calendarEventOf } from '../events/event-calendar.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { type EventListQuery, listEvents } from '../events/events.repository.js';
import { type CancelledEventRow, findCancelledEvents, lastEdits } from './feeds.repository.js';

/** A feed holds the next this many events: months of a church's, the next weeks of a search's. */
export const FEED_EVENTS = 100;
/** Calendars are asked to look again hourly (most poll less often whatever they are told). */
const REFRESH_MINUTES = 60;

export type Feed = { content: string; etag: string; lastModified: Date; filename: string };

export type FeedSearch = Pick<EventSearchInput, 'zipCode' | 'city' | 'state' | 'sport' | 'church'>;

/** GET /api/churches/{id}/calendar.ics: the church's events to come, and those it cancelled. */
export async function churchFeed(db: Db, churchId: number, publicUrl: string, now = new Date()) {
  const church = await findChurch(db, churchId, now);
  if (!church) throw appError('NOT_FOUND', 'Church not found.');
  return feedOf(db, { churchId, sports: null }, publicUrl, now, {
    name: `${church.name} on Huddle`,
    description: `Watch parties and church events at ${church.name}, ${church.city}, ${church.state}`,
    filename: 'church-events.ics',
  });
}

/** GET /api/events/calendar.ics: what the event list finds for these filters, as a calendar. */
export async function searchFeed(db: Db, input: FeedSearch, publicUrl: string, now = new Date()) {
  const place = readPlaceQuery(input);
  const where =
    place.zipCode ??
    (place.city ? [place.city, place.state].filter(Boolean).join(', ') : place.state);
  const what = input.sport ?? 'Watch parties and church events';
  return feedOf(
    db,
    {
      zipCode: place.zipCode,
      city: place.city,
      state: place.state,
      sports: sportFilterValues(input.sport),
      churchId: input.church,
    },
    publicUrl,
    now,
    {
      name: `Huddle: ${what}${where ? ` near ${where}` : ''}`,
      description: `${what}${where ? ` near ${where}` : ''}, from churches on Huddle`,
      filename: 'huddle-events.ics',
    },
  );
}

type Filter = Pick<EventListQuery, 'churchId' | 'zipCode' | 'city' | 'state' | 'sports'>;
type Naming = { name: string; description: string; filename: string };

async function feedOf(db: Db, filter: Filter, publicUrl: string, now: Date, naming: Naming) {
  const [rows, cancelled] = await Promise.all([
    listEvents(db, { ...filter, when: 'upcoming', cursor: null, limit: FEED_EVENTS, now }),
    findCancelledEvents(db, filter, now),
  ]);
  const edits = await lastEdits(
    db,
    rows.map((row) => row.id),
  );
  const entries: FeedEntry[] = [
    ...rows.map((row) => ({
      event: calendarEventOf(row, eventPageUrl(publicUrl, row.id)),
      sequence: row.calendar_sequence,
      updatedAt: edits.get(row.id) ?? row.created_at,
      cancelled: false,
    })),
    ...cancelled.map((row) => cancelledEntry(row, publicUrl)),
  ];
  const content = buildFeed(entries, {
    name: naming.name,
    description: naming.description,
    // Cancelled dates from yesterday on: in every US zone that covers today's.
    today: localDateOf(new Date(now.getTime() - 86_400_000), 'UTC'),
    refreshMinutes: REFRESH_MINUTES,
  });
  const lastModified = new Date(Math.max(0, ...entries.map((entry) => entry.updatedAt.getTime())));
  return { content, etag: etagOf(content), lastModified, filename: naming.filename } satisfies Feed;
}

/** A deleted event as its calendar entry last read, at its church's place if the church remains. */
function cancelledEntry(row: CancelledEventRow, publicUrl: string): FeedEntry {
  const event = calendarEventOf(
    {
      ...row,
      id: row.event_id,
      game_details: '',
      church_name: row.church_name ?? '',
      church_address: row.church_address ?? '',
      church_city: row.church_city ?? row.place_city,
      church_state: row.church_state ?? row.place_state,
      church_zip_code: row.church_zip_code ?? row.place_zip,
    },
    eventPageUrl(publicUrl, row.event_id),
  );
  return { event, sequence: row.calendar_sequence, updatedAt: row.cancelled_at, cancelled: true };
}
