import { escapeHtml } from '../mail/html.js';

/*
 * The stop link's pages: plain server-rendered HTML (no script), every string escaped. The page
 * a GET shows only asks; its button POSTs, so a mail scanner that follows links stops nothing.
 */

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1c5fb8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1864ab;outline-offset:2px}`;

/** What these pages may load: their inline style, and a form posting to this site. */
export const STOP_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Huddle</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** GET: what the button will do, and the button. `action` is the link's own path. */
export function confirmPage(churchName: string, action: string): string {
  const church = escapeHtml(churchName);
  return page(
    `Stop messages from ${churchName}?`,
    `<h1>Stop messages from ${church}?</h1>
<p>${church} wrote to you through Huddle because you RSVP'd for one of its events. After this, Huddle sends you no more messages from ${church}. Your RSVP and its own mails stay as they are.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop messages from ${church}</button></form>`,
  );
}

export function stoppedPage(churchName: string): string {
  const church = escapeHtml(churchName);
  return page(
    `Messages from ${churchName} are stopped`,
    `<h1>Messages from ${church} are stopped</h1>
<p>Huddle will send you no more messages from ${church}. Your RSVP and its own mails stay as they are.</p>`,
  );
}

export const INVALID_LINK =
  'This link does not work. Check that you opened the whole link from the message.';

export function invalidLinkPage(): string {
  return page(
    'This link does not work',
    `<h1>This link does not work</h1><p>${escapeHtml(INVALID_LINK)}</p>`,
  );
}
