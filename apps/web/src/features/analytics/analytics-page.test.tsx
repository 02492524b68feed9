import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink } from '../../test/expectations';
import { aChurch, NO_ANALYTICS } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { PHONE, setViewportWidth } from '../../test/viewport';
import type { ChurchAnalytics, EventAnalyticsEntry } from './analytics-types';

const session = (role: string): Session => ({
  user: { id: 3, username: 'pastor_ann' },
  churchUser: { churchId: 7, role },
});

const ANALYTICS: ChurchAnalytics = {
  totalEvents: 6,
  upcomingEvents: 2,
  pastEvents: 4,
  totalAttendees: 180,
  averageAttendancePerEvent: 30,
  totalCapacityUtilization: 72.5,
  rsvpConversionRate: 12.5,
  topSports: [
    { sport: 'NFL', attendees: 120, count: 3 },
    { sport: 'Christmas Service', attendees: 60, count: 3 },
  ],
  monthlyTrends: ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map(
    (month, i) => ({ month, events: i, attendees: i * 10 }),
  ),
  rsvpsInPeriod: 25,
  eventViews: 200,
  previousPeriod: { rsvps: 20, eventViews: 0 },
};

function entry(id: number, overrides: Partial<EventAnalyticsEntry> = {}): EventAnalyticsEntry {
  return {
    id,
    title: `Event ${id}`,
    sport: 'NFL',
    datetime: new Date(`2026-10-${String(10 + id).padStart(2, '0')}T23:00:00Z`),
    timezone: 'America/New_York',
    currentAttendees: 40,
    maxAttendees: 50,
    seatsOffered: 50,
    attendanceRate: 80,
    rsvpCount: 12,
    upcoming: false,
    dates: [],
    ...overrides,
  };
}

// Latest first, as the API answers.
const EVENTS: EventAnalyticsEntry[] = [
  entry(9, { title: 'Christmas Eve Service', upcoming: true, rsvpCount: 1 }),
  entry(8, {
    title: 'Thanksgiving Game',
    upcoming: true,
    // A weekly series: seats on each date, rated one date at a time.
    seatsOffered: 100,
    dates: [
      { date: '2026-10-18', attendees: 45, rsvpCount: 14, attendanceRate: 90 },
      { date: '2026-10-25', attendees: 10, rsvpCount: 1, attendanceRate: 20 },
    ],
  }),
  entry(7, {
    title: 'Monday Night Football',
    attendanceRate: 65,
    currentAttendees: 13,
    maxAttendees: 20,
  }),
  entry(6, { attendanceRate: 30 }),
  entry(5),
  entry(4),
  entry(3),
  entry(2, { title: 'Oldest Party' }),
];

function dashboardServer(handlers: StubHandlers = {}, role = 'owner') {
  return stubTrpc({
    'auth.user': () => session(role),
    'churches.byId': () => aChurch({ id: 7, name: 'Grace Community Church' }),
    'churchAnalytics.summary': () => ANALYTICS,
    'churchAnalytics.events': () => EVENTS,
    'notifications.list': () => ({
      items: [
        {
          id: 1,
          churchId: 7,
          eventId: 9,
          rsvpId: 40,
          type: 'new_rsvp',
          message: "Ann Lee RSVP'd for Thanksgiving Game (2 guests)",
          isRead: false,
          createdAt: new Date('2026-11-20T18:00:00Z'),
        },
      ],
      nextCursor: null,
    }),
    ...handlers,
  });
}

