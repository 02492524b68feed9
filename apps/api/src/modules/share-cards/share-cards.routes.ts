import {
  churchShareCard,
  eventShareCard,
  idInput,
  type ShareCard,
  siteShareCard,
} from '@huddle/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { toHttpError } from '../../rest/http-error.js';
import { findChurch } from '../churches/churches.repository.js';
import { getEvent } from '../events/events.service.js';
import { cardVersion, createShareCards } from './share-cards.js';

/*
 * The pictures a shared link shows (og:image, twitter:image): `/api/…/card/{version}.png`. The
 * version is the card's words hashed, so a card never changes at its address and may be kept for
 * a year; an edited event has a new address, and an old one redirects to it.
 */

export const eventCardPath = (id: number, card: ShareCard) =>
  `/api/events/${id}/card/${cardVersion(card)}.png`;
export const churchCardPath = (id: number, card: ShareCard) =>
  `/api/churches/${id}/card/${cardVersion(card)}.png`;
export const siteCardPath = () => `/api/cards/site/${cardVersion(siteShareCard())}.png`;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An old address: where the card is now, rechecked now and then. */
const MOVED = 'public, max-age=300';

type Params = { id?: string; file: string };

export function shareCardRoutes({ db, config }: AppDependencies) {
  const cards = createShareCards(config.webDistDir);

  /** Serves the card `find` gives, at its current version. */
  const serve =
    (find: (params: Params) => Promise<{ card: ShareCard; path: string }>) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const { card, path } = await find(request.params);
        const version = cardVersion(card);
        if (request.params.file !== `${version}.png`) {
          return reply.code(301).header('cache-control', MOVED).redirect(path, 301);
        }
        const etag = `"${version}"`;
        reply.header('cache-control', IMMUTABLE).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/png').send(await cards.png(card));
      } catch (error) {
        const { status, body } = toHttpError(error);
        if (status >= 500) request.log.error({ err: error }, 'share card failed');
        return reply.code(status).header('cache-control', 'no-store').send(body);
      }
    };

  return async function routes(app: FastifyInstance) {
    app.get<{ Params: Params }>(
      '/api/events/:id/card/:file',
      serve(async (params) => {
        const { id } = idInput.parse({ id: params.id });
        const card = eventShareCard(await getEvent(db, id, null));
        return { card, path: eventCardPath(id, card) };
      }),
    );
    app.get<{ Params: Params }>(
      '/api/churches/:id/card/:file',
      serve(async (params) => {
        const { id } = idInput.parse({ id: params.id });
        const church = await findChurch(db, id);
        if (!church) throw appError('NOT_FOUND', 'Church not found.');
        const card = churchShareCard(church, church.eventCount);
        return { card, path: churchCardPath(id, card) };
      }),
    );
    app.get<{ Params: Params }>(
      '/api/cards/site/:file',
      serve(async () => ({ card: siteShareCard(), path: siteCardPath() })),
    );
  };
}
