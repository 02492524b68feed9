import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../modules/mail/html.js';

/*
 * The pages behind links in mails that work without the app (a message's stop link, a
 * reminder's release and stop links): plain server-rendered HTML, no script, every string
 * escaped. A GET page only asks; its button POSTs, so a mail scanner that follows links changes
 * nothing.
 */

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1c5fb8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1864ab;outline-offset:2px}`;

/** What these pages may load: their inline style, and a form posting to this site. */
export const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

export function plainPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Huddle</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A browser (Accept: text/html) gets a page; anything else (a mail provider's POST) JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendPlainPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PLAIN_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}
