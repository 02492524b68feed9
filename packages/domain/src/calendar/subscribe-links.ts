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
 * The snippet a church pastes into its own website: a frame of its events made by /embed.js, and
 * inside it, for a browser without script, the same frame as plain HTML.
 */
export function embedSnippet(origin: string, churchId: number, churchName: string): string {
  const frame = `${origin}/embed/churches/${churchId}`;
  const title = `Upcoming events at ${churchName}`.replace(
    /[&<>"]/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
  return [
    `<div data-huddle-church="${churchId}" data-title="${title}">`,
    `  <noscript><iframe src="${frame}" title="${title}" width="100%" height="600" style="border:0"></iframe></noscript>`,
    '</div>',
    `<script src="${origin}/embed.js" async></script>`,
  ].join('\n');
}
