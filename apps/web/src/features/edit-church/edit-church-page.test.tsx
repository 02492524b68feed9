import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink } from '../../test/expectations';
import { field } from '../../test/fields';
import { aChurch, CHURCH_OWNER, NO_ANALYTICS } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

const CHURCH = aChurch({
  id: 7,
  name: 'Grace Community Church',
  capacity: 100,
  amenities: ['Parking', 'Prayer Garden'],
  website: null,
});

function editServer(handlers: StubHandlers = {}, session: Session = CHURCH_OWNER) {
  return stubTrpc({
    'auth.user': () => session,
    'churches.byId': () => CHURCH,
    'churches.update': (input) => ({ ...CHURCH, ...(input as object) }),
    'events.list': () => ({ items: [], nextCursor: null }),
    // Saving lands on /analytics, whose dashboard asks for these; unanswered, they would fail
    // the shared tRPC batch of the next test's first calls.
    'churchAnalytics.summary': () => NO_ANALYTICS,
    'churchAnalytics.events': () => [],
    ...handlers,
  });
}

async function openForm(path = '/edit-church/7') {
  const rendered = await renderApp({ path });
  await screen.findByDisplayValue(CHURCH.address);
  return rendered;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

afterEach(() => notifications.clean());

describe('/edit-church/{id} for its owner', () => {
  it("starts from the church's details and saves them, then goes to /analytics", async () => {
    const api = editServer();
    const { router } = await openForm();
    await waitFor(() => expect(document.title).toBe('Edit Church · Huddle'));
    expectLink('Back to dashboard', '/analytics');

    fireEvent.change(field('Phone'), { target: { value: '512 555 0199' } });
    fireEvent.change(field('Capacity'), { target: { value: '450' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(api.inputsOf('churches.update')).toEqual([
      {
        id: 7,
        address: CHURCH.address,
        city: 'Austin',
        state: 'TX',
        zipCode: '78704',
        phone: '(512) 555-0199',
        email: CHURCH.email,
        website: undefined,
        capacity: 450,
        amenities: ['Kitchen', 'Prayer Garden'],
      },
    ]);
    expect(await screen.findByText('Church Updated!')).toBeVisible();
  });

  it('says before saving that a new address will be told to the attendees to come', async () => {
    const api = editServer({ 'churches.attendeesToTell': () => ({ attendees: 4 }) });
    await openForm();
    const told =
      "The 4 attendees who RSVP'd for dates still to come will be told of the new address by e-mail.";
    fireEvent.change(field('Phone'), { target: { value: '512 555 0199' } });
    expect(screen.queryByText(told)).not.toBeInTheDocument();
    expect(api.inputsOf('churches.attendeesToTell')).toEqual([]);

    fireEvent.change(field('Street Address'), { target: { value: '500 New Hall Rd' } });
    expect(await screen.findByText(told)).toBeVisible();
    expect(api.inputsOf('churches.attendeesToTell')).toEqual([{ id: 7 }]);
  });

  it('shows the domain messages beside the fields and sends nothing', async () => {
    const api = editServer();
    await openForm();

    fireEvent.change(field('Zip Code'), { target: { value: '787' } });
    fireEvent.change(field('Phone'), { target: { value: '555' } });
    fireEvent.change(field('Email'), { target: { value: 'office@' } });
    fireEvent.change(field('Capacity'), { target: { value: '0' } });
    save();

    expect(await screen.findByText('Zip code must be 5 digits')).toBeVisible();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Capacity must be a whole number from 1 to 100,000')).toBeVisible();
    expect(field('Zip Code')).toHaveFocus();
    expect(api.inputsOf('churches.update')).toEqual([]);
  });

  it('adds a custom amenity, refuses a blank or repeated one, and removes one', async () => {
    const api = editServer();
    await openForm();
    const input = screen.getByLabelText('Add your own');
    const add = screen.getByRole('button', { name: 'Add' });

    fireEvent.click(add);
    expect(screen.getByText('Amenity cannot be empty')).toBeVisible();
    fireEvent.change(input, { target: { value: ' prayer garden ' } });
    fireEvent.click(add);
    expect(screen.getByText('That amenity is already listed')).toBeVisible();
    fireEvent.change(input, { target: { value: 'Baptistry' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // A preset typed in other letters becomes the preset.
    fireEvent.change(input, { target: { value: 'big screen tv' } });
    fireEvent.click(add);
    expect(screen.getByRole('checkbox', { name: 'Big Screen TV' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Prayer Garden' }));

    const yours = within(screen.getByRole('list', { name: 'Your own amenities' }));
    expect(yours.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Baptistry']);
    save();
    await waitFor(() => expect(api.inputsOf('churches.update')).toHaveLength(1));
    expect(
      (api.inputsOf('churches.update')[0] as { amenities: string[] }).amenities.sort(),
    ).toEqual(['Baptistry', 'Big Screen TV', 'Parking']);
  });

  it("puts a 409 beside the field it names, with 'Update Failed'", async () => {
    editServer({
      'churches.update': () => {
        throw new StubError('CONFLICT', 'A church with this phone number is already registered.');
      },
    });
    const { router } = await openForm();
    save();

    expect(await screen.findByText('Update Failed')).toBeVisible();
    await waitFor(() => expect(field('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Phone')).toHaveFocus();
    expect(field('Phone')).toHaveAccessibleDescription(
      'A church with this phone number is already registered.',
    );
    expect(router.state.location.pathname).toBe('/edit-church/7');
  });

  it('leaves by Cancel for /analytics without saving', async () => {
    const api = editServer();
    await openForm();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/analytics');
    expect(api.inputsOf('churches.update')).toEqual([]);
  });
});

describe('/edit-church/{id} for anyone else', () => {
  it("answers another church's page with 'Access Denied' and the way to one's own", async () => {
    const api = editServer();
    await renderApp({ path: '/edit-church/8' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Access Denied')).toBeVisible();
    expect(within(alert).getByText('You can only edit your own church information.')).toBeVisible();
    expectLink('Edit your church', '/edit-church/7', alert);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(api.inputsOf('churches.byId')).toEqual([]);
  });

  it("sends a member to /analytics with 'Insufficient Permissions'", async () => {
    editServer({}, { ...CHURCH_OWNER, churchUser: { churchId: 7, role: 'member' } });
    const { router } = await renderApp({ path: '/edit-church/7' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(await screen.findByText('Insufficient Permissions')).toBeVisible();
    expect(screen.getByText('Only owners and officials can edit church information')).toBeVisible();
  });

  it('sends a signed-out visitor to /login and back', async () => {
    stubTrpc({ 'auth.user': () => null });
    const { router } = await renderApp({ path: '/edit-church/7' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/edit-church/7' });
  });
});
