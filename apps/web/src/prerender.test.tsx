import { expect, it } from 'vitest';
import { knownPage } from './prerender';

it('knows the pages of the route tree, with or without a query', () => {
  for (const url of ['/', '/events', '/events/', '/events/12', '/churches?q=Austin', '/contact']) {
    expect(knownPage(url), url).toBe(true);
  }
  for (const url of ['/manage-rsvp/some-token', '/analytics/events/3', '/edit-church/4']) {
    expect(knownPage(url), url).toBe(true);
  }
});

it('knows no page for an unknown path, a file it does not have, or an event id no event can have', () => {
  for (const url of ['/nope', '/events/12/more', '/sitemap.xml', '/events/abc', '/events/0']) {
    expect(knownPage(url), url).toBe(false);
  }
});
