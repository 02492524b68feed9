import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, aPage } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';

function eventsServer() {
  return stubTrpc({
    'auth.user': () => null,
    'events.list': () => aPage([anEvent()]),
    'churches.byId': () => ({}),
  });
}

/** Opens /events at `path`, presses Subscribe and returns its panel. */
async function subscribeAt(path: string, listName = 'watch parties') {
  eventsServer();
  await renderApp({ path });
  const button = await screen.findByRole('button', { name: 'Subscribe to this list' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await screen.findByRole('region', { name: `Subscribe to these ${listName}` });
  expect(button).toHaveAttribute('aria-controls', panel.id);
  return { button, panel: within(panel) };
}

/** The feed address a subscribe link carries, as path and filters. */
function feedOf(href: string | null) {
  const url = new URL(href ?? '');
  return { path: `${url.host}${url.pathname}`, filters: Object.fromEntries(url.searchParams) };
}

describe('Subscribe on /events', () => {
  it("subscribes to the list's own filters: its tab, the words and a radius around a zip code", async () => {
    const { panel } = await subscribeAt(
      '/events?near=78701&radius=10&q=Chiefs&sport=NFL&sort=distance&date=2099-10-10',
    );
    const apple = panel.getByRole('link', { name: /Apple Calendar/ });
    expect(apple.getAttribute('href')).toMatch(/^webcal:\/\//);
    expect(feedOf(apple.getAttribute('href'))).toEqual({
      path: `${window.location.host}/api/events/calendar.ics`,
      // The date and the order are no calendar's: they are left out, and the panel says so.
      filters: { near: '78701', radius: '10', q: 'Chiefs', sport: 'NFL', kind: 'watch_party' },
    });
    expect(
      panel.getByText(/The date you picked is left out: the calendar holds every date\./),
    ).toBeVisible();
    const google = new URL(
      panel.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '',
    );
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('cid')).toBe(apple.getAttribute('href'));
    const outlook = new URL(
      panel.getByRole('link', { name: /Add to Outlook.com/ }).getAttribute('href') ?? '',
    );
    expect(outlook.searchParams.get('name')).toBe('Huddle: NFL');
    expect(feedOf(outlook.searchParams.get('url')).filters).toMatchObject({ near: '78701' });
    expect(panel.getByRole('button', { name: "Copy the calendar's address" })).toBeVisible();
  });

  it.each([
    ['a city', '/events?location=Austin%2C%20TX', { city: 'Austin', state: 'TX' }],
    ['a position', '/events?lat=30.25&lng=-97.75', { lat: '30.25', lng: '-97.75' }],
    ['a church', '/events?church=3', { church: '3' }],
  ])('subscribes to %s as the list searches it', async (_, path, filters) => {
    const { panel } = await subscribeAt(path);
    const apple = panel.getByRole('link', { name: /Apple/ });
    expect(feedOf(apple.getAttribute('href')).filters).toEqual({ ...filters, kind: 'watch_party' });
    expect(panel.queryByText(/left out/)).not.toBeInTheDocument();
  });

  it("subscribes to the church events' tab as church events", async () => {
    const { panel } = await subscribeAt('/events?tab=church-events', 'church events');
    const apple = panel.getByRole('link', { name: /Apple/ });
    expect(feedOf(apple.getAttribute('href')).filters).toEqual({ kind: 'church_event' });
  });

  it('hides the links on a second press', async () => {
    const { button } = await subscribeAt('/events');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Subscribe to these/ })).not.toBeInTheDocument();
  });
});
