import { idInput } from '@huddle/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { matchesIfNoneMatch } from '../../rest/http-cache.js';
import { toHttpError } from '../../rest/http-error.js';
import { eventListInput } from '../events/event.schemas.js';
import { churchFeed, type Feed, searchFeed } from './feeds.service.js';

/*
 * Calendars people subscribe to (webcal:// or https://): a church's events, and a search's. Their
 * bytes change only when an event does, so a calendar polling hourly mostly gets a 304. Public and
 * the same for everyone: a shared cache may keep them for a few minutes.
 */

const FEED_CACHE = 'public, max-age=300, stale-while-revalidate=300';
/** The event list's own filters (its schema, its messages), as FeedSearch names them. */
const searchInput = eventListInput.pick({
  zipCode: true,
  city: true,
  state: true,
  sport: true,
  church: true,
  kind: true,
  q: true,
  near: true,
  lat: true,
  lng: true,
  radius: true,
});

export function calendarFeedRoutes({ db, config }: AppDependencies) {
  const send = async (request: FastifyRequest, reply: FastifyReply, make: () => Promise<Feed>) => {
    try {
      const feed = await make();
      reply
        .header('cache-control', FEED_CACHE)
        .header('etag', feed.etag)
        .header('last-modified', feed.lastModified.toUTCString());
      if (matchesIfNoneMatch(request.headers['if-none-match'], feed.etag)) {
        return reply.code(304).send();
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${feed.filename}"`)
        .send(feed.content);
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) request.log.error({ err: error }, 'calendar feed failed');
      return reply.code(status).header('cache-control', 'no-store').send(body);
    }
  };

  return async function routes(app: FastifyInstance) {
    app.get<{ Params: { id: string } }>('/api/churches/:id/calendar.ics', (request, reply) =>
      send(request, reply, () =>
        churchFeed(db, idInput.parse({ id: request.params.id }).id, config.publicUrl),
      ),
    );
    app.get('/api/events/calendar.ics', (request, reply) =>
      send(request, reply, () =>
        searchFeed(db, searchInput.parse(request.query), config.publicUrl),
      ),
    );
  };
}
