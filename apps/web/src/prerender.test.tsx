import { expect, it } from 'vitest';
import { knownPage, pageQueries } from './prerender';

it('knows the pages of the route tree, with or without a query', () => {
  for (const url of [
    '/',
    '/events',
    '/events/',
    '/events/12',
    '/churches?q=Austin',
    '/churches/7',
    '/contact',
  ]) {
    expect(knownPage(url), url).toBe(true);
  }
  for (const url of ['/manage-rsvp/some-token', '/analytics/events/3', '/edit-church/4']) {
    expect(knownPage(url), url).toBe(true);
  }
});

it('knows no page for an unknown path, a file it does not have, or an id nothing can have', () => {
  for (const url of [
    '/nope',
    '/events/12/more',
    '/sitemap.xml',
    '/events/abc',
    '/churches/0',
    '/embed/churches/abc',
  ]) {
    expect(knownPage(url), url).toBe(false);
  }
});

it('asks first what the events list, an event page, the churches pages and the framed events show first', () => {
  expect(pageQueries('/events')).toEqual([
    { procedure: 'events.list', input: expect.objectContaining({ kind: 'watch_party' }) },
  ]);
  expect(pageQueries('/events/12')).toEqual([{ procedure: 'events.byId', input: { id: 12 } }]);
  expect(pageQueries('/churches')).toEqual([{ procedure: 'churches.list', input: {} }]);
  expect(pageQueries('/churches/7')).toEqual([
    { procedure: 'churches.byId', input: { id: 7 } },
    { procedure: 'events.list', input: { church: 7 } },
  ]);
  // The pages of the mails' private links open what the link holds, as the pages do.
  expect(pageQueries('/manage-rsvp/abc_DEF-123')).toEqual([
    { procedure: 'rsvpManage.open', input: { token: 'abc_DEF-123' } },
  ]);
  expect(pageQueries('/waitlist/abc_DEF-123')).toEqual([
    { procedure: 'waitlist.open', input: { token: 'abc_DEF-123' } },
  ]);
  // A link that cannot be one asks nothing: the page says it is not valid.
  for (const url of [`/manage-rsvp/${'x'.repeat(129)}`, '/waitlist/%E0%A4%A', '/manage-rsvp/%20']) {
    expect(pageQueries(url), url).toEqual([]);
  }
  // The church's events framed on its own site ask what its page asks.
  expect(pageQueries('/embed/churches/7')).toEqual(pageQueries('/churches/7'));
  // With a query the page renders differently; the home page renders without data.
  for (const url of [
    '/churches/7?tab=events',
    '/churches?search=Austin',
    '/',
    '/churches/abc',
    '/embed/churches/abc',
  ]) {
    expect(pageQueries(url), url).toEqual([]);
  }
});
