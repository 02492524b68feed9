import { PRODUCT_NAME } from '@huddle/domain';

/** What every share carries: the event page and the words that go with it (share-text.ts). */
export type ShareContent = { title: string; url: string; text: string };

export type SocialLink = { network: 'Facebook' | 'X' | 'WhatsApp'; href: string };

const enc = encodeURIComponent;

/**
 * The networks' own share pages ("intents"): a church posts from its account there, with the
 * link (and where the network takes it, the text) filled in. Facebook takes only the link and
 * reads the title from the page.
 */
export function socialShareLinks({ url, text }: ShareContent): SocialLink[] {
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { network: 'X', href: `https://x.com/intent/tweet?text=${enc(text)}&url=${enc(url)}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${enc(`${text} ${url}`)}` },
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A snippet for the church's own website: a paragraph whose link is the event's title, then
 * when and where. Plain HTML with no script or frame, so any site builder's HTML block takes it.
 * The title and text are escaped: an event named `<b>` shows as typed.
 */
export function websiteSnippet({ title, url, text }: ShareContent): string {
  const rest = text.startsWith(`${title}: `) ? text.slice(title.length + 2) : text;
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(title)}</a>: ${escapeHtml(rest)}</p>`;
}

/** The message to paste anywhere else (group chats, slides, a text): the words, then the link. */
export function shareMessage({ url, text }: ShareContent): string {
  return `${text}\n${url}`;
}

/** A mail draft with the message, for a newsletter list or a prayer chain. */
export function emailShareHref(content: ShareContent): string {
  const subject = `${content.title} (${PRODUCT_NAME})`;
  return `mailto:?subject=${enc(subject)}&body=${enc(shareMessage(content).replace(/\n/g, '\r\n'))}`;
}
