import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { sendPlainPage, wantsHtml } from '../../http/plain-page.js';
import { findStopTarget, insertOptOut } from './messages.repository.js';
import { confirmPage, INVALID_LINK, invalidLinkPage, stoppedPage } from './stop-page.js';
import { hashStopToken, isStopTokenShape, STOP_ROUTE, stopPath } from './stop-token.js';

/*
 * The stop link of a church's message, used without signing in (the link is the proof):
 *
 * - GET shows what it would do and a button; it changes nothing, so mail scanners and link
 *   previews that fetch every link stop nothing.
 * - POST stops that church's messages to the address the message went to. It is the button's
 *   form and the RFC 8058 one-click POST a mail client sends from its servers
 *   (`List-Unsubscribe=One-Click`, form-encoded, no Origin), which is why the request guard lists
 *   this route among its form routes. Any body is ignored; doing it again answers the same.
 *
 * A browser (Accept: text/html) gets a page, anything else JSON. An unknown or malformed token
 * is a 404 that changes nothing. Not rate limited per address: the one-click POSTs of a large
 * mail provider all come from its few servers, and a token cannot be guessed.
 */

/** The body of either POST is at most 'List-Unsubscribe=One-Click'. */
const BODY_LIMIT = 1024;

type Params = { token: string };

export function messageStopRoutes({ db }: AppDependencies) {
  return async function stopRoutes(app: FastifyInstance) {
    // Only in this plugin's scope: a form body is read as nothing at all.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );

    app.get<{ Params: Params }>(STOP_ROUTE, async (request, reply) => {
      const { token } = request.params;
      const target = await targetOf(token);
      if (!target) return invalid(request, reply);
      if (wantsHtml(request)) {
        const html = target.stopped
          ? stoppedPage(target.church_name)
          : confirmPage(target.church_name, stopPath(token));
        return sendPlainPage(reply, html);
      }
      return reply.send({ churchName: target.church_name, stopped: target.stopped });
    });

    app.post<{ Params: Params }>(STOP_ROUTE, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const target = await targetOf(request.params.token);
      if (!target) return invalid(request, reply);
      await insertOptOut(db, target.church_id, target.sent_to);
      if (wantsHtml(request)) return sendPlainPage(reply, stoppedPage(target.church_name));
      return reply.send({ churchName: target.church_name, stopped: true });
    });
  };

  async function targetOf(token: string) {
    if (!isStopTokenShape(token)) return undefined;
    return findStopTarget(db, hashStopToken(token));
  }
}

function invalid(request: FastifyRequest, reply: FastifyReply) {
  if (wantsHtml(request)) return sendPlainPage(reply, invalidLinkPage(), 404);
  return reply.code(404).send({ error: 'NOT_FOUND', message: INVALID_LINK });
}
