/**
 * Where a calendar feed can be subscribed from (issue 30, item 4): the https address itself, the
 * webcal:// one that opens Apple Calendar and most desktop apps, and the pages Google Calendar and
 * Outlook offer for adding a calendar by its address.
 */
export type SubscribeLinks = { https: string; webcal: string; google: string; outlook: string };

export function subscribeLinks(feedUrl: string, name: string): SubscribeLinks {
  const webcal = feedUrl.replace(/^https?:\/\//, 'webcal://');
  return {
    https: feedUrl,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`,
  };
}

/** A church's own feed (GET /api/churches/{id}/calendar.ics). */
export function churchFeedUrl(origin: string, churchId: number): string {
  return `${origin}/api/churches/${churchId}/calendar.ics`;
}

/**
 * The events list's filters a search feed takes (GET /api/events/calendar.ics), as the list's own
 * query names them; unset ones are left out.
 */
export type FeedFilters = Partial<Record<FeedFilterKey, string | number>>;
type FeedFilterKey = 'zipCode' | 'city' | 'state' | 'sport' | 'church' | 'kind' | FeedPlaceKey;
type FeedPlaceKey = 'q' | 'near' | 'lat' | 'lng' | 'radius';

/** A search's feed (GET /api/events/calendar.ics with the list's filters). */
export function searchFeedUrl(origin: string, filters: FeedFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return `${origin}/api/events/calendar.ics${search ? `?${search}` : ''}`;
}

/** The height the frame has until its page says how tall it is (and keeps without the script). */
export const EMBED_FALLBACK_HEIGHT = 600;

/**
 * The snippet a church pastes into its own website (issue 30, item 5): a frame of its upcoming
 * events, then /embed.js, which sizes the frame to its content. The frame is the element's
 * content, not a <noscript>: a host whose policy blocks the script still runs script, so a
 * <noscript> frame would never show there. No style attribute (a strict host CSP refuses inline
 * styles); the script sets its width, border and height through the CSSOM, which CSP allows.
 */
export function embedSnippet(origin: string, churchId: number, churchName: string): string {
  const frame = `${origin}/embed/churches/${churchId}`;
  const title = `Upcoming events at ${churchName}`.replace(
    /[&<>"]/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
  return [
    `<div data-huddle-church="${churchId}">`,
    `  <iframe src="${frame}" title="${title}" loading="lazy" width="100%" height="${EMBED_FALLBACK_HEIGHT}"></iframe>`,
    '</div>',
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
}
