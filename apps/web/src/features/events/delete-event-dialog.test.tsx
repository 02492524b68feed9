import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { StubError } from '../../test/trpc-stub';
import { ownedEvent, ownerSession, SUNDAY_SERIES, stubEventApi } from './event-page-fixtures';
import type { EventView } from './event-types';

/** The Sunday series; "now" is Monday, March 2. */
const series = (overrides: Partial<EventView> = {}) =>
  ownedEvent({ ...SUNDAY_SERIES, ...overrides });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

async function openDeleteDialog() {
  const rendered = await renderApp({ path: '/events/12' });
  fireEvent.click(await screen.findByRole('button', { name: 'Event actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Event' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete Event' }));
  return { ...rendered, dialog };
}

/** The value shown under a label of the event's facts (a description list). */
function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt *' }).closest('dt');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

describe('deleting a recurring event', () => {
  it('offers only the next date or the whole series, the next date first', async () => {
    stubEventApi(series(), { session: ownerSession });
    const { dialog } = await openDeleteDialog();

    const group = dialog.getByRole('radiogroup', {
      name: 'This event repeats. What should be deleted?',
    });
    const onlyDate = within(group).getByRole('radio', {
      name: 'Only this date (Sunday, March 8, 2026)',
    });
    const wholeSeries = within(group).getByRole('radio', { name: 'The whole series' });
    expect(onlyDate).toBeChecked();
    expect(wholeSeries).not.toBeChecked();
    expect(dialog.getByText(/will not take place on Sunday, March 8, 2026/)).toBeVisible();
    expect(dialog.queryByText(/All RSVPs for this event will be deleted too/)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Delete This Date' })).toBeEnabled();

    fireEvent.click(wholeSeries);
    expect(dialog.getByText(/All RSVPs for this event will be deleted too/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Delete Event' })).toBeEnabled();
  });

  it('cancels only that date, stays on the event and shows its next date', async () => {
    let event = series();
    const api = stubEventApi(() => event, {
      session: ownerSession,
      handlers: {
        'events.cancelOccurrence': () => {
          event = series({ recurrenceExceptions: ['2026-03-08'] });
          return { id: 12, deleted: false, attendeesTold: 1 };
        },
      },
    });
    const { dialog, router } = await openDeleteDialog();
    expect(fact('Date & Time')).toHaveTextContent('Sunday, March 8, 2026');

    fireEvent.click(dialog.getByRole('button', { name: 'Delete This Date' }));

    expect(await screen.findByText('Date Cancelled')).toBeVisible();
    expect(
      screen.getByText(
        'Super Bowl Watch Party will not take place on Sunday, March 8, 2026. 1 attendee was told.',
      ),
    ).toBeVisible();
    expect(api.inputsOf('events.cancelOccurrence')).toEqual([{ id: 12, date: '2026-03-08' }]);
    expect(api.inputsOf('events.delete')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/events/12');
    await waitFor(() => expect(fact('Date & Time')).toHaveTextContent('Sunday, March 15, 2026'));
    expect(fact('Date & Time')).toHaveTextContent(
      'Every Sunday until Dec 20, 2026, except Mar 8, 2026',
    );
  });

  it('deletes the whole series when chosen, and goes to /events', async () => {
    const api = stubEventApi(series(), {
      session: ownerSession,
      handlers: { 'events.delete': () => ({ id: 12, attendeesTold: 0 }) },
    });
    const { dialog, router } = await openDeleteDialog();

    fireEvent.click(dialog.getByRole('radio', { name: 'The whole series' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete Event' }));

    expect(await screen.findByText('Event Deleted')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(api.inputsOf('events.delete')).toEqual([{ id: 12 }]);
    expect(api.inputsOf('events.cancelOccurrence')).toEqual([]);
  });

  it('goes to /events when the cancelled date was the last one and the event is gone', async () => {
    stubEventApi(series(), {
      session: ownerSession,
      handlers: { 'events.cancelOccurrence': () => ({ id: 12, deleted: true, attendeesTold: 0 }) },
    });
    const { dialog, router } = await openDeleteDialog();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete This Date' }));

    expect(await screen.findByText('Event Deleted')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it("keeps the dialog open with the server's reason when cancelling fails", async () => {
    stubEventApi(series(), {
      session: ownerSession,
      handlers: {
        'events.cancelOccurrence': () => {
          throw new StubError('BAD_REQUEST', 'date: That date has already started');
        },
      },
    });
    const { dialog } = await openDeleteDialog();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete This Date' }));

    expect(await screen.findByText('Delete Failed')).toBeVisible();
    expect(screen.getByText('date: That date has already started')).toBeVisible();
    expect(await dialog.findByRole('button', { name: 'Delete This Date' })).toBeEnabled();
  });

  it('starts on the next date again each time it opens', async () => {
    stubEventApi(series(), { session: ownerSession });
    const { dialog } = await openDeleteDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'The whole series' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Event actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Event' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete Event' }));
    expect(again.getByRole('radio', { name: /^Only this date/ })).toBeChecked();
  });
});

describe('deleting a one-off event or a finished series', () => {
  it('asks no question about dates', async () => {
    stubEventApi(ownedEvent(), { session: ownerSession });
    const { dialog } = await openDeleteDialog();
    expect(dialog.queryByRole('radio')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Delete Event' })).toBeEnabled();
  });

  it('offers no date of a series that is over', async () => {
    stubEventApi(series({ recurrenceEndDate: '2026-02-22' }), { session: ownerSession });
    const { dialog } = await openDeleteDialog();
    expect(dialog.queryByRole('radio')).toBeNull();
  });
});
