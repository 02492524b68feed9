import { buildIcs, formatAddress, ICS_CONTENT_TYPE, icsFileName, idInput } from '@huddle/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { toHttpError } from '../../rest/http-error.js';
import { getEvent } from './events.service.js';

/**
 * Non-JSON event routes, served by Fastify directly: the .ics download for 'Apple Calendar /
 * Other' (spec §2). Same service as the procedures; errors keep the `{ error, message }` body.
 */
export function registerEventRoutes(app: FastifyInstance, deps: AppDependencies) {
  app.get<{ Params: { id: string } }>('/api/events/:id/calendar.ics', async (request, reply) => {
    try {
      const { id } = idInput.parse({ id: request.params.id });
      const event = await getEvent(deps.db, id, null);
      const ics = buildIcs(
        {
          id: event.id,
          title: event.title,
          description: [event.description, event.gameDetails].filter(Boolean).join('\n\n'),
          location: `${event.church.name}, ${formatAddress(event.church)}`,
          url: `${deps.config.publicUrl}/events/${event.id}`,
          datetime: event.datetime,
          timezone: event.timezone,
          isRecurring: event.isRecurring,
          recurrencePattern: event.recurrencePattern,
          recurrenceEndDate: event.recurrenceEndDate,
          recurrenceDaysOfWeek: event.recurrenceDaysOfWeek,
          recurrenceExceptions: event.recurrenceExceptions,
        },
        new Date(),
      );
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${icsFileName(event.title)}"`)
        .send(ics);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) request.log.error({ err: error }, 'calendar download failed');
      return reply.code(status).send(body);
    }
  });
}
