import { attendeeListInput, idInput } from '@huddle/domain';
import { churchProcedure, router } from '../../trpc/init.js';
import {
  attendeeDetailSchema,
  attendeePageSchema,
  attendeeRemovedSchema,
  csvFileSchema,
} from './attendees.schemas.js';
import {
  exportAttendeesCsv,
  getAttendee,
  listEventAttendees,
  removeAttendee,
} from './attendees.service.js';

/**
 * An event's attendees, for the church hosting it and nobody else. No subscription needed: a
 * church whose subscription lapsed still looks after the people registered for its events.
 */
export const attendeesRouter = router({
  byId: churchProcedure
    .input(idInput)
    .output(attendeeDetailSchema)
    .query(({ ctx, input }) => getAttendee(ctx.db, input.id, ctx.churchUser)),

  list: churchProcedure
    .input(attendeeListInput)
    .output(attendeePageSchema)
    .query(({ ctx, input }) => listEventAttendees(ctx.db, input, ctx.churchUser)),

  exportCsv: churchProcedure
    .input(idInput)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportAttendeesCsv(ctx.db, input.id, ctx.churchUser)),

  remove: churchProcedure
    .input(idInput)
    .output(attendeeRemovedSchema)
    .mutation(({ ctx, input }) => removeAttendee(ctx.db, input.id, ctx.churchUser)),
});
