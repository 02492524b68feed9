import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused, field } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, StubError } from '../../test/trpc-stub';
import { sampleEvent, stubEventApi } from './event-page-fixtures';
import type { EventView } from './event-types';
import { REMEMBERED_RSVPS_KEY } from './remembered-rsvps';

const created = { id: 90, eventId: 12, numberOfGuests: 2, spotsLeft: 36 };

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const GUESTS = 'How many people \\(including you\\)\\?';

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function openForm() {
  await renderApp({ path: '/events/12' });
  fireEvent.click(await screen.findByRole('button', { name: 'RSVP Now' }));
  return screen.getByRole('form', { name: 'Reserve your spot' });
}

function fillValid() {
  type('Full Name', '  Jamie Doe ');
  type('Email', 'jamie@example.com');
  type('Phone', '512-555-0199');
  type(GUESTS, '2');
  type('Special Requests', 'A seat near the screen');
}

/** The event's attendance as its facts show it (the phone's RSVP bar repeats the spots). */
function attendance() {
  return within(screen.getByText('Attendees', { selector: 'dt *' }).closest('div') as HTMLElement);
}

function confirm() {
  fireEvent.click(screen.getByRole('button', { name: 'Confirm RSVP' }));
}

describe('RSVP on the event page', () => {
  it('opens and hides the form with the RSVP button, which says what it will do', async () => {
    stubEventApi(sampleEvent());
    await renderApp({ path: '/events/12' });
    const button = await screen.findByRole('button', { name: 'RSVP Now' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Not even hidden: the form is made on first opening, so the button points at nothing yet.
    expect(document.querySelector('form[aria-labelledby]')).toBeNull();
    expect(button).not.toHaveAttribute('aria-controls');

    fireEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide RSVP form');
    const form = screen.getByRole('form', { name: 'Reserve your spot' });
    expect(button).toHaveAttribute('aria-controls', form.id);
    for (const label of ['Full Name', 'Email', 'Phone', GUESTS, 'Special Requests']) {
      expect(field(label)).toBeVisible();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field(GUESTS)).toHaveValue('1');
    // The person RSVPing counts as one.
    expect(field(GUESTS)).toHaveAccessibleDescription(/^Just you · up to 10 people per RSVP$/);
    type(GUESTS, '3');
    expect(field(GUESTS)).toHaveAccessibleDescription(/^You and 2 others/);

    fireEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('RSVP Now');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the form is hidden and opened again', async () => {
    stubEventApi(sampleEvent());
    await openForm();
    fillValid();

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RSVP Now' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'RSVP Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide RSVP form' }));
    fireEvent.click(screen.getByRole('button', { name: 'RSVP Now' }));

    expect(field('Full Name')).toHaveValue('  Jamie Doe ');
    expect(field('Email')).toHaveValue('jamie@example.com');
    expect(field(GUESTS)).toHaveValue('2');
    expect(field('Special Requests')).toHaveValue('A seat near the screen');
  });

  it('asks for a name and a valid email, and no more guests than spots left', async () => {
    const api = stubEventApi(sampleEvent({ currentAttendees: 47, spotsLeft: 3 }));
    await openForm();

    confirm();

    await expectRefused('Full Name', ['Full name is required', 'Email is required']);

    type('Full Name', 'Jamie Doe');
    type('Email', 'not-an-email');
    type(GUESTS, '4');
    confirm();

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Only 3 spots are left')).toBeVisible();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(api.inputsOf('rsvps.create')).toEqual([]);
  });

  it('turns a guest count that is not a number into 1', async () => {
    stubEventApi(sampleEvent());
    await openForm();

    type(GUESTS, '');
    fireEvent.blur(field(GUESTS));

    await waitFor(() => expect(field(GUESTS)).toHaveValue('1'));
  });

  it('reserves the spot, says so, keeps showing it, refreshes the event and offers a mail to the church', async () => {
    let event: EventView = sampleEvent();
    const api = stubEventApi(() => event, {
      handlers: {
        'rsvps.create': () => {
          event = sampleEvent({ currentAttendees: 14, spotsLeft: 36 });
          return created;
        },
      },
    });
    await openForm();

    fillValid();
    confirm();

    expect(await screen.findByText('RSVP Successful!')).toBeVisible();
    expect(
      screen.getByText(
        'Your spot has been reserved and the church has been notified. See you at the event!',
      ),
    ).toBeVisible();
    expect(api.inputsOf('rsvps.create')).toEqual([
      {
        eventId: 12,
        attendeeName: 'Jamie Doe',
        attendeeEmail: 'jamie@example.com',
        attendeePhone: '(512) 555-0199',
        numberOfGuests: 2,
        specialRequests: 'A seat near the screen',
      },
    ]);
    // The page keeps saying so after the toast (a render later), and the reader lands on it.
    const going = await screen.findByRole('region', { name: "You're going!" });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(going).toHaveTextContent(
      'Jamie Doe, your spot is saved for Sunday, February 8, 2099 at 6:30 PM Eastern: 2 people.',
    );
    const heading = within(going).getByRole('heading', { name: "You're going!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'RSVP Now' })).not.toBeInTheDocument();

    await waitFor(() => expect(api.inputsOf('events.byId')).toHaveLength(2));
    expect(await attendance().findByText('36 spots left')).toBeVisible();

    // The mail draft (spec §7) waits behind a button instead of opening by itself.
    const draft = new URL(
      within(going).getByRole('link', { name: 'Email the church' }).getAttribute('href') ?? '',
    );
    expect(draft.protocol).toBe('mailto:');
    expect(draft.pathname).toBe('hello@grace.example');
    expect(draft.searchParams.get('subject')).toBe('RSVP: Super Bowl Watch Party');
    expect(draft.searchParams.get('body')).toContain('Name: Jamie Doe');

    // Someone else on the same device starts from an empty form.
    fireEvent.click(within(going).getByRole('button', { name: 'RSVP for someone else' }));
    expect(field('Full Name')).toHaveValue('');
    expect(field(GUESTS)).toHaveValue('1');
  });

  it('asks which date of a series, with the seats of each, and reserves the date picked', async () => {
    const api = stubEventApi(
      sampleEvent({
        // Sundays at 10 AM in New York through March 2099; March 1 is full.
        datetime: new Date('2099-03-01T15:00:00Z'),
        isRecurring: true,
        recurrencePattern: 'weekly',
        recurrenceDaysOfWeek: ['sunday'],
        recurrenceEndDate: '2099-03-15',
        currentAttendees: 50,
        spotsLeft: 0,
        occurrences: [
          { date: '2099-03-01', currentAttendees: 50, spotsLeft: 0, waitingCount: 0 },
          { date: '2099-03-08', currentAttendees: 49, spotsLeft: 1, waitingCount: 0 },
          { date: '2099-03-15', currentAttendees: 0, spotsLeft: 50, waitingCount: 0 },
        ],
      }),
      { handlers: { 'rsvps.create': () => created } },
    );
    await renderApp({ path: '/events/12' });
    const date = await screen.findByRole('combobox', { name: 'Date' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Sun, Mar 1, 2099 · Full',
      'Sun, Mar 8, 2099 · 1 spot left',
      'Sun, Mar 15, 2099 · 50 spots left',
    ]);
    expect(screen.getByRole('button', { name: 'Event Full' })).toBeDisabled();

    fireEvent.change(date, { target: { value: '2099-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'RSVP Now' }));
    fillValid();
    confirm();

    const going = await screen.findByRole('region', { name: "You're going!" });
    expect(going).toHaveTextContent(
      'Jamie Doe, your spot is saved for Sunday, March 15, 2099 at 10:00 AM Eastern: 2 people.',
    );
    expect(api.inputsOf('rsvps.create')).toEqual([
      expect.objectContaining({ eventId: 12, numberOfGuests: 2, occurrenceDate: '2099-03-15' }),
    ]);
  });

  it('remembers on this device that the visitor is going, after a reload, until forgotten', async () => {
    stubEventApi(sampleEvent(), { handlers: { 'rsvps.create': () => created } });
    const first = await renderApp({ path: '/events/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'RSVP Now' }));
    fillValid();
    confirm();
    await screen.findByRole('region', { name: "You're going!" });
    first.unmount();

    // A reload: the page's own state is gone, the device remembers.
    await renderApp({ path: '/events/12' });
    const going = await screen.findByRole('region', { name: 'Your RSVPs' });
    expect(going).toHaveTextContent(
      "This device RSVP'd for 2 people on Sunday, February 8, 2099 at 6:30 PM Eastern.",
    );
    expect(going).toHaveTextContent(
      'To change or cancel, open the link in your confirmation e-mail.',
    );
    // Only the date and the count: no name or address stays on a shared device.
    expect(window.localStorage.getItem(REMEMBERED_RSVPS_KEY)).not.toMatch(/Jamie|example\.com/);

    fireEvent.click(within(going).getByRole('button', { name: 'Forget on this device' }));
    expect(screen.queryByRole('region', { name: 'Your RSVPs' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(REMEMBERED_RSVPS_KEY)).toBe('[]');
  });

  it('forgets what it remembered once the date is over', async () => {
    window.localStorage.setItem(REMEMBERED_RSVPS_KEY, JSON.stringify([{ eventId: 12, people: 3 }]));
    stubEventApi(sampleEvent({ datetime: new Date('2020-02-08T23:30:00Z') }));
    await renderApp({ path: '/events/12' });
    expect(await screen.findAllByText('This event has ended')).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your RSVPs' })).not.toBeInTheDocument();
  });

  it("reads 'Submitting...' and is disabled while the server answers", async () => {
    const answer = deferred<typeof created>();
    stubEventApi(sampleEvent(), { handlers: { 'rsvps.create': () => answer.promise } });
    await openForm();

    fillValid();
    confirm();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.resolve(created);
    expect(await screen.findByText('RSVP Successful!')).toBeVisible();
  });

  it("shows 'RSVP Failed' with the server's message and the spots really left", async () => {
    let event: EventView = sampleEvent({ currentAttendees: 45, spotsLeft: 5 });
    const api = stubEventApi(() => event, {
      handlers: {
        'rsvps.create': () => {
          // Someone else took seats in the meantime.
          event = sampleEvent({ currentAttendees: 49, spotsLeft: 1 });
          throw new StubError('CONFLICT', 'Only 1 spot is left.', { appCode: 'NOT_ENOUGH_SPOTS' });
        },
      },
    });
    await openForm();

    fillValid();
    type(GUESTS, '3');
    confirm();

    expect(await screen.findByText('RSVP Failed')).toBeVisible();
    const form = within(screen.getByRole('form', { name: 'Reserve your spot' }));
    // In the toast and beside the guests field (rendered apart).
    await waitFor(() => expect(screen.getAllByText('Only 1 spot is left.')).toHaveLength(2));
    expect(field(GUESTS)).toHaveFocus();
    await waitFor(() => expect(api.inputsOf('events.byId')).toHaveLength(2));
    expect(await attendance().findByText('1 spot left')).toBeVisible();
    expect(form.getByRole('button', { name: 'Confirm RSVP' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: "You're going!" })).not.toBeInTheDocument();
  });

  it('says an event that is over has ended, with no spots count and no RSVP button', async () => {
    stubEventApi(sampleEvent({ datetime: new Date(Date.now() - 4 * 3_600_000) }));
    await renderApp({ path: '/events/12' });

    await screen.findByRole('heading', { level: 1, name: 'Super Bowl Watch Party' });
    expect(attendance().getByText('This event has ended')).toBeVisible();
    expect(attendance().queryByText(/spots? left/)).not.toBeInTheDocument();
    const actions = within(screen.getByRole('button', { name: 'Share' }).parentElement!);
    expect(actions.getByText('This event has ended')).toBeVisible();
    expect(screen.queryByRole('button', { name: /RSVP|Event Ended|Event Full/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Reserve your spot' })).toBeNull();
  });

  it('closes the form when the event fills up meanwhile', async () => {
    let event: EventView = sampleEvent({ currentAttendees: 48, spotsLeft: 2 });
    stubEventApi(() => event, {
      handlers: {
        'rsvps.create': () => {
          event = sampleEvent({ currentAttendees: 50, spotsLeft: 0 });
          throw new StubError('CONFLICT', 'This event is full.', { appCode: 'EVENT_FULL' });
        },
      },
    });
    await openForm();

    fillValid();
    confirm();

    expect(await screen.findByText('This event is full.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    ['no answer comes', new TypeError('Failed to fetch')],
    ['the server breaks', new StubError('INTERNAL_SERVER_ERROR', 'Internal server error')],
  ])('falls back to a general message when %s', async (_case, failure) => {
    stubEventApi(sampleEvent(), {
      handlers: {
        'rsvps.create': () => {
          throw failure;
        },
      },
    });
    await openForm();

    fillValid();
    confirm();

    expect((await screen.findAllByText('RSVP Failed'))[0]).toBeVisible();
    const form = within(screen.getByRole('form', { name: 'Reserve your spot' }));
    // Nothing in the form to point at: the reason takes focus, above the fields.
    const reason = await form.findByRole('group', { name: 'RSVP Failed' });
    expect(reason).toHaveTextContent('Something went wrong. Please try again.');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(field('Full Name')).toHaveValue('  Jamie Doe ');
  });
});
