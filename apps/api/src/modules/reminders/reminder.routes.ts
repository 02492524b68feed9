import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { sendPlainPage, wantsHtml } from '../../http/plain-page.js';
import {
  invalidReminderPage,
  REMINDER_LINK_INVALID,
  releasedPage,
  releasePage,
  stopPage,
  stoppedPage,
} from './reminder-pages.js';
import { releaseByReminder, reminderTargetOf, stopByReminder } from './reminders.js';
import type { ReminderTarget } from './reminders.repository.js';

/*
 * A reminder's two links, used without signing in (the link is the proof), like a message's stop
 * link (messages/stop.routes.ts): GET shows what the button will do and changes nothing; POST
 * does it. `/stop` is also the RFC 8058 one-click target a mail client POSTs from its servers
 * (form-encoded, no Origin): the request guard lists both among its form routes. Bodies are
 * ignored. A browser gets a page, anything else JSON; a wrong or spent link is a 404.
 */

export const RELEASE_ROUTE = '/api/reminders/:token/release';
export const STOP_REMINDERS_ROUTE = '/api/reminders/:token/stop';

/** The body of either POST is at most 'List-Unsubscribe=One-Click'. */
const BODY_LIMIT = 1024;

type Params = { token: string };

/** What a link's GET shows, or its POST did: a page for a browser, JSON for anything else. */
type Answer = { html: string; json: object };

export function reminderRoutes({ db, config }: AppDependencies) {
  return async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );

    /** Finds the link's RSVP (a 404 when there is none), then answers for it. */
    const forTarget =
      (answer: (target: ReminderTarget, selfPath: string) => Answer | Promise<Answer>) =>
      async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
        const target = await reminderTargetOf(db, request.params.token);
        if (!target) return invalid(request, reply);
        const { html, json } = await answer(target, request.url.split('?')[0] ?? '');
        return wantsHtml(request) ? sendPlainPage(reply, html) : reply.send(json);
      };

    app.get<{ Params: Params }>(
      RELEASE_ROUTE,
      forTarget((target, self) => ({
        html: releasePage(target, self),
        json: { eventId: target.event_id, seats: target.number_of_guests },
      })),
    );
    app.post<{ Params: Params }>(
      RELEASE_ROUTE,
      { bodyLimit: BODY_LIMIT },
      forTarget(async (target) => {
        const released = await releaseByReminder(db, target, {
          publicUrl: config.publicUrl,
          now: new Date(),
        });
        return {
          html: releasedPage(target.title),
          json: { released: true, eventId: released.eventId },
        };
      }),
    );

    app.get<{ Params: Params }>(
      STOP_REMINDERS_ROUTE,
      forTarget((target, self) => ({
        html: target.reminders_stopped ? stoppedPage(target) : stopPage(target, self),
        json: { stopped: target.reminders_stopped },
      })),
    );
    app.post<{ Params: Params }>(
      STOP_REMINDERS_ROUTE,
      { bodyLimit: BODY_LIMIT },
      forTarget(async (target) => {
        await stopByReminder(db, target);
        return { html: stoppedPage(target), json: { stopped: true } };
      }),
    );
  };
}

function invalid(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request)) return sendPlainPage(reply, invalidReminderPage(), 404);
  return reply.code(404).send({ error: 'NOT_FOUND', message: REMINDER_LINK_INVALID });
}
