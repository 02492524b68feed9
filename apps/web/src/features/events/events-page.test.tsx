import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLink } from '../../test/expectations';
import { aChurch, anEvent, aPage } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { deferred, outage, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import type { EventView } from './event-types';

const watchParty = anEvent();
const concert = anEvent({
  id: 202,
  title: 'Fall Worship Concert',
  sport: 'Church Music Concert',
  description: 'An evening of hymns and gospel with the combined choirs.',
});

/** A server with one watch party, one church event and two churches, unless told otherwise. */
function eventsServer(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'events.list': (input) =>
      aPage((input as { kind?: string }).kind === 'church_event' ? [concert] : [watchParty]),
    'churches.list': () => ({
      items: [aChurch(), aChurch({ id: 2, name: 'First Baptist Church of Round Rock' })],
      nextCursor: null,
    }),
    'churches.byId': () => aChurch(),
    // A focused or hovered card link preloads its event page (the router's preload on intent).
    'events.byId': (input) => anEvent({ id: (input as { id: number }).id }),
    ...handlers,
  });
}

/** Sundays at 2 PM in Austin from `first` (a Sunday) to the end of 2099. */
function sundaysFrom(first: string, overrides: Partial<EventView> = {}) {
  return anEvent({
    datetime: new Date(`${first}T19:00:00Z`),
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDaysOfWeek: ['sunday'],
    recurrenceEndDate: '2099-12-31',
    ...overrides,
  });
}

/** The filters each list call sent: tRPC's paging fields aside, save a real cursor. */
function listInputs(api: ReturnType<typeof stubTrpc>) {
  return api.inputsOf('events.list').map((input) => {
    const {
      cursor,
      direction: _,
      ...rest
    } = input as { cursor?: string | null; direction?: string };
    return cursor ? { ...rest, cursor } : rest;
  });
}

async function openEvents(path = '/events') {
  const rendered = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Find Games & Events' });
  return rendered;
}

function filterForm() {
  return screen.getByRole('form', { name: /^Filter / });
}

function filterBar() {
  return within(filterForm());
}

/** Enough events that a radius search is not offered a wider one. */
const enough = [watchParty, ...[301, 302, 303].map((id) => anEvent({ id, title: `Party ${id}` }))];

/** The address's query as the browser shows it. */
function addressOf(router: { state: { location: { searchStr: string } } }) {
  return Object.fromEntries(new URLSearchParams(router.state.location.searchStr));
}

