import { messages } from '@huddle/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers } from '../../test/trpc-stub';
import { ownedEvent, ownerSession, stubEventApi } from './event-page-fixtures';
import type { EventView } from './event-types';

/** Sunday services at 10 AM in New York from Feb 1, 2099 to Mar 29, 2099. */
const series = (overrides: Partial<EventView> = {}) =>
  ownedEvent({
    sport: 'Special Service',
    datetime: new Date('2099-02-01T15:00:00Z'),
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDaysOfWeek: ['sunday'],
    recurrenceEndDate: '2099-03-29',
    ...overrides,
  });

afterEach(() => {
  notifications.clean();
});

async function openEditDialog(event: EventView, handlers: StubHandlers = {}) {
  const api = stubEventApi(event, { session: ownerSession, handlers });
  await renderApp({ path: '/events/12' });
  fireEvent.click(await screen.findByRole('button', { name: 'Event actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Event' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
  return { api, dialog };
}

const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe("the edit dialog's series fields", () => {
  it('moves the weekday with the date, keeps the end, and sends both', async () => {
    const { api, dialog } = await openEditDialog(series(), {
      'events.update': () => series({ datetime: new Date('2099-02-02T15:00:00Z') }),
    });
    const repeats = within(dialog.getByRole('group', { name: 'Repeats' }));
    expect(repeats.getByRole('checkbox', { name: /^Keep repeating/ })).toBeChecked();
    expect(field(repeats, 'Repeats until')).toHaveValue('2099-03-29');
    expect(repeats.getByText('Repeats: Every Sunday until Mar 29, 2099')).toBeVisible();

    fireEvent.change(field(dialog, 'Date'), { target: { value: '2099-02-02' } });
    expect(await repeats.findByText('Repeats: Every Monday until Mar 29, 2099')).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event Updated!')).toBeVisible();
    expect(api.inputsOf('events.update')).toEqual([
      expect.objectContaining({
        id: 12,
        datetime: new Date('2099-02-02T15:00:00Z'),
        isRecurring: true,
        recurrenceEndDate: '2099-03-29',
      }),
    ]);
  });

  it('makes the event a one-off when repeating is unticked', async () => {
    const { api, dialog } = await openEditDialog(series(), {
      'events.update': () => series({ isRecurring: false, recurrencePattern: 'none' }),
    });
    fireEvent.click(dialog.getByRole('checkbox', { name: /^Keep repeating/ }));

    expect(await dialog.findByText('Happens once, on the date above.')).toBeVisible();
    expect(field(dialog, 'Repeats until')).toBeDisabled();
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.inputsOf('events.update')).toHaveLength(1));
    const [input] = api.inputsOf('events.update') as Record<string, unknown>[];
    expect(input).toMatchObject({ isRecurring: false });
    expect(input).not.toHaveProperty('recurrenceEndDate');
  });

  it('checks the end against the new date before sending', async () => {
    const { api, dialog } = await openEditDialog(series());
    fireEvent.change(field(dialog, 'Date'), { target: { value: '2099-04-06' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText(messages.endDateBeforeStart)).toBeVisible();
    expect(field(dialog, 'Repeats until')).toHaveAccessibleDescription(
      expect.stringContaining(messages.endDateBeforeStart),
    );
    expect(api.inputsOf('events.update')).toEqual([]);
  });

  it("puts the server's refusal on the end date", async () => {
    const { dialog } = await openEditDialog(series(), {
      'events.update': () => {
        throw new StubError('BAD_REQUEST', `recurrenceEndDate: ${messages.seriesEndsBeforeDate}`, {
          fieldErrors: { recurrenceEndDate: [messages.seriesEndsBeforeDate] },
        });
      },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    await waitFor(() =>
      expect(field(dialog, 'Repeats until')).toHaveAccessibleDescription(
        expect.stringContaining(messages.seriesEndsBeforeDate),
      ),
    );
  });

  it('is not there for a one-off event, which sends no series fields', async () => {
    const { api, dialog } = await openEditDialog(ownedEvent(), {
      'events.update': () => ownedEvent(),
    });
    expect(dialog.queryByRole('group', { name: 'Repeats' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.inputsOf('events.update')).toHaveLength(1));
    expect(api.inputsOf('events.update')[0]).not.toHaveProperty('isRecurring');
  });
});
