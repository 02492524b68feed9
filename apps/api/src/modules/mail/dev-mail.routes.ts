import type { MailOutboxRow } from '@huddle/db';
import { idInput } from '@huddle/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDependencies } from '../../context.js';
import { escapeHtml } from './html.js';
import { findMail, listMail } from './outbox.repository.js';

/*
 * Development only (never registered in production, where these paths are 404): the outbox as
 * pages, so that on the demo, without SMTP_URL, every mail the app would have sent can be read,
 * its links followed and its .ics downloaded. Server-rendered HTML; everything shown is escaped.
 * With SMTP_URL set, a sent mail's bodies are gone from the outbox (delivery.ts: they hold live
 * manage links); the page then shows its envelope and where to read it instead.
 */

const LIST_LIMIT = 200;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:24px;color:#1a1b1e}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d0d4da;vertical-align:top}
pre{white-space:pre-wrap;background:#f4f5f7;padding:12px;border-radius:6px}iframe{width:100%;height:640px;border:1px solid #d0d4da}
.failed{color:#b3261e}a{color:#1c5fb8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** Escaped text with its web addresses made into links (the manage link, the event page). */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function statusCell(
  mail: Pick<MailOutboxRow, 'status' | 'attempts' | 'last_error' | 'body_removed_at'>,
): string {
  const error = mail.last_error ? `<br><small>${escapeHtml(mail.last_error)}</small>` : '';
  const css = mail.status === 'failed' ? ' class="failed"' : '';
  const removed = mail.body_removed_at ? '<br><small>body removed</small>' : '';
  return `<span${css}>${escapeHtml(mail.status)}</span> (${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'})${error}${removed}`;
}

const BODY_REMOVED_NOTE =
  'Its text, HTML and attachments were removed from the outbox once it was finished, because they held private links (docs/security.md). Read the mail where SMTP_URL delivered it.';

/**
 * The outbox's own pages live under /api, whose answers may load nothing (security-headers.ts):
 * these need their inline style and the frame that shows a mail's HTML part.
 */
const OUTBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'";

/** A mail's own HTML, shown as a mail client would: no scripts, no requests, no forms; framed only by the outbox. */
const MAIL_HTML_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

function sendHtml(reply: FastifyReply, html: string, policy = OUTBOX_PAGE_POLICY) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .type('text/html; charset=utf-8')
    .send(html);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such mail in the outbox.' });
}

export function registerDevMailRoutes(app: FastifyInstance, deps: AppDependencies) {
  const { db, config } = deps;

  app.get('/api/dev/mail', async (_request, reply) => {
    const mails = await listMail(db, LIST_LIMIT);
    const transport = config.mail.smtpUrl
      ? 'Mail is sent to the SMTP server in SMTP_URL; once sent, its bodies are removed from here (they hold private links), so read it where that server delivers it.'
      : 'SMTP_URL is not set: nothing leaves; every mail is kept here (status “logged”).';
    const rows = mails
      .map(
        (mail) =>
          `<tr><td><a href="/api/dev/mail/${mail.id}">#${mail.id}</a></td><td>${escapeHtml(mail.created_at.toISOString())}</td><td>${escapeHtml(mail.kind ?? '')}</td><td>${escapeHtml(mail.to_address)}</td><td><a href="/api/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${statusCell(mail)}</td></tr>`,
      )
      .join('');
    const table = mails.length
      ? `<table><thead><tr><th>Mail</th><th>Queued</th><th>Kind</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail yet. RSVP to an event and its two mails appear here.</p>';
    return sendHtml(
      reply,
      page(
        'Outbox · Huddle (development)',
        `<h1>Outbox</h1><p>Development only: the newest ${LIST_LIMIT} mails. ${escapeHtml(transport)}</p>${table}`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>('/api/dev/mail/:id', async (request, reply) => {
    const mail = await findByParam(request.params.id);
    if (!mail) return notFound(reply);
    const attachments = mail.attachments
      .map(
        (attachment, index) =>
          `<li><a href="/api/dev/mail/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)})</li>`,
      )
      .join('');
    const headers = [
      ['From', mail.on_behalf_of ? `${mail.on_behalf_of} (via the platform's address)` : ''],
      ['To', mail.to_address],
      ['Reply-To', mail.reply_to ?? ''],
      ['Subject', mail.subject],
      ['Kind', mail.kind ?? ''],
      ['Queued', mail.created_at.toISOString()],
      ['Sent', mail.sent_at?.toISOString() ?? ''],
      ['List-Unsubscribe', mail.list_unsubscribe ?? ''],
      ['Body removed', mail.body_removed_at?.toISOString() ?? ''],
    ]
      .filter(([, value]) => value)
      .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
      .join('');
    const body = [
      '<p><a href="/api/dev/mail">← Outbox</a></p>',
      `<h1>${escapeHtml(mail.subject)}</h1>`,
      `<table>${headers}<tr><th>Status</th><td>${statusCell(mail)}</td></tr></table>`,
      attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : '',
      mail.body_removed_at
        ? `<p>${escapeHtml(BODY_REMOVED_NOTE)}</p>`
        : `<h2>Text part</h2><pre>${linkified(mail.text_body)}</pre>`,
      mail.html_body
        ? `<h2>HTML part</h2><iframe title="HTML part" sandbox src="/api/dev/mail/${mail.id}/html"></iframe>`
        : '',
    ].join('');
    return sendHtml(reply, page(`${mail.subject} · Outbox`, body));
  });

  app.get<{ Params: { id: string } }>('/api/dev/mail/:id/html', async (request, reply) => {
    const mail = await findByParam(request.params.id);
    if (!mail?.html_body) return notFound(reply);
    return sendHtml(
      reply.header('x-frame-options', 'SAMEORIGIN'),
      mail.html_body,
      MAIL_HTML_POLICY,
    );
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/api/dev/mail/:id/attachments/:index',
    async (request, reply) => {
      const mail = await findByParam(request.params.id);
      const attachment = mail?.attachments[Number(request.params.index)];
      if (!attachment) return notFound(reply);
      const filename = attachment.filename.replace(/[^\w.-]+/g, '_');
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(attachment.content);
    },
  );

  async function findByParam(id: string) {
    const parsed = idInput.safeParse({ id });
    return parsed.success ? findMail(db, parsed.data.id) : undefined;
  }
}
