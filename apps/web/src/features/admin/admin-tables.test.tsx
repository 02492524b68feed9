import { ADMIN_TOKEN_STORAGE_KEY } from '@huddle/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { PHONE, setViewportWidth } from '../../test/viewport';
import { adminServer, dashboard, payments } from './admin-test-server';

const twoChurches = [
  payments[0]!,
  {
    id: 4,
    name: 'Hope Chapel of the Greater Metropolitan Area',
    email: 'the.church.office.administrator@hopechapel.example.org',
    subscriptionStatus: 'active',
    billingPeriod: 'yearly',
    monthlyFee: 8.33,
    subscriptionStartDate: new Date('2026-01-15T12:00:00Z'),
    daysActive: 120,
    cancelAt: new Date('2027-01-15T12:00:00Z'),
  },
];

async function openTab(name: string) {
  await renderApp({ path: '/admin' });
  fireEvent.click(await screen.findByRole('tab', { name }));
}

/** The shown cards (list items) that say `text`. */
const cardsSaying = (text: string) =>
  screen.queryAllByRole('listitem').filter((item) => item.textContent?.includes(text));

/** The card a phone shows for a row, headed by the row's name. */
async function cardOf(name: string) {
  await waitFor(() => expect(cardsSaying(name)).toHaveLength(1));
  const card = cardsSaying(name)[0]!;
  expect(card.firstElementChild).toHaveTextContent(name);
  return card;
}

/** What a card says under one column's label. */
function fieldOf(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'good-token');
});

describe('the payment table', () => {
  it('on a phone shows each church as a card with its status and fee on screen', async () => {
    setViewportWidth(PHONE);
    adminServer({ 'admin.churchPayments': () => twoChurches });
    await openTab('Payments');

    const grace = await cardOf('Grace Fellowship');
    expect(grace).toBeVisible();
    expect(fieldOf(grace, 'Status')).toHaveTextContent('unpaid');
    expect(fieldOf(grace, 'Monthly Fee')).toHaveTextContent('$9.99');
    expect(fieldOf(grace, 'Start Date')).toHaveTextContent('—');
    const hope = await cardOf('Hope Chapel of the Greater Metropolitan Area');
    expect(fieldOf(hope, 'Status')).toHaveTextContent('activeCancels on 1/15/2027');
    expect(fieldOf(grace, 'Status')).not.toHaveTextContent('Cancels');
    expect(fieldOf(hope, 'Monthly Fee')).toHaveTextContent('$8.33 · yearly');
    expect(fieldOf(hope, 'Days Active')).toHaveTextContent('120');
    expect(fieldOf(hope, 'Email')).toHaveTextContent(
      'the.church.office.administrator@hopechapel.example.org',
    );
    // The six-column table, whose last columns a phone would hide, is not drawn there.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is a table with its column headings on a wider screen, and no cards', async () => {
    adminServer({ 'admin.churchPayments': () => twoChurches });
    await openTab('Payments');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Church Name', 'Email', 'Status', 'Monthly Fee', 'Start Date', 'Days Active']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(cardsSaying('office@grace.org')).toEqual([]);
  });
});

describe('the sports table', () => {
  it('on a phone names each card by its sport, with its rank and figures', async () => {
    setViewportWidth(PHONE);
    adminServer({
      'admin.dashboard': () => ({
        ...dashboard,
        sportsTrends: [
          { sport: 'NFL', eventCount: 90, averageAttendance: 24, totalAttendees: 2160 },
          { sport: 'College Football', eventCount: 1, averageAttendance: 7.5, totalAttendees: 7 },
        ],
      }),
    });
    await openTab('Sports');

    const college = await cardOf('College Football');
    expect(fieldOf(college, 'Rank')).toHaveTextContent('2');
    expect(fieldOf(college, 'Events')).toHaveTextContent('1');
    expect(fieldOf(college, 'Average attendance')).toHaveTextContent('7.5');
    expect(fieldOf(college, 'Total attendees')).toHaveTextContent('7');
  });
});

describe('the Geography table', () => {
  it('stays a table of four columns, which a phone holds', async () => {
    setViewportWidth(PHONE);
    adminServer();
    await openTab('Geography');

    const table = await screen.findByRole('table');
    expect(table).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['State', 'Churches', 'Events', 'Attendees']);
  });
});

describe('counts in words', () => {
  it('says 1 event and 1 attendee, not 1 events', async () => {
    adminServer({
      'admin.dashboard': () => ({
        ...dashboard,
        totalRsvps: 1,
        topPerformingChurches: [
          { churchId: 3, name: 'Grace', totalEvents: 1, totalAttendees: 1, engagementScore: 11 },
        ],
      }),
    });
    await openTab('Churches');

    expect(await screen.findByText('1 event')).toBeVisible();
    expect(screen.getByText('1 attendee')).toBeVisible();
    expect(screen.getByText('11 engagement points')).toBeVisible();
    expect(screen.getByText('1 RSVP received')).toBeVisible();
  });
});

describe('the Overview figures', () => {
  it('names visitor-days for what they are, and shows no rate without event views', async () => {
    adminServer({
      'admin.dashboard': () => ({
        ...dashboard,
        userEngagementMetrics: {
          ...dashboard.userEngagementMetrics,
          conversionRates: { visitorToRsvp: null },
        },
      }),
    });
    await renderApp({ path: '/admin' });

    expect(await screen.findByText('Visitor-days (30 days)')).toBeVisible();
    expect(screen.getByText('610')).toBeVisible();
    expect(screen.queryByText('Monthly active users')).toBeNull();
    expect(screen.getByText('No event page views in this period, so no rate')).toBeVisible();
  });

  it('shows the conversion as RSVPs per event page view', async () => {
    adminServer();
    await renderApp({ path: '/admin' });

    expect(await screen.findByText('18.2%')).toBeVisible();
    expect(
      screen.getByText("RSVPs per event page view, as on each church's dashboard"),
    ).toBeVisible();
  });
});
