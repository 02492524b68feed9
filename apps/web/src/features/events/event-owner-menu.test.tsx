import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/expectations';
import { renderApp } from '../../test/render';
import { deferred, StubError, type StubHandlers } from '../../test/trpc-stub';
import { ownedEvent, ownerSession, stubEventApi } from './event-page-fixtures';
import type { EventView } from './event-types';

afterEach(() => {
  notifications.clean();
});

function ownerApi(
  handlers: StubHandlers = {},
  event: EventView | (() => EventView) = ownedEvent(),
) {
  return stubEventApi(event, { session: ownerSession, handlers });
}

async function chooseFromMenu(item: 'Edit Event' | 'Delete Event') {
  const rendered = await renderApp({ path: '/events/12' });
  fireEvent.click(await screen.findByRole('button', { name: 'Event actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', { name: item });
  return { ...rendered, dialog: within(dialog) };
}

function field(dialog: ReturnType<typeof within>, label: string) {
  return dialog.getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

describe('editing an event', () => {
  it('starts from the event as it is, in its own zone', async () => {
    ownerApi();
    const { dialog } = await chooseFromMenu('Edit Event');

    expect(field(dialog, 'Title')).toHaveValue('Super Bowl Watch Party');
    expect(field(dialog, 'Sport')).toHaveValue('NFL');
    expect(field(dialog, 'Description')).toHaveValue('Watch the big game with friends and family.');
    expect(field(dialog, 'Event Details')).toHaveValue('Chiefs vs Eagles, kickoff 6:30 PM');
    expect(field(dialog, 'Date')).toHaveValue('2099-02-08');
    expect(field(dialog, 'Time')).toHaveValue('18:30');
    expect(field(dialog, 'Time Zone')).toHaveValue('America/New_York');
    expect(field(dialog, 'Max Attendees')).toHaveValue('50');
    expect(field(dialog, 'Age Group')).toHaveValue('family');
    expect(field(dialog, 'Image URL')).toHaveValue('https://images.example/super-bowl.jpg');
    expect(field(dialog, 'Food provided')).toBeChecked();
  });

  it('offers the event types for a church event', async () => {
    ownerApi({}, ownedEvent({ sport: 'Church Music Concert' }));
    const { dialog } = await chooseFromMenu('Edit Event');

    const select = field(dialog, 'Event Type');
    expect(select).toHaveValue('Church Music Concert');
    expect(within(select).getByRole('option', { name: 'Community Outreach' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: 'NFL' })).not.toBeInTheDocument();
  });

  it('saves the changes, says so, closes and refreshes the event', async () => {
    let event = ownedEvent();
    const api = ownerApi(
      {
        'events.update': (input) => {
          event = ownedEvent({ title: 'Big Game Night', maxAttendees: 80 });
          return { ...event, ...(input as object) };
        },
      },
      () => event,
    );
    const { dialog } = await chooseFromMenu('Edit Event');

    fireEvent.change(field(dialog, 'Title'), { target: { value: ' Big Game Night ' } });
    fireEvent.change(field(dialog, 'Max Attendees'), { target: { value: '80' } });
    fireEvent.change(field(dialog, 'Time'), { target: { value: '19:00' } });
    fireEvent.change(field(dialog, 'Time Zone'), { target: { value: 'America/Chicago' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event Updated!')).toBeVisible();
    expect(screen.getByText('Your watch party has been successfully updated.')).toBeVisible();
    expect(api.inputsOf('events.update')).toEqual([
      {
        id: 12,
        title: 'Big Game Night',
        sport: 'NFL',
        description: 'Watch the big game with friends and family.',
        gameDetails: 'Chiefs vs Eagles, kickoff 6:30 PM',
        // 7 PM Central on Feb 8, 2099
        datetime: new Date('2099-02-09T01:00:00Z'),
        timezone: 'America/Chicago',
        maxAttendees: 80,
        foodProvided: true,
        remindersEnabled: true,
        ageGroup: 'family',
        imageUrl: 'https://images.example/super-bowl.jpg',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectPageHeading('Big Game Night');
    expect(api.inputsOf('events.byId')).toHaveLength(2);
  });

  it('says before saving that a new time will be told to the attendees, and not for a new title', async () => {
    ownerApi();
    const { dialog } = await chooseFromMenu('Edit Event');
    const told =
      "The 7 attendees who RSVP'd will be told of the change by e-mail, with an updated calendar file.";

    fireEvent.change(field(dialog, 'Title'), { target: { value: 'Big Game Night' } });
    expect(dialog.queryByText(told)).not.toBeInTheDocument();

    fireEvent.change(field(dialog, 'Time'), { target: { value: '19:00' } });
    expect(await dialog.findByText(told)).toBeVisible();
    // Back as it was: nobody to tell.
    fireEvent.change(field(dialog, 'Time'), { target: { value: '18:30' } });
    await waitFor(() => expect(dialog.queryByText(told)).not.toBeInTheDocument());
  });

  it('checks the form before sending', async () => {
    const api = ownerApi();
    const { dialog } = await chooseFromMenu('Edit Event');

    fireEvent.change(field(dialog, 'Title'), { target: { value: '  ' } });
    fireEvent.change(field(dialog, 'Max Attendees'), { target: { value: '0' } });
    fireEvent.change(field(dialog, 'Image URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText('Title is required')).toBeVisible();
    expect(
      dialog.getByText('Max attendees must be a whole number from 1 to 100,000'),
    ).toBeVisible();
    expect(
      dialog.getByText('Please enter a valid web address starting with http:// or https://'),
    ).toBeVisible();
    expect(field(dialog, 'Title')).toHaveFocus();
    expect(api.inputsOf('events.update')).toEqual([]);
  });

  it("shows 'Update Failed' with the server's message beside max attendees", async () => {
    const message = 'Max attendees cannot be lower than the 12 already registered';
    ownerApi({
      'events.update': () => {
        throw new StubError('CONFLICT', message, { appCode: 'MAX_BELOW_ATTENDEES' });
      },
    });
    const { dialog } = await chooseFromMenu('Edit Event');

    fireEvent.change(field(dialog, 'Max Attendees'), { target: { value: '10' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    // In the toast and beside the field (rendered apart).
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(dialog, 'Max Attendees')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeVisible();
  });

  it("falls back to 'Something went wrong. Please try again.'", async () => {
    ownerApi({
      'events.update': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    const { dialog } = await chooseFromMenu('Edit Event');

    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
  });

  it("reads 'Saving...' while the server answers, and Cancel closes without saving", async () => {
    const answer = deferred<EventView>();
    const api = ownerApi({ 'events.update': () => answer.promise });
    const { dialog } = await chooseFromMenu('Edit Event');

    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(ownedEvent());
    expect(await screen.findByText('Event Updated!')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Event actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit Event' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    fireEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('events.update')).toHaveLength(1);
  });

  it('opens on its first field and gives focus back to the menu button when closed', async () => {
    ownerApi();
    const { dialog } = await chooseFromMenu('Edit Event');

    await waitFor(() => expect(field(dialog, 'Title')).toHaveFocus());
    fireEvent.click(dialog.getByRole('button', { name: 'Close dialog' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Event actions' })).toHaveFocus();
  });
});

describe('deleting an event', () => {
  it('warns that the RSVPs go too, deletes, and goes to /events', async () => {
    const api = ownerApi({ 'events.delete': () => ({ id: 12, attendeesTold: 7 }) });
    const { dialog, router } = await chooseFromMenu('Delete Event');

    expect(dialog.getByText(/All RSVPs for this event will be deleted too/)).toBeVisible();
    expect(dialog.getByText('Super Bowl Watch Party')).toBeVisible();
    // Before confirming, the owner knows who will hear of it.
    expect(
      dialog.getByText(
        "The 7 attendees who RSVP'd will be told by e-mail, with a file that takes it off their calendars.",
      ),
    ).toBeVisible();

    fireEvent.click(dialog.getByRole('button', { name: 'Delete Event' }));

    expect(await screen.findByText('Event Deleted')).toBeVisible();
    expect(
      screen.getByText('Your watch party has been successfully deleted. 7 attendees were told.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(api.inputsOf('events.delete')).toEqual([{ id: 12 }]);
    // The deleted event is not asked for again.
    expect(api.inputsOf('events.byId')).toHaveLength(1);
  });

  it("shows 'Delete Failed' and stays on the event", async () => {
    ownerApi({
      'events.delete': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    const { dialog, router } = await chooseFromMenu('Delete Event');

    fireEvent.click(dialog.getByRole('button', { name: 'Delete Event' }));

    expect(await screen.findByText('Delete Failed')).toBeVisible();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/events/12');
    expect(await dialog.findByRole('button', { name: 'Delete Event' })).toBeEnabled();
  });

  it('Cancel keeps the event', async () => {
    const api = ownerApi();
    const { dialog } = await chooseFromMenu('Delete Event');

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('events.delete')).toEqual([]);
  });

  it('opens on its heading, has a named close button, and returns focus to the menu button', async () => {
    ownerApi();
    const { dialog } = await chooseFromMenu('Delete Event');

    const heading = dialog.getByRole('heading', { name: 'Delete Event' });
    await waitFor(() => expect(heading.contains(document.activeElement)).toBe(true));
    expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Event actions' })).toHaveFocus();
  });
});
