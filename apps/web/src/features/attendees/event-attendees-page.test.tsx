import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { aChurch } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { setViewportWidth } from '../../test/viewport';

const session = {
  user: { id: 7, username: 'pastor_mike' },
  churchUser: { churchId: 3, role: 'owner' },
};

const event = {
  id: 12,
  title: 'Super Bowl Party',
  datetime: new Date('2099-02-08T23:30:00Z'),
  timezone: 'America/New_York',
  currentAttendees: 3,
  maxAttendees: 20,
};

const ann = {
  id: 40,
  attendeeName: 'Ann Lee',
  attendeeEmail: 'ann@example.com',
  attendeePhone: null,
  numberOfGuests: 2,
  specialRequests: null,
  createdAt: new Date('2099-01-20T18:00:00Z'),
  eventId: 12,
  occurrenceDate: '2099-02-08',
};
const bo = {
  ...ann,
  id: 41,
  attendeeName: 'Bo Kim',
  attendeeEmail: 'bo@example.com',
  numberOfGuests: 1,
};

/** A one-off event: its one date holds everyone. */
const oneDate = [{ date: '2099-02-08', currentAttendees: 3 }];

function stubApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => session,
    'notifications.unreadCount': () => ({ unread: 2 }),
    'attendees.list': () => ({ event, dates: oneDate, items: [ann, bo], nextCursor: null }),
    'waitlist.list': () => ({ items: [] }),
    'churches.byId': () => aChurch({ id: 3 }),
    ...handlers,
  });
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const PATH = '/analytics/events/12';