/** The dashboard once its figures are in (the overview's 72.5% capacity used). */
async function openDashboard(handlers: StubHandlers = {}, role = 'owner') {
  const api = dashboardServer(handlers, role);
  await renderApp({ path: '/analytics' });
  await screen.findByText('72.5%');
  return api;
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('/analytics', () => {
  it("shows the church's figures for 30 days, its latest events and every event", async () => {
    const api = dashboardServer();
    await renderApp({ path: '/analytics' });
    expect(await screen.findByRole('heading', { name: 'Church Analytics' })).toBeVisible();
    expect(await screen.findByText('72.5%')).toBeVisible();
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.inputsOf('churchAnalytics.summary')).toEqual([{ id: 7, period: '30d' }]);
    await waitFor(() => expect(document.title).toBe('Analytics · Huddle'));

    const recent = screen.getByRole('region', { name: 'Recent event performance' });
    // Five, of the events that took place, latest first (churchAnalytics.events, answered apart).
    const recentLinks = (await within(recent).findAllByRole('link')).map((a) => a.textContent);
    expect(recentLinks).toEqual([
      'Monday Night Football',
      'Event 6',
      'Event 5',
      'Event 4',
      'Event 3',
    ]);
    expect(within(recent).getByRole('img', { name: /Fair attendance/ })).toBeInTheDocument();
    expect(within(recent).getByRole('img', { name: /Low attendance/ })).toBeInTheDocument();
    expect(within(recent).getAllByRole('img', { name: /Strong attendance/ })).toHaveLength(3);

    // Every event, whatever the period: asked once the figures are in, so it arrives later.
    const home = await screen.findByRole('region', { name: 'Your events' });
    expect(await within(home).findByRole('heading', { name: 'Upcoming (2)' })).toBeVisible();
    expect(api.inputsOf('churchAnalytics.events')).toContainEqual({ id: 7, period: 'all' });
    expect(within(home).getByRole('heading', { name: 'Past (6)' })).toBeVisible();
    // Upcoming soonest first; each event a link to its page, with its RSVPs.
    const upcomingLinks = within(home)
      .getAllByRole('link')
      .filter((a) => !a.getAttribute('href')?.includes('?date='))
      .slice(0, 2);
    expect(upcomingLinks.map((a) => a.textContent)).toEqual([
      'Thanksgiving Game',
      'Christmas Eve Service',
    ]);
    expect(upcomingLinks[1]).toHaveAttribute('href', '/analytics/events/9');
    expect(within(home).getByText('1 RSVP')).toBeVisible();
    // A series, date by date, each date a link to that date's attendees.
    const byDate = within(home).getByText('By date (2 dates with RSVPs)');
    fireEvent.click(byDate);
    const dateLink = within(home).getByRole('link', { name: 'Sun, Oct 25, 2026' });
    expect(dateLink).toHaveAttribute('href', '/analytics/events/8?date=2026-10-25');
    expect(within(home).getByText('1 RSVP · 10/50 seats')).toBeVisible();
    expect(within(home).getByText('14 RSVPs · 45/50 seats')).toBeVisible();
    expectLink('Oldest Party', '/analytics/events/2', home);
  });

  it("offers the code that puts the church's events on its own website", async () => {
    await openDashboard();
    const card = within(
      await screen.findByRole('region', { name: "Put your church's events on your website" }),
    );
    const code = card.getByLabelText('Embed code');
    expect(code).toHaveTextContent('<div data-huddle-church="7">');
    expect(code).toHaveTextContent(`src="${window.location.origin}/embed/churches/7"`);
    expect(code).toHaveTextContent(`<script src="${window.location.origin}/embed.js" async>`);
    expect(card.getByRole('button', { name: 'Copy the code' })).toBeVisible();
  });

  it('asks again for the period of the pressed button', async () => {
    const api = await openDashboard();
    for (const period of ['7d', '90d', '1y', 'all'] as const) {
      fireEvent.click(screen.getByRole('button', { name: period }));
      await waitFor(() =>
        expect(api.inputsOf('churchAnalytics.summary')).toContainEqual({ id: 7, period }),
      );
      expect(screen.getByRole('button', { name: period })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the open tab and the figures shown while another period loads', async () => {
    const later = deferred<ChurchAnalytics>();
    await openDashboard({
      'churchAnalytics.summary': (input) =>
        (input as { period: string }).period === 'all' ? later.promise : ANALYTICS,
    });
    tab('Growth Insights');
    await screen.findByText('Goal: 24 events');
    fireEvent.click(screen.getByRole('button', { name: 'all' }));
    expect(await screen.findByText(/Loading…/)).toBeInTheDocument();
    expect(screen.getByText('6 events')).toBeVisible();
    later.resolve({ ...ANALYTICS, totalEvents: 40 });
    expect(await screen.findByText('40 events')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Growth Insights' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('has the five tabs, each with its figures', async () => {
    const api = await openDashboard();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Performance',
      'Engagement',
      'Growth Insights',
      'Notifications',
    ]);

    tab('Performance');
    expect(
      await screen.findByText(
        '4 of 6 past events in this period filled 80% or more of their seats.',
      ),
    ).toBeVisible();
    expectLink('Christmas Eve Service', '/analytics/events/9');

    tab('Engagement');
    expect(await screen.findByText('12.5%')).toBeVisible();
    expect(screen.getByText('+25% on the previous 30 days')).toBeVisible();
    // No views in the previous period: no trend for views rather than an invented one.
    expect(screen.getByText('Views of your events’ pages')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Christmas Service' })).toBeVisible();

    tab('Growth Insights');
    const monthly = await screen.findByRole('region', { name: 'Monthly activity' });
    const months = within(monthly)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.firstChild?.textContent);
    expect(months).toEqual([
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
    ]);
    const goals = screen.getByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('Goal: 24 events')).toBeVisible();
    expect(within(goals).getByText('Goal: 500 attendees')).toBeVisible();
    expect(within(goals).getByText('Goal: 85%')).toBeVisible();
    expect(within(goals).getByText('Goal: 80%')).toBeVisible();
    expect(
      within(goals).getByRole('progressbar', { name: /Events: 6 events of the goal/ }),
    ).toBeInTheDocument();

    tab('Notifications');
    expect(
      await screen.findByText("Ann Lee RSVP'd for Thanksgiving Game (2 guests)"),
    ).toBeVisible();
    expect(api.inputsOf('notifications.list')).toMatchObject([{ churchId: 7 }]);
  });

  it('never shows the prototype placeholders as measurements', async () => {
    await openDashboard();
    for (const name of ['Overview', 'Performance', 'Engagement', 'Growth Insights']) {
      tab(name);
      await screen.findByRole('tabpanel');
      expect(document.body.textContent).not.toMatch(/3\.2 hrs|\+12%|95%|success rate/i);
    }
  });

  it('says there is no conversion rate yet when no event view was recorded', async () => {
    await openDashboard({
      'churchAnalytics.summary': () => ({ ...ANALYTICS, rsvpConversionRate: null, eventViews: 0 }),
    });
    tab('Engagement');
    expect(
      await screen.findByText('No event page views recorded in this period, so no rate yet'),
    ).toBeVisible();
    tab('Growth Insights');
    expect(await screen.findByText('No views recorded yet')).toBeVisible();
  });

  it('shows loading, then empty states for a church without events', async () => {
    const summary = deferred<ChurchAnalytics>();
    dashboardServer({
      'churchAnalytics.summary': () => summary.promise,
      'churchAnalytics.events': () => [],
    });
    await renderApp({ path: '/analytics' });
    expect(await screen.findByText('Loading your church analytics…')).toBeVisible();
    summary.resolve(NO_ANALYTICS);
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeVisible();
    expectLink('Host an event', '/host-event');
    expect(screen.getByText('No event has taken place in this period yet.')).toBeVisible();
    tab('Performance');
    expect(await screen.findByText('No events in this period.')).toBeVisible();
    tab('Growth Insights');
    expect(await screen.findByText('No events in this period.')).toBeVisible();
  });

  it('shows the error with the server’s words and retries', async () => {
    const summary = outage(
      () => ANALYTICS,
      new StubError('FORBIDDEN', "You can only see your own church's analytics.", {
        appCode: 'ACCESS_DENIED',
      }),
    );
    dashboardServer({ 'churchAnalytics.summary': summary.handler });
    await renderApp({ path: '/analytics' });
    expect(await screen.findByText('Failed to load analytics')).toBeVisible();
    expect(screen.getByText("You can only see your own church's analytics.")).toBeVisible();
    summary.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('72.5%')).toBeVisible();
  });

  it("shows 'Church Not Found' to a user without a church, and asks for no figures", async () => {
    const api = stubTrpc({
      'auth.user': () => ({ user: { id: 4, username: 'fan' }, churchUser: null }),
    });
    await renderApp({ path: '/analytics' });
    expect(await screen.findByRole('heading', { name: 'Church Not Found' })).toBeVisible();
    expectLink('Register your church', '/register-church');
    expect(api.inputsOf('churchAnalytics.summary')).toEqual([]);
  });

  it('sends a signed-out visitor to /login', async () => {
    stubTrpc({ 'auth.user': () => null });
    const { router } = await renderApp({ path: '/analytics' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('links owners and officials to edit the church, and not other roles', async () => {
    for (const role of ['owner', 'official']) {
      dashboardServer({}, role);
      const { unmount } = await renderApp({ path: '/analytics' });
      expect(await screen.findByRole('link', { name: 'Edit church' })).toHaveAttribute(
        'href',
        '/edit-church/7',
      );
      unmount();
    }
    await openDashboard({}, 'member');
    expect(screen.queryByRole('link', { name: 'Edit church' })).toBeNull();
  });

  it("links owners alone to the church's team", async () => {
    dashboardServer({}, 'owner');
    const { unmount } = await renderApp({ path: '/analytics' });
    expect(await screen.findByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/church-team',
    );
    unmount();
    await openDashboard({}, 'official');
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('judges attendance only once an event or a date of a series has taken place', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T12:00:00Z'), toFake: ['Date'] });
    const weeksAway = new Date('2026-12-06T23:00:00Z');
    await openDashboard({
      'churchAnalytics.events': () => [
        entry(20, {
          title: 'Christmas Party',
          upcoming: true,
          datetime: weeksAway,
          currentAttendees: 0,
          attendanceRate: 0,
          rsvpCount: 0,
        }),
        // A weekly series, still running: a past date, and one still to come.
        entry(21, {
          title: 'Sunday Watch',
          upcoming: true,
          datetime: new Date('2026-10-18T17:00:00Z'),
          attendanceRate: 3,
          dates: [
            { date: '2026-10-25', attendees: 5, rsvpCount: 2, attendanceRate: 10 },
            { date: '2026-11-08', attendees: 1, rsvpCount: 1, attendanceRate: 2 },
          ],
        }),
        entry(22, { title: 'Halloween Game', attendanceRate: 12, currentAttendees: 6 }),
      ],
    });
    const home = await screen.findByRole('region', { name: 'Your events' });
    const itemOf = async (link: string) =>
      within((await within(home).findByRole('link', { name: link })).closest('li')!);

    const christmas = await itemOf('Christmas Party');
    expect(christmas.getByRole('img', { name: /^Still to come/ })).toHaveTextContent('To come');
    expect(christmas.queryByRole('img', { name: /Low attendance/ })).toBeNull();
    expect(
      (await itemOf('Halloween Game')).getByRole('img', { name: /Low attendance/ }),
    ).toHaveTextContent('Low');

    fireEvent.click(within(home).getByText('By date (2 dates with RSVPs)'));
    expect(
      (await itemOf('Sun, Oct 25, 2026')).getByRole('img', { name: /Low attendance/ }),
    ).toBeInTheDocument();
    expect(
      (await itemOf('Sun, Nov 8, 2026')).getByRole('img', { name: /^Still to come/ }),
    ).toBeInTheDocument();

    tab('Performance');
    const row = await screen.findByRole('row', { name: /Christmas Party/ });
    expect(within(row).getByRole('img', { name: /^Still to come/ })).toBeInTheDocument();
    expect(within(row).getByText('0%')).toBeVisible();
  });

  it('works on a phone with the keyboard: period buttons and tabs are reachable', async () => {
    setViewportWidth(PHONE);
    const api = await openDashboard();
    const sevenDays = screen.getByRole('button', { name: '7d' });
    sevenDays.focus();
    expect(sevenDays).toHaveFocus();
    fireEvent.click(sevenDays);
    await waitFor(() =>
      expect(api.inputsOf('churchAnalytics.summary')).toContainEqual({ id: 7, period: '7d' }),
    );
    const overview = screen.getByRole('tab', { name: 'Overview' });
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveFocus();
  });
});
