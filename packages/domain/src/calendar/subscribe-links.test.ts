import { describe, expect, it } from 'vitest';
import { churchFeedUrl, embedSnippet, searchFeedUrl, subscribeLinks } from './subscribe-links.js';

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

describe('searchFeedUrl', () => {
  it("carries the list's filters that are set, encoded, and nothing for none", () => {
    expect(searchFeedUrl('https://huddle.example', {})).toBe(
      'https://huddle.example/api/events/calendar.ics',
    );
    expect(
      searchFeedUrl('https://huddle.example', {
        near: '78701',
        radius: 10,
        q: 'Chiefs & friends',
        sport: undefined,
        city: '',
        kind: 'watch_party',
      }),
    ).toBe(
      'https://huddle.example/api/events/calendar.ics?near=78701&radius=10&q=Chiefs+%26+friends&kind=watch_party',
    );
  });
});

describe('embedSnippet', () => {
  const snippet = embedSnippet('https://huddle.example', 12, 'St. Mary "Downtown" & <Co>');

  it('is the element with its frame, then the script', () => {
    expect(snippet.split('\n')).toEqual([
      '<div data-huddle-church="12">',
      '  <iframe src="https://huddle.example/embed/churches/12" title="Upcoming events at St. Mary &#34;Downtown&#34; &#38; &#60;Co&#62;" loading="lazy" width="100%" height="600"></iframe>',
      '</div>',
      '<script src="https://huddle.example/embed.js" async></script>',
    ]);
  });

  it('asks nothing of a strict host policy: no inline style or script, no <noscript>', () => {
    expect(snippet).not.toMatch(/style=|on\w+=|<noscript|javascript:/i);
    // The one script is the external file; the frame is plain HTML that works without it.
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });
});
