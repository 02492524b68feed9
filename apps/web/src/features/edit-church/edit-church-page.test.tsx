import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink } from '../../test/expectations';
import { field } from '../../test/fields';
import { aChurch, CHURCH_OWNER, NO_ANALYTICS } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

// As the demo churches are: a picture the app ships rather than a web address.
const CHURCH = aChurch({
  id: 7,
  name: 'Grace Community Church',
  capacity: 100,
  amenities: ['Parking', 'Prayer Garden'],
  website: null,
  imageUrl: '/images/churches/church-1.svg',
  denomination: 'Non-Denominational',
});
const PHOTO = 'https://grace.example.org/front.jpg';

function editServer(
  handlers: StubHandlers = {},
  session: Session = CHURCH_OWNER,
  church: typeof CHURCH = CHURCH,
) {
  return stubTrpc({
    'auth.user': () => session,
    'churches.byId': () => church,
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
    // The shipped picture cannot be shown as a web address: its field starts blank, and left
    // blank it is not sent, so it stays.
    expect(api.inputsOf('churches.update')).toEqual([
      {
        id: 7,
        name: 'Grace Community Church',
        description: CHURCH.description,
        denomination: 'Non-Denominational',
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

  it("puts a 409 beside the field it names, focused, with 'Update Failed'", async () => {
    const phoneTaken = 'A church with this phone number is already registered.';
    editServer({
      'churches.update': () => {
        throw new StubError('CONFLICT', phoneTaken, { fieldErrors: { phone: [phoneTaken] } });
      },
    });
    const { router } = await openForm();
    save();

    expect(await screen.findByText('Update Failed')).toBeVisible();
    await waitFor(() => expect(field('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Phone')).toHaveFocus();
    expect(field('Phone')).toHaveAccessibleDescription(phoneTaken);
    expect(router.state.location.pathname).toBe('/edit-church/7');
  });

  it('puts a clash of name and address on the field the server names: the name, or the address', async () => {
    const taken = 'A church with this name already exists at this address.';
    for (const named of ['name', 'address'] as const) {
      notifications.clean();
      editServer({
        'churches.update': () => {
          throw new StubError('CONFLICT', taken, { fieldErrors: { [named]: [taken] } });
        },
      });
      const { unmount } = await openForm();
      fireEvent.change(field('Church Name'), { target: { value: 'Cornerstone Baptist' } });
      save();

      const label = named === 'name' ? 'Church Name' : 'Street Address';
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(label)).toHaveFocus();
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(taken));
      const other = named === 'name' ? 'Street Address' : 'Church Name';
      expect(field(other)).not.toHaveAttribute('aria-invalid', 'true');
      unmount();
    }
  });

  it("puts the server's refusal of a field beside it", async () => {
    const refused = 'Web address must not contain control characters';
    editServer({
      'churches.update': () => {
        throw new StubError('BAD_REQUEST', `imageUrl: ${refused}`, {
          fieldErrors: { imageUrl: [refused] },
        });
      },
    });
    await openForm();
    fireEvent.change(field('Photo URL'), { target: { value: PHOTO } });
    save();
    await waitFor(() =>
      expect(field('Photo URL')).toHaveAccessibleDescription(expect.stringContaining(refused)),
    );
    expect(field('Photo URL')).toHaveFocus();
  });

  it('leaves by Cancel for /analytics without saving', async () => {
    const api = editServer();
    await openForm();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/analytics');
    expect(api.inputsOf('churches.update')).toEqual([]);
  });
});

describe('/edit-church/{id}: the church edits all of itself (issue 32)', () => {
  const preview = () =>
    screen.getByRole('img', { name: "Your church's photo as visitors will see it" });

  it('changes its name, description, denomination and photo, and sends them', async () => {
    const api = editServer();
    await openForm();
    expect(field('Church Name')).toHaveValue('Grace Community Church');
    expect(field('Description')).toHaveValue(CHURCH.description);
    expect(field('Denomination')).toHaveValue('Non-Denominational');
    // The denomination list is registration's.
    const options = within(field('Denomination')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Not specified',
      'Baptist',
      'Catholic',
      'Methodist',
      'Lutheran',
      'Presbyterian',
      'Pentecostal',
      'Episcopal',
      'Non-Denominational',
      'Assemblies of God',
      'Church of Christ',
      'Evangelical',
      'Orthodox',
      'Seventh-day Adventist',
      'Other',
    ]);
    expect(field('Photo URL')).toHaveValue('');
    expect(preview()).toHaveAttribute('src', CHURCH.imageUrl);

    fireEvent.change(field('Church Name'), { target: { value: ' Harvest Point Church ' } });
    fireEvent.change(field('Description'), { target: { value: 'Game nights.\nAll welcome.' } });
    fireEvent.change(field('Denomination'), { target: { value: 'Methodist' } });
    fireEvent.change(field('Photo URL'), { target: { value: PHOTO } });
    await waitFor(() => expect(preview()).toHaveAttribute('src', PHOTO));
    save();

    await waitFor(() => expect(api.inputsOf('churches.update')).toHaveLength(1));
    expect(api.inputsOf('churches.update')[0]).toMatchObject({
      id: 7,
      name: 'Harvest Point Church',
      description: 'Game nights.\nAll welcome.',
      denomination: 'Methodist',
      imageUrl: PHOTO,
    });
    expect(await screen.findByText('Church Updated!')).toBeVisible();
  });

  it('clears a photo and a denomination left blank, and previews what will show instead', async () => {
    const api = editServer({}, CHURCH_OWNER, { ...CHURCH, imageUrl: PHOTO });
    await openForm();
    expect(field('Photo URL')).toHaveValue(PHOTO);
    expect(preview()).toHaveAttribute('src', PHOTO);

    fireEvent.change(field('Photo URL'), { target: { value: '' } });
    fireEvent.change(field('Denomination'), { target: { value: '' } });
    // The drawing the church's card shows without a photo of its own.
    await waitFor(() => expect(preview()).toHaveAttribute('src', '/images/churches/church-2.svg'));
    save();

    await waitFor(() => expect(api.inputsOf('churches.update')).toHaveLength(1));
    expect(api.inputsOf('churches.update')[0]).toMatchObject({
      denomination: null,
      imageUrl: null,
    });
  });

  it('previews only a web address, and falls back when the picture does not load', async () => {
    editServer();
    await openForm();
    fireEvent.change(field('Photo URL'), { target: { value: 'javascript:alert(1)' } });
    await waitFor(() => expect(preview()).toHaveAttribute('src', '/images/churches/church-2.svg'));

    fireEvent.change(field('Photo URL'), { target: { value: 'https://gone.example.org/x.jpg' } });
    await waitFor(() => expect(preview()).toHaveAttribute('src', 'https://gone.example.org/x.jpg'));
    fireEvent.error(preview());
    expect(preview()).toHaveAttribute('src', '/images/churches/church-2.svg');
  });

  it("checks the new fields by registration's rules before sending", async () => {
    const api = editServer();
    await openForm();
    fireEvent.change(field('Church Name'), { target: { value: '  ' } });
    fireEvent.change(field('Description'), { target: { value: '' } });
    fireEvent.change(field('Photo URL'), { target: { value: 'ftp://grace.org/a.png' } });
    save();

    expect(await screen.findByText('Church name is required')).toBeVisible();
    expect(screen.getByText('Description is required')).toBeVisible();
    expect(
      screen.getByText('Please enter a valid web address starting with http:// or https://'),
    ).toBeVisible();
    expect(field('Church Name')).toHaveFocus();
    expect(api.inputsOf('churches.update')).toEqual([]);
  });

  it('keeps a denomination the list does not name unless another is chosen', async () => {
    const church = { ...CHURCH, denomination: 'Nazarene' };
    const api = editServer({}, CHURCH_OWNER, church);
    await openForm();
    expect(field('Denomination')).toHaveValue('');
    expect(within(field('Denomination')).getAllByRole('option')[0]).toHaveTextContent(
      'Keep “Nazarene”',
    );
    save();
    await waitFor(() => expect(api.inputsOf('churches.update')).toHaveLength(1));
    expect(api.inputsOf('churches.update')[0]).not.toHaveProperty('denomination');
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
