import { eventCreateInput, eventUpdateInput, idInput, occurrenceCancelInput } from '@huddle/domain';
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
    .input(syncSchema(eventListInput))
    .output(syncSchema(eventPageSchema))
    .query(async ({ ctx, input }) => listEvents(ctx.db, input, await viewerOf(ctx))),

  /** One active event with its church; 404 otherwise. */
  byId: publicProcedure
    .input(syncSchema(idInput))
    .output(syncSchema(eventSchema))
    .query(async ({ ctx, input }) => getEvent(ctx.db, input.id, await viewerOf(ctx))),

  /** Hosting needs an active subscription (partnerProcedure) and the caller's own church. */
  create: partnerProcedure
    .input(eventCreateInput)
    .output(ownerEventSchema)
    .mutation(({ ctx, input }) => createEvent(ctx.db, input, ctx.churchUser)),

  /** The hosting church's users; no subscription needed to fix or cancel what is announced. */
  update: churchProcedure
    .input(eventUpdateInput)
    .output(ownerEventSchema)
    .mutation(({ ctx, input }) => updateEvent(ctx.db, input, ctx.churchUser)),

  delete: churchProcedure
    .input(idInput)
    .output(eventDeletedSchema)
    .mutation(({ ctx, input }) => deleteEvent(ctx.db, input.id, ctx.churchUser)),

  /** One date of a series, with the same rights as delete; its last date deletes the event. */
  cancelOccurrence: churchProcedure
    .input(occurrenceCancelInput)
    .output(occurrenceCancelledSchema)
    .mutation(({ ctx, input }) => cancelEventOccurrence(ctx.db, input, ctx.churchUser)),
});
