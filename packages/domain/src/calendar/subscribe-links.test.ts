import { describe, expect, it } from 'vitest';
import { churchFeedUrl, embedSnippet, subscribeLinks } from './subscribe-links.js';

describe('subscribeLinks', () => {
  it('offers the feed as https, webcal, and to Google and Outlook by address', () => {
    const feed = churchFeedUrl('https://huddle.example', 12);
    expect(subscribeLinks(feed, 'Grace Chapel on Huddle')).toEqual({
      https: 'https://huddle.example/api/churches/12/calendar.ics',
      webcal: 'webcal://huddle.example/api/churches/12/calendar.ics',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fhuddle.example%2Fapi%2Fchurches%2F12%2Fcalendar.ics',
      outlook:
        'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fhuddle.example%2Fapi%2Fchurches%2F12%2Fcalendar.ics&name=Grace%20Chapel%20on%20Huddle',
    });
  });
});

describe('embedSnippet', () => {
  it('is the script and a frame for browsers without script, the church name escaped', () => {
    const snippet = embedSnippet('https://huddle.example', 12, 'St. Mary "Downtown" & Co');
    expect(snippet).toContain('<div data-huddle-church="12"');
    expect(snippet).toContain('<script src="https://huddle.example/embed.js" async></script>');
    expect(snippet).toContain('src="https://huddle.example/embed/churches/12"');
    expect(snippet).toContain('title="Upcoming events at St. Mary &#34;Downtown&#34; &#38; Co"');
  });
});
