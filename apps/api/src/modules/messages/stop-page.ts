import { plainPage as page } from '../../http/plain-page.js';
import { escapeHtml } from '../mail/html.js';

export { PLAIN_PAGE_POLICY as STOP_PAGE_POLICY } from '../../http/plain-page.js';

/*
 * The stop link's pages: plain server-rendered HTML (no script), every string escaped. The page
 * a GET shows only asks; its button POSTs, so a mail scanner that follows links stops nothing.
 */

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
