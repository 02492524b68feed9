import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/fields';
import { aChurch } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { deferred, outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { type NotificationItem, NotificationsPanel } from './notifications-panel';

function notification(overrides: Partial<NotificationItem>): NotificationItem {
  return {
    id: 1,
    churchId: 3,
    eventId: 12,
    rsvpId: 40,
    type: 'new_rsvp',
    message: "Ann Lee RSVP'd for Super Bowl Party (2 guests)",
    isRead: false,
    createdAt: new Date('2026-11-20T18:00:00Z'),
    ...overrides,
  };
}

const attendee = {
  id: 40,
  attendeeName: 'Ann Lee',
  attendeeEmail: 'ann@example.com',
  attendeePhone: '(512) 555-0199',
  numberOfGuests: 2,
  specialRequests: 'One vegetarian plate',
  createdAt: new Date('2026-11-20T18:00:00Z'),
  eventId: 12,
  eventTitle: 'Super Bowl Party',
};

function stubApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'notifications.list': () => ({
      items: [
        notification({ id: 2, message: "Ann Lee RSVP'd for Super Bowl Party (2 guests)" }),
        notification({
          id: 1,
          rsvpId: 39,
          message: "Bo Kim RSVP'd for Super Bowl Party (1 guest)",
          isRead: true,
          createdAt: new Date('2026-11-19T18:00:00Z'),
        }),
      ],
      nextCursor: null,
    }),
    'notifications.markRead': (input) => ({
      ...notification({ id: (input as { id: number }).id }),
      isRead: true,
    }),
    'attendees.byId': () => attendee,
    'churches.byId': () => aChurch({ id: 3 }),
    ...handlers,
  });
}

afterEach(() => notifications.clean());

/** The panel, with Ann Lee's RSVP (the unread one) opened. */
async function openAnnsRsvp() {
  renderWithProviders(<NotificationsPanel churchId={3} />);
  fireEvent.click(await screen.findByText("Ann Lee RSVP'd for Super Bowl Party (2 guests)"));
}

/** From the opened RSVP, the form that messages Ann Lee. */
async function openMessageForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
  return screen.findByRole('dialog', { name: 'Message Ann Lee' });
}

function typeMessage(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Parking' } });
  fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Use lot B.' } });
}

function rows() {
  return within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
}

describe('NotificationsPanel', () => {
  it('lists the notifications in the order the server gives (newest first), unread marked', async () => {
    const api = stubApi();
    renderWithProviders(<NotificationsPanel churchId={3} />);
    await screen.findByText("Ann Lee RSVP'd for Super Bowl Party (2 guests)");
    const [first, second] = rows();
    expect(first).toHaveTextContent("Ann Lee RSVP'd");
    expect(within(first!).getByText('New')).toBeVisible();
    expect(second).toHaveTextContent("Bo Kim RSVP'd");
    expect(within(second!).queryByText('New')).not.toBeInTheDocument();
    expect(within(second!).getByText('Read')).toBeVisible();
    expect(api.inputsOf('notifications.list')).toMatchObject([{ churchId: 3, limit: 20 }]);
  });

  it('opens a notification: marks it read, shows the attendee, and the Message button', async () => {
    const api = stubApi();
    await openAnnsRsvp();

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ann@example.com')).toBeVisible();
    expect(within(dialog).getByText('(512) 555-0199')).toBeVisible();
    expect(within(dialog).getByText('One vegetarian plate')).toBeVisible();
    expect(api.inputsOf('notifications.markRead')).toEqual([{ id: 2 }]);
    expect(api.inputsOf('attendees.byId')).toEqual([{ id: 40 }]);
    // The list is asked again, so the unread mark (and the count in the header) follow.
    await waitFor(() => expect(api.inputsOf('notifications.list').length).toBe(2));
    expect(within(dialog).getByRole('button', { name: 'Message' })).toBeVisible();
  });

  it('does not mark an already read notification again', async () => {
    const api = stubApi();
    renderWithProviders(<NotificationsPanel churchId={3} />);
    fireEvent.click(await screen.findByText("Bo Kim RSVP'd for Super Bowl Party (1 guest)"));
    await screen.findByRole('dialog');
    expect(api.inputsOf('notifications.markRead')).toEqual([]);
  });

  it("says 'Failed to load attendee details' when the attendee cannot be read", async () => {
    stubApi({
      'attendees.byId': () => {
        throw new StubError('NOT_FOUND', 'RSVP not found.');
      },
    });
    await openAnnsRsvp();
    expect(await screen.findByText('Failed to load attendee details')).toBeVisible();
  });

  it('messages the attendee: subject and body required, then sent without any address', async () => {
    const api = stubApi({
      'messages.send': () => ({
        id: 5,
        churchId: 3,
        rsvpId: 40,
        subject: 'Parking',
        sentTo: 'ann@example.com',
        sentAt: new Date(),
      }),
    });
    await openAnnsRsvp();

    const dialog = await openMessageForm();
    // What Ann will get: the church's name as the sender, the church's words with nothing
    // before them, the event named under them.
    const sent = within(within(dialog).getByRole('region', { name: 'What is sent' }));
    expect(await sent.findByText('Grace Fellowship Church via Huddle')).toBeVisible();
    expect(sent.getByText(/nothing is put before your words/)).toBeVisible();
    expect(sent.getByText(/because you RSVP'd for Super Bowl Party/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expectRefused('Subject', ['Subject is required', 'Message is required'], dialog);
    expect(api.inputsOf('messages.send')).toEqual([]);

    typeMessage(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeVisible();
    expect(api.inputsOf('messages.send')).toEqual([
      { churchId: 3, rsvpId: 40, subject: 'Parking', messageBody: 'Use lot B.' },
    ]);
  });

  it("shows 'Failed to Send' when the message could not be sent, and keeps what was typed", async () => {
    stubApi({
      'messages.send': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'boom');
      },
    });
    await openAnnsRsvp();
    const dialog = await openMessageForm();
    typeMessage(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect((await screen.findAllByText('Failed to Send')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Could not send the message. Please try again.').length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Parking');
  });

  it('shows loading, then the empty state', async () => {
    const pending = deferred<unknown>();
    stubApi({ 'notifications.list': () => pending.promise });
    renderWithProviders(<NotificationsPanel churchId={3} />);
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toBeVisible();
    pending.resolve({ items: [], nextCursor: null });
    expect(await screen.findByText('No Notifications Yet')).toBeVisible();
  });

  it('shows the error with Retry, and Retry loads the list', async () => {
    const list = outage(
      () => ({ items: [notification({})], nextCursor: null }),
      new StubError('INTERNAL_SERVER_ERROR', 'boom'),
    );
    stubApi({ 'notifications.list': list.handler });
    renderWithProviders(<NotificationsPanel churchId={3} />);
    await list.retryAfter('Failed to load notifications');
    expect(await screen.findByText("Ann Lee RSVP'd for Super Bowl Party (2 guests)")).toBeVisible();
  });
});
