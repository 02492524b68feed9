import type { Db } from '@huddle/db';
import {
  buildFeed,
  type FeedEntry,
  localDateOf,
  readPlaceQuery,
  sportFilterValues,
} from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { etagOf } from '../../rest/http-cache.js';
import { findChurch } from '../churches/churches.repository.js';
import { type Near, readNear } from '../churches/near.js';
import type { EventListInput } from '../events/event.schemas.js';
import { calendarEventOf } from '../events/event-calendar.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { type EventListQuery, listEvents } from '../events/events.repository.js';
import { radiusAndWords } from '../events/events.service.js';
import {
  type CancelledEventRow,
  type CancelledFilter,
  findCancelledEvents,
  lastEdits,
} from './feeds.repository.js';

/** A feed holds the next this many events: months of a church's, the next weeks of a search's. */
export const FEED_EVENTS = 100;
/** Calendars are asked to look again hourly (most poll less often whatever they are told). */
const REFRESH_MINUTES = 60;

export type Feed = { content: string; etag: string; lastModified: Date; filename: string };

/**
 * The event list's filters a search feed takes: all but the date (a calendar of one day is no
 * subscription), the order (a calendar has its own) and the paging.
 */
export type FeedSearch = Pick<
  EventListInput,
  | 'zipCode'
  | 'city'
  | 'state'
  | 'sport'
  | 'church'
  | 'kind'
  | 'q'
  | 'near'
  | 'lat'
  | 'lng'
  | 'radius'
>;

/** GET /api/churches/{id}/calendar.ics: the church's events to come, and those it cancelled. */
export async function churchFeed(db: Db, churchId: number, publicUrl: string, now = new Date()) {
  const church = await findChurch(db, churchId, now);
  if (!church) throw appError('NOT_FOUND', 'Church not found.');
  const filter = { churchId, sports: null };
  return feedOf(db, filter, filter, publicUrl, now, {
    name: `${church.name} on Huddle`,
    description: `Watch parties and church events at ${church.name}, ${church.city}, ${church.state}`,
    filename: 'church-events.ics',
  });
}

/**
 * GET /api/events/calendar.ics: what the event list finds for these filters, as a calendar. The
 * radius and the words are read as the list reads them (events.service `listEvents`): the same
 * place (a bad one is the same 400), the same choice of plan for a radius, the same text search.
 */
export async function searchFeed(db: Db, input: FeedSearch, publicUrl: string, now = new Date()) {
  const place = readPlaceQuery(input);
  const near = readNear(input);
  const filter = {
    zipCode: place.zipCode,
    city: place.city,
    state: place.state,
    sports: sportFilterValues(input.sport),
    churchId: input.church,
    kind: input.kind,
  };
  const listFilter: Filter = { ...filter, ...(await radiusAndWords(db, near, input.q)) };
  const naming = searchNaming(input, place, near);
  return feedOf(
    db,
    listFilter,
    { ...filter, near: near ?? undefined, text: input.q },
    publicUrl,
    now,
    {
      ...naming,
      filename: 'huddle-events.ics',
    },
  );
}

/** 'Huddle: NFL within 10 mi of 78701 matching "Chiefs"': what the subscriber's calendar is called. */
function searchNaming(
  input: FeedSearch,
  place: ReturnType<typeof readPlaceQuery>,
  near: Near | null,
): { name: string; description: string } {
  const kinds = { watch_party: 'Watch parties', church_event: 'Church events' } as const;
  const what = input.sport ?? (input.kind ? kinds[input.kind] : 'Watch parties and church events');
  const placeText = place.zipCode ?? [place.city, place.state].filter(Boolean).join(', ');
  const where = near
    ? ` within ${near.radius} mi of ${input.near ?? 'a chosen place'}`
    : placeText
      ? ` near ${placeText}`
      : '';
  const words = input.q ? ` matching "${input.q}"` : '';
  return {
    name: `Huddle: ${what}${where}${words}`,
    description: `${what}${where}${words}, from churches on Huddle`,
  };
}

type Filter = Pick<
  EventListQuery,
  'churchId' | 'zipCode' | 'city' | 'state' | 'sports' | 'kind' | 'near' | 'text'
>;
type Naming = { name: string; description: string; filename: string };

async function feedOf(
  db: Db,
  filter: Filter,
  cancelledFilter: CancelledFilter,
  publicUrl: string,
  now: Date,
  naming: Naming,
) {
  const [rows, cancelled] = await Promise.all([
    listEvents(db, { ...filter, when: 'upcoming', cursor: null, limit: FEED_EVENTS, now }),
    findCancelledEvents(db, cancelledFilter, now),
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
