import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { sampleChurch, sampleEvent } from '../events/event-page-fixtures';
import type { EventView } from '../events/event-types';

afterEach(() => {
  notifications.clean();
  window.localStorage.clear();
});

const page = { items: [sampleEvent()], nextCursor: null };

function stubEmbedApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'churches.byId': (input) => {
      if ((input as { id: number }).id !== sampleChurch.id)
        throw new StubError('NOT_FOUND', 'Church not found.');
      return sampleChurch;
    },
    'events.list': () => page,
    'visits.record': () => ({ recorded: true }),
    ...handlers,
  });
}

const embed = () => renderApp({ path: `/embed/churches/${sampleChurch.id}` });

describe('/embed/churches/{id}, framed on the church’s own website', () => {
  it("lists the church's events without the site's header and footer; each page opens in a new tab", async () => {
    const api = stubEmbedApi();
    await embed();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upcoming at Grace Community Church' }),
    ).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeVisible();
    // Never signed in here: the page asks nothing about a user.
    expect(api.calls.map((call) => call.path)).not.toContain('auth.user');
    expect(api.inputsOf('events.list')).toEqual([expect.objectContaining({ church: 3 })]);

    const list = within(
      screen.getByRole('list', { name: 'Upcoming events at Grace Community Church' }),
    );
    const title = list.getByRole('link', { name: 'Super Bowl Watch Party (opens in a new tab)' });
    expect(title).toHaveAttribute('href', '/events/12');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title).toHaveAttribute('rel', 'noopener');
    expect(list.getByText('38 spots left')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'More on Huddle (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('Upcoming events at Grace Community Church · Huddle');
  });

  it('says it is loading until the events come', async () => {
    const events = deferred<typeof page>();
    stubEmbedApi({ 'events.list': () => events.promise });
    await embed();
    expect(await screen.findByRole('status')).toHaveTextContent("Loading the church's events…");
    events.resolve(page);
    expect(await screen.findByRole('button', { name: 'RSVP' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when the church has nothing scheduled', async () => {
    stubEmbedApi({ 'events.list': () => ({ items: [], nextCursor: null }) });
    await embed();
    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeVisible();
    expect(
      screen.getByText('Grace Community Church has nothing scheduled right now. Check back soon.'),
    ).toBeVisible();
  });

  it('says when the events could not be loaded, and Retry fetches them', async () => {
    const down = outage(() => page);
    stubEmbedApi({ 'events.list': down.handler });
    await embed();
    await down.retryAfter('Failed to fetch events');
    expect(
      await screen.findByRole('link', { name: 'Super Bowl Watch Party (opens in a new tab)' }),
    ).toBeVisible();
  });

  it('says when there is no such church', async () => {
    stubEmbedApi();
    await renderApp({ path: '/embed/churches/99' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Church Not Found' }),
    ).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('says so for a path that is no id', async () => {
    const api = stubEmbedApi();
    await renderApp({ path: '/embed/churches/grace' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Church Not Found' }),
    ).toBeVisible();
    expect(api.inputsOf('churches.byId')).toEqual([]);
  });
});

describe('RSVP from the framed page', () => {
  const created = { id: 90, eventId: 12, numberOfGuests: 2, spotsLeft: 36 };

  async function openDialog(event: EventView = sampleEvent()) {
    const api = stubEmbedApi({
      'events.list': () => ({ items: [event], nextCursor: null }),
      'rsvps.create': () => created,
    });
    await embed();
    const button = await screen.findByRole('button', {
      name: event.spotsLeft ? 'RSVP' : 'Join waitlist',
    });
    expect(button).toHaveAccessibleDescription(event.title);
    // As a browser does on a press: the button has focus, for the dialog to give it back.
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `RSVP: ${event.title}` });
    return { api, button, dialog };
  }

  it('opens the RSVP form in a labelled dialog, its first field focused, and reserves the spot', async () => {
    const { api, dialog } = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Reserve your spot' });
    await waitFor(() => expect(within(form).getByLabelText(/^Full Name/)).toHaveFocus());

    fill(
      {
        'Full Name': 'Jamie Doe',
        Email: 'jamie@example.com',
        'How many people \\(including you\\)\\?': '2',
      },
      form,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm RSVP' }));

    const going = await within(dialog).findByRole('region', { name: "You're going!" });
    expect(going).toHaveTextContent('Jamie Doe, your spot is saved for');
    expect(api.inputsOf('rsvps.create')).toEqual([
      expect.objectContaining({
        eventId: 12,
        attendeeName: 'Jamie Doe',
        attendeeEmail: 'jamie@example.com',
        numberOfGuests: 2,
      }),
    ]);
    // The list asks again, for the seats as they are now.
    await waitFor(() => expect(api.inputsOf('events.list').length).toBeGreaterThan(1));
  });

  it('closes on Escape and on "Not now", giving focus back to the button that opened it', async () => {
    const { button, dialog } = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    button.focus();
    fireEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'RSVP: Super Bowl Watch Party' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("offers a full event's waitlist instead of the form", async () => {
    const full = sampleEvent({
      currentAttendees: 50,
      spotsLeft: 0,
      waitingCount: 2,
      occurrences: [{ date: '2099-02-08', currentAttendees: 50, spotsLeft: 0, waitingCount: 2 }],
    });
    const { dialog } = await openDialog(full);
    expect(screen.getByText('Full · 2 parties waiting')).toBeVisible();
    expect(
      within(dialog).queryByRole('form', { name: 'Reserve your spot' }),
    ).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /waitlist/i })).toBeVisible();
  });
});