/** The browser's geolocation answering `getCurrentPosition` as `answer` does. */
function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  notifications.clean();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/events', () => {
  it('opens on the watch parties, with the three tabs and the title', async () => {
    const api = eventsServer();
    await openEvents();

    expect(
      await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' }),
    ).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Watch Parties',
      'Church Events',
      'Browse Churches',
    ]);
    expect(screen.getByRole('tab', { name: 'Watch Parties' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listInputs(api)).toEqual([{ kind: 'watch_party' }]);
    await waitFor(() => expect(document.title).toBe('Find Games & Events · Huddle'));
  });

  it('moves between the tabs with the arrow keys', async () => {
    const api = eventsServer();
    await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Watch Parties' }), { key: 'ArrowRight' });

    expect(screen.getByRole('tab', { name: 'Church Events' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Fall Worship Concert' })).toBeVisible();
    expect(listInputs(api).at(-1)).toEqual({ kind: 'church_event' });
  });

  it('switches lists with the tabs, asking the server for each kind', async () => {
    const api = eventsServer();
    await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.click(screen.getByRole('tab', { name: 'Church Events' }));

    expect(await screen.findByRole('heading', { name: 'Fall Worship Concert' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Red River Rivalry Watch Party' })).toBeNull();
    expect(listInputs(api).at(-1)).toEqual({ kind: 'church_event' });
    expect(filterBar().getByLabelText('Event type')).toHaveValue('All Events');

    fireEvent.click(screen.getByRole('tab', { name: 'Browse Churches' }));

    expect(
      await screen.findByRole('heading', { name: 'First Baptist Church of Round Rock' }),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: /^Filter / })).toBeNull();
  });

  it('opens the tab named in the address', async () => {
    const api = eventsServer();
    await openEvents('/events?tab=church-events');

    expect(await screen.findByRole('heading', { name: 'Fall Worship Concert' })).toBeVisible();
    expect(listInputs(api)).toEqual([{ kind: 'church_event' }]);
  });

  it('shows visitors only the watch-party list, without tabs', async () => {
    const api = eventsServer();
    await openEvents('/events?role=visitor&tab=church-events');

    expect(
      await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' }),
    ).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(listInputs(api)).toEqual([{ kind: 'watch_party' }]);
  });

  it('presets the church from ?church=, hides the location filter and can clear it', async () => {
    const api = eventsServer();
    await openEvents('/events?church=1');

    expect(
      await screen.findByText('Grace Fellowship Church', { selector: 'strong' }),
    ).toBeVisible();
    expect(filterBar().queryByLabelText('Location')).toBeNull();
    expect(listInputs(api)).toEqual([{ church: 1, kind: 'watch_party' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Show all churches' }));

    expect(await filterBar().findByLabelText('Location')).toBeVisible();
    await waitFor(() => expect(listInputs(api).at(-1)).toEqual({ kind: 'watch_party' }));
  });

  it('sends a 5-digit location as zipCode and a name as city', async () => {
    const api = eventsServer();
    const { router } = await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.change(filterBar().getByLabelText('Location'), { target: { value: '78704' } });
    fireEvent.click(filterBar().getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ zipCode: '78704', kind: 'watch_party' }),
    );
    // A zip reads in the address as typed, not as a quoted JSON string.
    expect(router.state.location.searchStr).toBe('?location=78704');

    fireEvent.change(filterBar().getByLabelText('Location'), { target: { value: 'Austin' } });
    fireEvent.submit(filterForm());
    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ city: 'Austin', kind: 'watch_party' }),
    );
    // The search is in the address, so it can be shared and survives a reload.
    expect(router.state.location.search).toMatchObject({ location: 'Austin' });
  });

  it("filters by sport, and 'All Sports' sends no sport", async () => {
    const api = eventsServer();
    await openEvents('/events?sport=NFL');
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });
    expect(listInputs(api)).toEqual([{ sport: 'NFL', kind: 'watch_party' }]);
    expect(filterBar().getByLabelText('Sport')).toHaveValue('NFL');

    fireEvent.change(filterBar().getByLabelText('Sport'), { target: { value: 'All Sports' } });

    await waitFor(() => expect(listInputs(api).at(-1)).toEqual({ kind: 'watch_party' }));
  });

  it('filters by date', async () => {
    const api = eventsServer();
    await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.change(filterBar().getByLabelText('Date'), { target: { value: '2099-10-10' } });

    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ date: '2099-10-10', kind: 'watch_party' }),
    );
  });

  it("shows a series found by date on that date, and keeps visitor mode on the card's links", async () => {
    const sundays = sundaysFrom('2099-10-11');
    eventsServer({ 'events.list': () => aPage([sundays]) });
    await openEvents('/events?role=visitor&date=2099-10-25');

    const card = (await screen.findByRole('heading', { name: sundays.title })).closest('article')!;
    expect(within(card as HTMLElement).getByText(/Oct 25, 2099/)).toBeVisible();
    expect(within(card as HTMLElement).queryByText(/Oct 11, 2099/)).toBeNull();
    const rsvp = within(card as HTMLElement).getByRole('link', { name: 'RSVP Now' });
    expect(rsvp).toHaveAttribute('href', `/events/${sundays.id}?role=visitor`);
  });

  it('says a series found on a past date has ended there, with no RSVP button', async () => {
    const sundays = sundaysFrom('2020-10-11', {
      owner: {
        rsvpCount: 3,
        spotsLeftWarning: 'Only 3 spots left!',
        upcomingRsvps: [],
        remindersEnabled: true,
      },
    });
    eventsServer({ 'events.list': () => aPage([sundays]) });
    await openEvents('/events?date=2020-10-25');

    const card = await screen.findByRole('article', { name: sundays.title });
    expect(within(card).getByText(/Oct 25, 2020/)).toBeVisible();
    expect(within(card).getByText('This event has ended')).toBeVisible();
    expect(within(card).queryByText('Only 3 spots left!')).toBeNull();
    expect(within(card).queryByRole('link', { name: /RSVP Now|Join Waitlist/ })).toBeNull();
  });

  it('says no watch parties are scheduled when nothing is filtered', async () => {
    eventsServer({ 'events.list': () => aPage([]) });
    await openEvents();

    expect(await screen.findByRole('heading', { name: 'No Watch Parties Found' })).toBeVisible();
    expect(screen.getByText('No sports watch parties are currently scheduled.')).toBeVisible();
  });

  it('suggests adjusting the filters when filters are set, and clears them', async () => {
    const api = eventsServer({ 'events.list': () => aPage([]) });
    await openEvents('/events?location=Waco');

    expect(await screen.findByRole('heading', { name: 'No Watch Parties Found' })).toBeVisible();
    expect(
      screen.getByText('Try adjusting your search filters to find more watch parties.'),
    ).toBeVisible();

    fireEvent.click(filterBar().getByRole('button', { name: 'Clear filters' }));

    expect(
      await screen.findByText('No sports watch parties are currently scheduled.'),
    ).toBeVisible();
    expect(filterBar().getByLabelText('Location')).toHaveValue('');
    expect(listInputs(api).at(-1)).toEqual({ kind: 'watch_party' });
  });

  it('has its own empty texts for church events', async () => {
    eventsServer({ 'events.list': () => aPage([]) });
    await openEvents('/events?tab=church-events');

    expect(await screen.findByRole('heading', { name: 'No Church Events Found' })).toBeVisible();
    expect(screen.getByText('No church events are currently scheduled.')).toBeVisible();
  });

  it('shows the error with a Retry button that asks again', async () => {
    const list = outage(() => aPage([watchParty]));
    eventsServer({ 'events.list': list.handler });
    await openEvents();

    expect(await screen.findByText('Failed to fetch events')).toBeVisible();
    expect(screen.getByText('Please check your connection and try again.')).toBeVisible();

    list.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' }),
    ).toBeVisible();
    expect(screen.queryByText('Failed to fetch events')).toBeNull();
  });

  it('loads the next page with the cursor it was given, showing progress meanwhile', async () => {
    const second = anEvent({ id: 102, title: 'Monday Night Football' });
    const nextPage = deferred<ReturnType<typeof aPage>>();
    const api = eventsServer({
      'events.list': (input) =>
        (input as { cursor?: string | null }).cursor === 'page-2'
          ? nextPage.promise
          : aPage([watchParty], 'page-2'),
    });
    await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled());
    expect(listInputs(api).at(-1)).toEqual({ kind: 'watch_party', cursor: 'page-2' });

    nextPage.resolve(aPage([second]));

    expect(await screen.findByRole('heading', { name: 'Monday Night Football' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Red River Rivalry Watch Party' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The button is gone with the last page: focus goes to the first card that arrived.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Monday Night Football' })).toHaveFocus(),
    );
  });

  it('shows the spots-left warning and the counts only on the hosting church’s cards', async () => {
    eventsServer({
      'events.list': () =>
        aPage([
          anEvent({
            owner: {
              rsvpCount: 21,
              spotsLeftWarning: 'Only 3 spots left!',
              upcomingRsvps: [],
              remindersEnabled: true,
            },
          }),
          anEvent({ id: 103, title: 'Full House Watch Party', spotsLeft: 0, waitingCount: 2 }),
        ]),
    });
    await openEvents();

    const ours = await screen.findByRole('article', { name: 'Red River Rivalry Watch Party' });
    expect(within(ours).getByText('Only 3 spots left!')).toBeVisible();
    // RSVPs and people are counted apart: 21 sign-ups brought 57 people.
    expect(within(ours).getByText('21 RSVPs · 57 people going')).toBeVisible();
    const theirs = screen.getByRole('article', { name: 'Full House Watch Party' });
    expect(within(theirs).queryByText(/spots? left!|Event Full/)).toBeNull();
    expect(within(theirs).queryByText(/going/)).toBeNull();
    // A visitor meets a full date's waitlist instead of 'RSVP Now'.
    expect(within(theirs).getByText('Full · 2 parties waiting')).toBeVisible();
    expectLink('Join Waitlist', '/events/103', theirs);
    expect(within(ours).getByRole('link', { name: 'RSVP Now' })).toBeVisible();
  });

  it("shows the sport's picture on a card whose church picture cannot be loaded", async () => {
    eventsServer({
      'events.list': () => aPage([anEvent({ imageUrl: 'https://church.example/gone.jpg' })]),
    });
    await openEvents();

    const card = await screen.findByRole('article', { name: 'Red River Rivalry Watch Party' });
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://church.example/gone.jpg');
    fireEvent.error(picture as HTMLImageElement);
    expect(picture).toHaveAttribute('src', '/images/events/football.svg');
  });

  it('lists the churches in the Browse Churches tab, with their empty and error states', async () => {
    eventsServer({ 'churches.list': () => ({ items: [], nextCursor: null }) });
    await openEvents('/events?tab=churches');

    expect(await screen.findByRole('heading', { name: 'No Churches Found' })).toBeVisible();
  });

  it('offers Retry when the churches cannot be loaded', async () => {
    const churches = outage(() => ({ items: [aChurch()], nextCursor: null }));
    eventsServer({ 'churches.list': churches.handler });
    await openEvents('/events?tab=churches');

    await churches.retryAfter('Failed to fetch churches');

    expect(await screen.findByRole('heading', { name: 'Grace Fellowship Church' })).toBeVisible();
    expectLink('View Events', '/events?church=1');
  });

  it('copies the link when the device cannot share, and says so', async () => {
    eventsServer();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await openEvents();
    const card = await screen.findByRole('article', { name: 'Red River Rivalry Watch Party' });

    fireEvent.click(within(card).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(screen.getByText('Event link copied to clipboard')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/events\/101$/));
  });

  it("searches titles, games and churches for the 'Team, game or church' text", async () => {
    const api = eventsServer();
    const { router } = await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.change(filterBar().getByLabelText('Team, game or church'), {
      target: { value: ' Chiefs ' },
    });
    fireEvent.submit(filterForm());

    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ q: 'Chiefs', kind: 'watch_party' }),
    );
    expect(router.state.location.search).toMatchObject({ q: 'Chiefs' });
  });

  it('searches within a radius of a zip code, ordered by distance when asked', async () => {
    const api = eventsServer({ 'events.list': () => aPage(enough) });
    const { router } = await openEvents('/events?location=78705');
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });
    // Without a radius a zip code is the exact filter, as links made before radius search read.
    expect(listInputs(api)).toEqual([{ zipCode: '78705', kind: 'watch_party' }]);
    expect(filterBar().getByLabelText('Distance')).toHaveValue('');
    expect(filterBar().queryByLabelText('Sort by')).toBeNull();

    fireEvent.change(filterBar().getByLabelText('Distance'), { target: { value: '10' } });

    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ near: '78705', radius: 10, kind: 'watch_party' }),
    );
    expect(addressOf(router)).toEqual({ near: '78705', radius: '10' });
    expect(filterBar().getByLabelText('Location')).toHaveValue('78705');
    expect(
      within(filterBar().getByLabelText('Sort by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Date', 'Distance']);

    fireEvent.change(filterBar().getByLabelText('Sort by'), { target: { value: 'distance' } });

    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({
        near: '78705',
        radius: 10,
        sort: 'distance',
        kind: 'watch_party',
      }),
    );
  });

  it('offers no distance for a city', async () => {
    eventsServer();
    await openEvents('/events?location=Austin');
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    expect(filterBar().queryByLabelText('Distance')).toBeNull();
    expect(filterBar().queryByLabelText('Sort by')).toBeNull();
  });

  it('searches near the visitor once they press Near me, and can go back', async () => {
    const api = eventsServer({ 'events.list': () => aPage(enough) });
    const getCurrentPosition = stubGeolocation((ok) =>
      ok({ coords: { latitude: 30.26721, longitude: -97.74306 } } as GeolocationPosition),
    );
    const { router } = await openEvents();
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });
    // Nobody is asked where they are before they press the button.
    expect(getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(filterBar().getByRole('button', { name: 'Near me' }));

    // Rounded to three decimals: the address does not carry the exact spot.
    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({ lat: 30.267, lng: -97.743, kind: 'watch_party' }),
    );
    expect(addressOf(router)).toEqual({ lat: '30.267', lng: '-97.743' });
    expect(filterBar().getByLabelText('Location')).toHaveValue('Near you');
    expect(filterBar().getByLabelText('Distance')).toHaveValue('25');

    fireEvent.change(filterBar().getByLabelText('Distance'), { target: { value: '5' } });
    await waitFor(() =>
      expect(listInputs(api).at(-1)).toEqual({
        lat: 30.267,
        lng: -97.743,
        radius: 5,
        kind: 'watch_party',
      }),
    );

    fireEvent.click(filterBar().getByRole('button', { name: 'Clear Near me' }));

    // Back to the plain list (already in the cache from the first visit).
    await waitFor(() => expect(filterBar().getByLabelText('Location')).toHaveValue(''));
    expect(addressOf(router)).toEqual({});
    expect(filterBar().getByRole('button', { name: 'Near me' })).toBeVisible();
  });

  it('says so when the position is refused, and keeps the search as it was', async () => {
    const api = eventsServer();
    stubGeolocation((_, fail) => fail({ code: 1 } as GeolocationPositionError));
    await openEvents('/events?q=Chiefs');
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.click(filterBar().getByRole('button', { name: 'Near me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access is blocked. Allow it for this site in your browser, or type a zip code instead.',
    );
    expect(listInputs(api)).toEqual([{ q: 'Chiefs', kind: 'watch_party' }]);
    expect(filterBar().getByLabelText('Location')).toHaveValue('');
  });

  it('offers the next radius when a radius search finds few, counting what it holds', async () => {
    const api = eventsServer({
      'events.list': (input) =>
        aPage((input as { radius?: number }).radius === 10 ? [watchParty] : enough),
    });
    const { router } = await openEvents('/events?near=78705&radius=10');
    await screen.findByRole('heading', { name: 'Red River Rivalry Watch Party' });

    fireEvent.click(await screen.findByRole('button', { name: '3 more within 25 miles' }));

    expect(await screen.findByRole('heading', { name: 'Party 303' })).toBeVisible();
    expect(addressOf(router)).toEqual({ near: '78705', radius: '25' });
    expect(listInputs(api)).toContainEqual({
      near: '78705',
      radius: 25,
      limit: 50,
      kind: 'watch_party',
    });
    expect(screen.queryByRole('button', { name: /more within/ })).toBeNull();
  });
});