describe('/analytics/events/$eventId', () => {
  it('shows the event and its attendees in a table', async () => {
    const api = stubApi();
    await renderApp({ path: PATH });
    await expectPageHeading('Super Bowl Party');
    expect(screen.getByText('Sunday, February 8, 2099 at 6:30 PM Eastern')).toBeVisible();
    expect(screen.getByText('Seats taken: 3 of 20')).toBeVisible();
    expectLink('View the event page', '/events/12');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Ann Lee' })).toBeVisible();
    expect(within(table).getByText('bo@example.com')).toBeVisible();
    expect(api.inputsOf('attendees.list')).toMatchObject([{ eventId: 12, limit: 50 }]);
    await waitFor(() => expect(document.title).toBe('Attendees · Huddle'));
    // The header counts the church's unread notifications from the server.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: /^Analytics ?, 2 unread notifications$/ }),
    ).toBeVisible();
  });

  it('on a 360 px phone shows a card for each attendee: name, whole e-mail, party, buttons', async () => {
    setViewportWidth(360);
    const long = {
      ...bo,
      attendeeName: 'Maximilian Oyelaran-Whitfield',
      attendeeEmail: 'maximilian.oyelaran-whitfield@example.com',
    };
    stubApi({
      'attendees.list': () => ({ event, dates: oneDate, items: [ann, long], nextCursor: null }),
    });
    await renderApp({ path: PATH });
    const list = await screen.findByRole('list', { name: "Attendees in the order they RSVP'd" });
    // The wide table is not shown beside the cards.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(card.getByText('Maximilian Oyelaran-Whitfield')).toBeVisible();
    // The address on a line of its own, in one piece.
    expect(card.getByText('maximilian.oyelaran-whitfield@example.com')).toBeVisible();
    expect(card.getByText(/^1 person · RSVP'd Jan 20, 2099/)).toBeVisible();
    for (const action of ['Details of', 'Message', 'Remove']) {
      expect(
        card.getByRole('button', { name: `${action} Maximilian Oyelaran-Whitfield` }),
      ).toBeVisible();
    }
    fireEvent.click(card.getByRole('button', { name: 'Message Maximilian Oyelaran-Whitfield' }));
    expect(
      await screen.findByRole('dialog', { name: 'Message Maximilian Oyelaran-Whitfield' }),
    ).toBeVisible();
  });

  it('removes an RSVP after asking, and reloads the list', async () => {
    let removed = false;
    const api = stubApi({
      'attendees.list': () => ({
        event: { ...event, currentAttendees: removed ? 1 : 3 },
        dates: oneDate,
        items: removed ? [bo] : [ann, bo],
        nextCursor: null,
      }),
      'attendees.remove': () => {
        removed = true;
        return { id: 40, eventId: 12, currentAttendees: 1, spotsLeft: 19 };
      },
    });
    await renderApp({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this RSVP?' });
    expect(within(dialog).getByText(/They are not told/)).toBeVisible();
    expect(api.inputsOf('attendees.remove')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove RSVP' }));

    expect(await screen.findByText('RSVP Removed')).toBeVisible();
    expect(api.inputsOf('attendees.remove')).toEqual([{ id: 40 }]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ann Lee' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Seats taken: 1 of 20')).toBeVisible();
  });

  it('keeps the RSVP when the removal is cancelled', async () => {
    const api = stubApi();
    await renderApp({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this RSVP?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep RSVP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('attendees.remove')).toEqual([]);
  });

  it('downloads the CSV the server makes', async () => {
    const api = stubApi({
      'attendees.exportCsv': () => ({
        filename: 'super-bowl-party-attendees.csv',
        contentType: 'text/csv; charset=utf-8',
        content: 'Name\r\nAnn Lee\r\n',
      }),
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:attendees';
        },
        revokeObjectURL: () => {},
      }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await renderApp({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['super-bowl-party-attendees.csv']));
    expect(api.inputsOf('attendees.exportCsv')).toEqual([{ id: 12 }]);
    expect(await created[0]?.text()).toBe('Name\r\nAnn Lee\r\n');
    click.mockRestore();
  });

  const lateDate = '2099-02-15';
  /** A series with Ann on its first date and Bo on the next. */
  function seriesList(input: unknown) {
    const { date } = input as { date?: string };
    const all = [ann, { ...bo, occurrenceDate: lateDate }];
    return {
      event: { ...event, currentAttendees: date === lateDate ? 1 : 3 },
      dates: [
        { date: '2099-02-08', currentAttendees: 2 },
        { date: lateDate, currentAttendees: 1 },
      ],
      items: date ? all.filter((a) => a.occurrenceDate === date) : all,
      nextCursor: null,
    };
  }

  it("shows a series' attendees date by date, and downloads one date's CSV", async () => {
    const api = stubApi({
      'attendees.list': seriesList,
      'attendees.exportCsv': () => ({
        filename: 'super-bowl-party-2099-02-15-attendees.csv',
        contentType: 'text/csv; charset=utf-8',
        content: 'Date,Name\r\n2099-02-15,Bo Kim\r\n',
      }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:attendees', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp({ path: PATH });
    expect(await screen.findByText('3 people coming over 2 dates, 20 seats each')).toBeVisible();
    // Every date at first: each row says which.
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeVisible();
    expect(within(table).getByText('Sun, Feb 15, 2099')).toBeVisible();

    const date = screen.getByRole('combobox', { name: 'Date' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All dates', 'Sun, Feb 8, 2099 (2 people)', 'Sun, Feb 15, 2099 (1 person)']);
    fireEvent.change(date, { target: { value: lateDate } });
    expect(await screen.findByText('Seats taken on Sun, Feb 15, 2099: 1 of 20')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ann Lee' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Bo Kim' })).toBeVisible();
    expect(api.inputsOf('attendees.list').at(-1)).toMatchObject({ eventId: 12, date: lateDate });

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(api.inputsOf('attendees.exportCsv')).toEqual([{ id: 12, date: lateDate }]),
    );
    click.mockRestore();
  });

  it('opens on the date in the address, as the analytics page links to it', async () => {
    const api = stubApi({ 'attendees.list': seriesList });
    await renderApp({ path: `${PATH}?date=${lateDate}` });
    expect(await screen.findByText('Seats taken on Sun, Feb 15, 2099: 1 of 20')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue(lateDate);
    expect(screen.queryByRole('rowheader', { name: 'Ann Lee' })).not.toBeInTheDocument();
    expect(api.inputsOf('attendees.list')).toEqual([
      expect.objectContaining({ eventId: 12, date: lateDate }),
    ]);
  });

  /** A party waiting for seats, and one whose seats are held. */
  const party = {
    id: 501,
    occurrenceDate: '2099-02-08',
    position: 1,
    attendeeName: 'Rosa Diaz',
    attendeeEmail: 'rosa@example.com',
    attendeePhone: null,
    numberOfGuests: 4,
    specialRequests: null,
    status: 'waiting',
    offeredUntil: null,
    createdAt: new Date('2099-01-21T18:00:00Z'),
  };
  const held = {
    ...party,
    id: 502,
    position: 2,
    attendeeName: 'Cy Park',
    status: 'offered',
    offeredUntil: new Date('2099-02-07T23:30:00Z'),
  };

  it('shows the waitlist in line order, and offers a waiting party seats by hand', async () => {
    const api = stubApi({
      'waitlist.list': () => ({ items: [party, held] }),
      'waitlist.offer': () => ({ ...party, status: 'offered', offeredUntil: held.offeredUntil }),
    });
    await renderApp({ path: PATH });
    const line = await screen.findByRole('region', { name: 'Waitlist' });
    const rows = await within(line).findAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rosa Diazrosa@example.com',
      'Cy Parkrosa@example.com',
    ]);
    expect(within(within(line).getByRole('table')).getByText(/Held until/)).toBeVisible();
    // Seats already held are not offered twice.
    expect(within(line).getAllByRole('button', { name: /Offer seats/ })).toHaveLength(1);
    fireEvent.click(within(line).getByRole('button', { name: 'Offer seats to Rosa Diaz' }));
    expect(await screen.findByText(/Rosa Diaz has been e-mailed and has until/)).toBeVisible();
    expect(api.inputsOf('waitlist.offer')).toEqual([{ id: 501 }]);
    expect(api.inputsOf('waitlist.list')).toContainEqual({ eventId: 12 });
  });

  it('on a phone shows the waitlist as a card per party, the offer within reach', async () => {
    setViewportWidth(360);
    stubApi({
      'waitlist.list': () => ({ items: [party, held] }),
      'waitlist.offer': () => ({ ...party, status: 'offered', offeredUntil: held.offeredUntil }),
    });
    await renderApp({ path: PATH });
    const line = await screen.findByRole('region', { name: 'Waitlist' });
    const list = await within(line).findByRole('list', { name: 'Waitlist, in line order' });
    expect(within(line).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list)
      .getAllByRole('listitem')
      .map((card) => within(card));
    expect(cards.map((card) => card.getByText(/^\d\. /).textContent)).toEqual([
      '1. Rosa Diaz',
      '2. Cy Park',
    ]);
    expect(cards[0]!.getByText('rosa@example.com')).toBeVisible();
    expect(cards[0]!.getByText('Sun, Feb 8, 2099 · 4 people')).toBeVisible();
    expect(cards[1]!.getByText(/Held until/)).toBeVisible();
    fireEvent.click(cards[0]!.getByRole('button', { name: 'Offer seats to Rosa Diaz' }));
    expect(await screen.findByText(/Rosa Diaz has been e-mailed and has until/)).toBeVisible();
  });

  it('says when nobody is waiting', async () => {
    stubApi();
    await renderApp({ path: PATH });
    expect(await screen.findByText(/Nobody is waiting/)).toBeVisible();
  });

  it('opens the message form from a row', async () => {
    stubApi();
    await renderApp({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Bo Kim' }));
    expect(await screen.findByRole('dialog', { name: 'Message Bo Kim' })).toBeVisible();
  });

  it('messages everyone coming at once, and says how many it reached', async () => {
    const api = stubApi({ 'messages.sendToDate': () => ({ sent: 2, skipped: 1 }) });
    await renderApp({ path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Everyone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message everyone coming' }));
    expect(dialog.getByText(/Each attendee gets their own e-mail/)).toBeVisible();
    const sent = within(dialog.getByRole('region', { name: 'What is sent' }));
    expect(await sent.findByText('Grace Fellowship Church via Huddle')).toBeVisible();
    expect(sent.getByText(/Under them: Super Bowl Party and its date/)).toBeVisible();
    fireEvent.change(dialog.getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Doors open at 6:30' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Come early for the pregame.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(
        "Your message to 2 attendees is on its way (1 had stopped your church's messages).",
      ),
    ).toBeVisible();
    expect(api.inputsOf('messages.sendToDate')).toEqual([
      { eventId: 12, subject: 'Doors open at 6:30', messageBody: 'Come early for the pregame.' },
    ]);
  });

  it("says so when the event is not the church's own, and offers Retry", async () => {
    stubApi({
      'attendees.list': () => {
        throw new StubError(
          'FORBIDDEN',
          "You can only see the attendees of your own church's events.",
        );
      },
    });
    await renderApp({ path: PATH });
    expect(await screen.findByText('Failed to load attendees')).toBeVisible();
    expect(
      screen.getByText("You can only see the attendees of your own church's events."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the empty state for an event nobody RSVPd for', async () => {
    stubApi({ 'attendees.list': () => ({ event, dates: [], items: [], nextCursor: null }) });
    await renderApp({ path: PATH });
    expect(await screen.findByText('No Attendees Yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it("shows 'Church Not Found' to a user without a church", async () => {
    stubApi({ 'auth.user': () => ({ ...session, churchUser: null }) });
    await renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { name: 'Church Not Found' })).toBeVisible();
  });
});
