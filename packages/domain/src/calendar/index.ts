export { type CalendarEvent, calendarDetails } from './event.js';
export { buildFeed, type FeedEntry, type FeedOptions } from './feed.js';
export {
  buildIcs,
  ICS_CANCEL_CONTENT_TYPE,
  ICS_CONTENT_TYPE,
  ICS_PRODID,
  type IcsOptions,
  icsFileName,
  icsUid,
} from './ics.js';
export { escapeText, foldLine, utf8Length } from './ics-text.js';
export {
  CALENDAR_LINKS_REPEAT,
  calendarLinks,
  googleCalendarUrl,
  outlookCalendarUrl,
  yahooCalendarUrl,
} from './links.js';
export {
  churchFeedUrl,
  EMBED_FALLBACK_HEIGHT,
  embedSnippet,
  type FeedFilters,
  type SubscribeLinks,
  searchFeedUrl,
  subscribeLinks,
} from './subscribe-links.js';
