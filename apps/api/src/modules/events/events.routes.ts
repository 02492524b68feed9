import { idInput } from '@huddle/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { toHttpError } from '../../rest/http-error.js';
import { getCalendarFile } from './events.service.js';

/**
 * Non-JSON event routes, served by Fastify directly: the .ics download for 'Apple Calendar /
 * Other' (spec §2). Same service as the procedures; errors keep the `{ error, message }` body.
 */
export function registerEventRoutes(app: FastifyInstance, deps: AppDependencies) {
  app.get<{ Params: { id: string } }>('/api/events/:id/calendar.ics', async (request, reply) => {
    try {
      const { id } = idInput.parse({ id: request.params.id });
      const file = await getCalendarFile(deps.db, id, deps.config.publicUrl);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) request.log.error({ err: error }, 'calendar download failed');
      return reply.code(status).send(body);
    }
  });
}
