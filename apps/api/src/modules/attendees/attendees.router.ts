import { attendeeExportInput, attendeeListInput, idInput } from '@huddle/domain';
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
    .meta({
      rest: {
        method: 'GET',
        path: '/api/rsvps/:id',
        summary:
          "One attendee (the RSVP read form) of an event of the caller's church; 403 for another church's, 404 when there is none",
      },
    })
    .input(idInput)
    .output(attendeeDetailSchema)
    .query(({ ctx, input }) => getAttendee(ctx.db, input.id, ctx.churchUser)),

  list: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events/:eventId/attendees',
        summary:
          "The attendees of an event of the caller's church (of one date with `date`), in RSVP order, in keyset pages (cursor, limit), with the dates that have RSVPs",
      },
    })
    .input(attendeeListInput)
    .output(attendeePageSchema)
    .query(({ ctx, input }) => listEventAttendees(ctx.db, input, ctx.churchUser)),

  exportCsv: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/events/:id/attendees.csv',
        summary:
          "Every attendee of an event of the caller's church (of one date with `date`) as a CSV download; cells a spreadsheet could run as a formula start with an apostrophe",
        file: true,
      },
    })
    .input(attendeeExportInput)
    .output(csvFileSchema)
    .query(({ ctx, input }) => exportAttendeesCsv(ctx.db, input, ctx.churchUser)),

  remove: churchProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/rsvps/:id',
        summary:
          "Remove an RSVP (spam) from an event of the caller's church: its seats go back at once; the attendee is not told",
      },
    })
    .input(idInput)
    .output(attendeeRemovedSchema)
    .mutation(({ ctx, input }) =>
      removeAttendee(ctx.db, input.id, ctx.churchUser, { publicUrl: ctx.config.publicUrl }),
    ),
});
