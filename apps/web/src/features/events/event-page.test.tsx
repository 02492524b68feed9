import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPageHeading } from '../../test/expectations';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError } from '../../test/trpc-stub';
import { PHONE, setViewportWidth } from '../../test/viewport';
import {
  ownedEvent,
  ownerSession,
  SUNDAY_SERIES,
  sampleEvent,
  stubEventApi,
} from './event-page-fixtures';
import type { EventView } from './event-types';

async function openEventPage(path = '/events/12') {
  const rendered = await renderApp({ path });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The value shown under a label of the event's facts (a description list). */
function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt *' }).closest('dt');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('/events/{id}', () => {
  it('shows the event and its host church to a visitor', async () => {
    const api = stubEventApi(sampleEvent());
    await openEventPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Super Bowl Watch Party' })).toBeVisible();
    expect(api.inputsOf('events.byId')).toEqual([{ id: 12 }]);
    const main = within(screen.getByRole('main'));
    // Decorative (alt=""): the title right below says what it shows.
    const picture = screen.getByRole('main').querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://images.example/super-bowl.jpg');
    expect(main.getByText('NFL')).toBeVisible();
    expect(main.getByText('Watch the big game with friends and family.')).toBeVisible();
    expect(main.getByRole('heading', { name: 'Game Details' })).toBeVisible();
    expect(main.getByText('Chiefs vs Eagles, kickoff 6:30 PM')).toBeVisible();
    expect(fact('Date & Time')).toHaveTextContent('Sunday, February 8, 20996:30 PM Eastern');
    expect(fact('Attendees')).toHaveTextContent('12 / 50 people');
    expect(fact('Attendees')).toHaveTextContent('38 spots left');
    expect(fact('Food Provided')).toHaveTextContent('Yes');
    expect(fact('Age Group')).toHaveTextContent('Family Friendly');

    expect(main.getByRole('button', { name: 'RSVP Now' })).toBeEnabled();
    expect(main.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
    expect(main.getByRole('button', { name: 'Share' })).toBeVisible();
    // Spec §2, §6: only the hosting church sees the Going count and the owner's menu.
    expect(main.queryByText(/RSVPs? ·/)).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Event actions' })).not.toBeInTheDocument();
    // A picture that cannot be loaded gives way to the sport's own.
    fireEvent.error(picture as HTMLImageElement);
    expect(picture).toHaveAttribute('src', '/images/events/football.svg');
  });

  it('shows the host church: name, address, phone, website and amenities', async () => {
    stubEventApi(sampleEvent());
    await openEventPage();

    const card = within(screen.getByRole('region', { name: 'Grace Community Church' }));
    expect(card.getByText('100 Main St, Austin, TX 78701')).toBeVisible();
    expect(card.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    const website = card.getByRole('link', { name: 'grace.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://grace.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Parking',
      'Big Screen TV',
      'Kitchen',
    ]);
    expect(card.getByRole('link', { name: 'More events at this church' })).toHaveAttribute(
      'href',
      '/events?church=3',
    );
  });

  it('describes a recurring event and shows its next date', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    stubEventApi(sampleEvent({ ...SUNDAY_SERIES, foodProvided: false }));
    await openEventPage();

    expect(fact('Date & Time')).toHaveTextContent('Sunday, March 8, 2026');
    expect(fact('Date & Time')).toHaveTextContent('Every Sunday until Dec 20, 2026');
    expect(fact('Food Provided')).toHaveTextContent('No');
    expect(screen.getByRole('heading', { name: 'Event Details' })).toBeVisible();
  });

  it("reads 'Date TBD' when the date cannot be shown", async () => {
    stubEventApi(sampleEvent({ timezone: 'Mars/Olympus_Mons' }));
    await openEventPage();

    expect(fact('Date & Time')).toHaveTextContent(/^Date TBD$/);
  });

  it("shows the hosting church's user the Going count and the owner's menu", async () => {
    stubEventApi(ownedEvent(), { session: ownerSession });
    await openEventPage();

    // Seven RSVPs brought twelve people: both numbers, each named for what it counts.
    expect(await screen.findByText('7 RSVPs · 12 people going')).toBeVisible();
    expect(fact('Attendees')).toHaveTextContent('12 / 50 people');
    // The menu's code loads for the hosting church only, after the page.
    fireEvent.click(await screen.findByRole('button', { name: 'Event actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Event', 'Delete Event']);
  });

  it("reads 'Event Full' on a disabled button when no spots are left", async () => {
    stubEventApi(sampleEvent({ currentAttendees: 50, spotsLeft: 0 }));
    await openEventPage();

    expect(screen.getByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'RSVP Now' })).not.toBeInTheDocument();
    expect(fact('Attendees')).toHaveTextContent('50 / 50 peopleEvent Full');
  });

  it('offers Google, Outlook and Yahoo in a new tab and the .ics under Apple Calendar / Other', async () => {
    stubEventApi(sampleEvent());
    await openEventPage();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    const menu = within(await screen.findByRole('menu'));
    for (const [name, host] of [
      ['Google Calendar', 'calendar.google.com'],
      ['Outlook', 'outlook.live.com'],
      ['Yahoo Calendar', 'calendar.yahoo.com'],
    ]) {
      const link = menu.getByRole('menuitem', { name });
      expect(new URL(link.getAttribute('href') ?? '').host).toBe(host);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(menu.getByRole('menuitem', { name: 'Apple Calendar / Other' })).toHaveAttribute(
      'href',
      '/api/events/12/calendar.ics',
    );
  });

  it('says which calendars take a whole series and which only its next date', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    stubEventApi(sampleEvent(SUNDAY_SERIES));
    await openEventPage();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('Every Sunday until Dec 20, 2026')).toBeVisible();
    const google = menu.getByRole('menuitem', { name: 'Google Calendar Whole series' });
    const recur = new URL(google.getAttribute('href') ?? '').searchParams.get('recur');
    expect(recur).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261221T045959Z');
    for (const name of ['Outlook', 'Yahoo Calendar']) {
      const item = menu.getByRole('menuitem', {
        name: `${name} Next date only: ${name} links cannot repeat`,
      });
      // The next Sunday, March 8 at 10:00 AM Eastern (EDT from that day on).
      expect(item.getAttribute('href')).toMatch(/2026-03-08T14:00:00Z|20260308T140000Z/);
    }
    expect(
      menu.getByRole('menuitem', { name: 'Apple Calendar / Other Whole series (.ics file)' }),
    ).toHaveAttribute('href', '/api/events/12/calendar.ics');
  });

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    stubEventApi(sampleEvent());
    await openEventPage();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/events/12');
  });

  it("shows 'Event Not Found' when the server has no such event", async () => {
    stubEventApi(sampleEvent(), {
      handlers: {
        'events.byId': () => {
          throw new StubError('NOT_FOUND', 'Event not found.');
        },
      },
    });
    await openEventPage('/events/999');

    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    expect(
      screen.getByText(
        "The event you're looking for doesn't exist or is missing church information.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it.each(['abc', '0', '-4', '1.5'])(
    "shows 'Event Not Found' for /events/%s without asking the server",
    async (id) => {
      const api = stubEventApi(sampleEvent());
      await openEventPage(`/events/${id}`);

      expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
      expect(api.inputsOf('events.byId')).toEqual([]);
    },
  );

  it('offers Retry after another failure, and shows the event once it loads', async () => {
    const byId = outage(() => sampleEvent());
    const api = stubEventApi(sampleEvent(), { handlers: { 'events.byId': byId.handler } });
    await openEventPage();

    expect(screen.getByText('The event could not be loaded')).toBeVisible();
    expect(screen.getByText('Please check your connection and try again.')).toBeVisible();
    expect(api.inputsOf('events.byId')).toHaveLength(1);

    byId.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await expectPageHeading('Super Bowl Watch Party');
  });

  it('shows a loading state until the event arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    stubEventApi(sampleEvent(), {
      handlers: { 'events.byId': () => new Promise((resolve) => (answer = resolve)) },
    });
    await renderApp({ path: '/events/12' });

    expect(await screen.findByText('Loading event…')).toBeInTheDocument();
    answer(sampleEvent());
    await expectPageHeading('Super Bowl Watch Party');
  });

  it('works on a phone: one column, every action reachable', async () => {
    setViewportWidth(PHONE);
    stubEventApi(sampleEvent());
    await openEventPage();

    // The RSVP card is far down on a phone: a bar at the bottom keeps the action in reach.
    const bar = within(screen.getByRole('region', { name: 'RSVP' }));
    expect(bar.getByText('38 spots left')).toBeVisible();
    fireEvent.click(bar.getByRole('button', { name: 'RSVP Now' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Reserve your spot' })).toBeVisible();

    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Grace Community Church' })).toBeVisible();
  });

  it("tells a phone's visitor in the bar that a past event has ended, with nothing to press", async () => {
    setViewportWidth(PHONE);
    stubEventApi(sampleEvent({ datetime: new Date('2020-02-08T23:30:00Z'), occurrences: [] }));
    await openEventPage();

    const bar = within(screen.getByRole('region', { name: 'RSVP' }));
    expect(bar.getByText('This event has ended')).toBeVisible();
    expect(bar.queryByRole('button')).toBeNull();
  });

  it("takes a phone's visitor from the bar to a full date's waitlist", async () => {
    setViewportWidth(PHONE);
    stubEventApi(
      sampleEvent({
        currentAttendees: 50,
        spotsLeft: 0,
        waitingCount: 1,
        occurrences: [{ date: '2099-02-08', currentAttendees: 50, spotsLeft: 0, waitingCount: 1 }],
      }),
    );
    await openEventPage();
    const bar = within(screen.getByRole('region', { name: 'RSVP' }));
    fireEvent.click(bar.getByRole('button', { name: 'Join Waitlist' }));
    const buttons = screen.getAllByRole('button', { name: 'Join Waitlist' });
    await waitFor(() =>
      expect(buttons.find((b) => !bar.queryAllByRole('button').includes(b))).toHaveFocus(),
    );
  });

  it('names the event in the document title, and says so while loading or not found', async () => {
    const answer = deferred<EventView>();
    stubEventApi(sampleEvent(), { handlers: { 'events.byId': () => answer.promise } });
    const { router } = await renderApp({ path: '/events/12' });

    await waitFor(() => expect(document.title).toBe('Event Details · Huddle'));
    answer.resolve(sampleEvent());
    await waitFor(() => expect(document.title).toBe('Super Bowl Watch Party · Huddle'));

    await router.navigate({ to: '/events/$id', params: { id: 'nope' } });
    await waitFor(() => expect(document.title).toBe('Event Not Found · Huddle'));
  });
});
