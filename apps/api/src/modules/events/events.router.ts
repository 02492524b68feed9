import { eventCreateInput, eventUpdateInput, idInput, occurrenceCancelInput } from '@huddle/domain';
import { z } from 'zod';
import { LONG_TEXT_BODY_LIMIT } from '../../http/json-body.js';
import { CACHE_POLICIES } from '../../rest/http-cache.js';
import { itemsWithNextLink } from '../../rest/meta.js';
import { churchProcedure, partnerProcedure, publicProcedure, router } from '../../trpc/init.js';
import { syncSchema } from '../../trpc/sync-schema.js';
import {
  eventDeletedSchema,
  eventListInput,
  eventPageSchema,
  eventSchema,
  occurrenceCancelledSchema,
  ownerEventSchema,
} from './event.schemas.js';
import {
  cancelEventOccurrence,
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  updateEvent,
  viewerOf,
} from './events.service.js';

export const eventsRouter = router({
  /** The public list (spec §2 /events): filters, keyset pages, each event with its church. */
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events',
        summary:
          'Active events with their church, upcoming first (when=past for past ones); filters zipCode or city (and state; a city of `Austin, TX` or `Austin, Texas` is read as Austin in Texas, and five digits as a zip code, as the web app reads its location box), sport, date, church, kind; `q` free text in titles, game details and church names (case and accents ignored, small typos tolerated on PostgreSQL); within a radius: `near` (a zip code) or `lat` and `lng`, `radius` in miles (1-100, 25 by default), `sort=distance` for nearest first, each event carrying `distanceMiles` (null without a place), an unknown zip code or a bad coordinate a 400; a JSON array of one keyset page (limit), the next page in the Link header (rel="next"), absent on the last page',
        cache: CACHE_POLICIES.list,
        microCache: true,
        reply: itemsWithNextLink('/api/events'),
        output: z.array(eventSchema),
        headers: {
          Link: 'The next page (RFC 8288): `</api/events?…&cursor=…>; rel="next"`, the same filters with the cursor to pass; absent on the last page.',
        },
      },
    })
    .input(syncSchema(eventListInput))
    .output(syncSchema(eventPageSchema))
    .query(async ({ ctx, input }) => listEvents(ctx.db, input, await viewerOf(ctx))),

  /** One active event with its church; 404 otherwise. */
  byId: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events/:id',
        summary: 'One active event with its church; 404 when missing or inactive',
        cache: CACHE_POLICIES.event,
      },
    })
    .input(syncSchema(idInput))
    .output(syncSchema(eventSchema))
    .query(async ({ ctx, input }) => getEvent(ctx.db, input.id, await viewerOf(ctx))),

  /** Hosting needs an active subscription (partnerProcedure) and the caller's own church. */
  create: partnerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/events',
        summary:
          "Host an event for the caller's church; 401 signed out, 403 SUBSCRIPTION_REQUIRED without an active subscription, 403 for another church",
        successStatus: 201,
        bodyLimit: LONG_TEXT_BODY_LIMIT,
      },
    })
    .input(eventCreateInput)
    .output(ownerEventSchema)
    .mutation(({ ctx, input }) => createEvent(ctx.db, input, ctx.churchUser)),

  /** The hosting church's users; no subscription needed to fix or cancel what is announced. */
  update: churchProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/events/:id',
        errors: { 409: 'Fewer places than are already taken' },
        summary:
          "Edit an event of the caller's church; 409 when max attendees would drop below the people registered",
        bodyLimit: LONG_TEXT_BODY_LIMIT,
      },
    })
    .input(eventUpdateInput)
    .output(ownerEventSchema)
    .mutation(({ ctx, input }) =>
      updateEvent(ctx.db, input, ctx.churchUser, {
        changeQuietMs: ctx.config.jobs.changeQuietMs,
        publicUrl: ctx.config.publicUrl,
      }),
    ),

  delete: churchProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/events/:id',
        summary: "Delete an event of the caller's church with all its RSVPs",
      },
    })
    .input(idInput)
    .output(eventDeletedSchema)
    .mutation(({ ctx, input }) =>
      deleteEvent(ctx.db, input.id, ctx.churchUser, { publicUrl: ctx.config.publicUrl }),
    ),

  /** One date of a series, with the same rights as delete; its last date deletes the event. */
  cancelOccurrence: churchProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/events/:id/occurrences/:date',
        summary:
          "Cancel one date (YYYY-MM-DD, the event's own zone) of an event of the caller's church; 400 when the event does not take place that day; cancelling its last date deletes the event (deleted: true)",
      },
    })
    .input(occurrenceCancelInput)
    .output(occurrenceCancelledSchema)
    .mutation(({ ctx, input }) =>
      cancelEventOccurrence(ctx.db, input, ctx.churchUser, { publicUrl: ctx.config.publicUrl }),
    ),
});
