import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { aLinkedEvent } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import type { ManagedRsvp } from './managed-rsvp-query';

const TOKEN = 'tok_ABCdef-1234567890abcdefghijklmnopqrstuvw';

function managed(overrides: Partial<ManagedRsvp> = {}): ManagedRsvp {
  return {
    rsvp: {
      attendeeName: 'Ann Lee',
      attendeeEmail: 'ann@example.com',
      attendeePhone: null,
      numberOfGuests: 3,
      specialRequests: 'One vegetarian plate',
    },
    event: aLinkedEvent(),
    spotsLeft: 2,
    maxGuests: 5,
    ...overrides,
  };
}

function stubManageApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'rsvpManage.open': () => managed(),
    ...handlers,
  });
}

afterEach(() => {
  notifications.clean();
});

function guestsField() {
  return screen.getByLabelText(/^How many people/);
}

/** Opens the party size's form (its code loads then) and gives its field. */
async function changePartySize() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change Party Size' }));
  return screen.findByLabelText(/^How many people/);
}

describe('/manage-rsvp/$token', () => {
  it('shows the RSVP behind the link, asking with the token in a POST body', async () => {
    const api = stubManageApi();
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });

    const title = await screen.findByRole('heading', { level: 1, name: 'Super Bowl Watch Party' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/events/12');
    await waitFor(() => expect(document.title).toBe('Manage Your RSVP · Huddle'));
    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of [
      'Sunday, February 8, 2099 at 6:30 PM Eastern',
      'Grace Community Church, 100 Main St, Austin, TX 78701',
      'Ann Lee',
      'ann@example.com',
      'One vegetarian plate',
    ]) {
      expect(within(details).getByText(text)).toBeVisible();
    }
    expect(
      screen.getByText('Your RSVP is for 3 people. The event has 2 spots left.'),
    ).toBeVisible();
    // The form is one press away, its field focused, holding the party as it is.
    expect(screen.queryByLabelText(/^How many people/)).not.toBeInTheDocument();
    const field = await changePartySize();
    expect(field).toHaveValue('3');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Change Party Size' })).not.toBeInTheDocument();
    expect(api.inputsOf('rsvpManage.open')).toEqual([{ token: TOKEN }]);
    const [url, init] = api.fetchMock.mock.calls.find(([address]) =>
      String(address).includes('rsvpManage.open'),
    )!;
    expect(init?.method).toBe('POST');
    expect(String(url)).not.toContain(TOKEN);
  });

  it('says plainly when the church cancelled the date, in the words the server chose', async () => {
    const said =
      'The church cancelled Super Bowl Watch Party on Sun, Feb 8, 2099, so this RSVP is cancelled too. You need do nothing.';
    stubManageApi({
      'rsvpManage.open': () => {
        throw new StubError('NOT_FOUND', said, { appCode: 'RSVP_CANCELLED_BY_CHURCH' });
      },
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: 'The Church Cancelled This Date' }),
    ).toBeVisible();
    expect(screen.getByText(said)).toBeVisible();
    expect(screen.queryByText(/not valid/i)).not.toBeInTheDocument();
  });

  it('says when the link is not valid, when the event is over, and offers Retry otherwise', async () => {
    stubManageApi({
      'rsvpManage.open': () => {
        throw new StubError('NOT_FOUND', 'This link is not valid.', {
          appCode: 'RSVP_LINK_INVALID',
        });
      },
    });
    const first = await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
    first.unmount();

    stubManageApi({
      'rsvpManage.open': () => {
        throw new StubError('FORBIDDEN', 'This event is over.', { appCode: 'RSVP_LINK_EXPIRED' });
      },
    });
    const second = await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This Event Is Over' })).toBeVisible();
    second.unmount();

    let calls = 0;
    stubManageApi({
      'rsvpManage.open': () => {
        calls += 1;
        if (calls === 1) throw new StubError('INTERNAL_SERVER_ERROR', 'boom');
        return managed();
      },
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    expect(await screen.findByText('Your RSVP could not be loaded')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expectPageHeading('Super Bowl Watch Party');
  });

  it('changes how many people are coming and shows the new count', async () => {
    const api = stubManageApi({
      'rsvpManage.changeGuests': (input) => {
        const { numberOfGuests } = input as { numberOfGuests: number };
        return managed({
          rsvp: { ...managed().rsvp, numberOfGuests },
          spotsLeft: 4,
          maxGuests: 5,
        });
      },
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    fireEvent.change(await changePartySize(), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Party Size' }));

    expect(await screen.findByText('RSVP Updated')).toBeVisible();
    expect(
      screen.getByText("You're down for 1 person. The seats have been updated."),
    ).toBeVisible();
    // The page shows the answer once the cached RSVP is replaced, a render after the toast.
    expect(
      await screen.findByText('Your RSVP is for 1 person. The event has 4 spots left.'),
    ).toBeVisible();
    expect(api.inputsOf('rsvpManage.changeGuests')).toEqual([{ token: TOKEN, numberOfGuests: 1 }]);
  });

  it('refuses more people than this RSVP can have, in the form and from the server', async () => {
    const api = stubManageApi({
      'rsvpManage.changeGuests': () => {
        throw new StubError(
          'CONFLICT',
          'Only 1 spot is left: this RSVP can have at most 4 guests.',
          { appCode: 'NOT_ENOUGH_SPOTS' },
        );
      },
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    fireEvent.change(await changePartySize(), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Party Size' }));
    expect(await screen.findByText('This RSVP can be for at most 5 people')).toBeVisible();
    expect(api.inputsOf('rsvpManage.changeGuests')).toEqual([]);
    expect(guestsField()).toHaveFocus();

    fireEvent.change(guestsField(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Party Size' }));
    expect(
      await screen.findByText('Only 1 spot is left: this RSVP can have at most 4 guests.'),
    ).toBeVisible();
    // The seats changed meanwhile: the page asks again how things stand.
    await waitFor(() => expect(api.inputsOf('rsvpManage.open')).toHaveLength(2));
  });

  it('cancels after asking once more, then says so and leads back to the event', async () => {
    const api = stubManageApi({
      'rsvpManage.cancel': () => ({ eventId: 12, spotsLeft: 5 }),
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel RSVP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your RSVP?' });
    expect(dialog).toHaveTextContent(
      'Your 3 seats for Super Bowl Watch Party will go back to the event and Grace Community Church will be told.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep My RSVP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.inputsOf('rsvpManage.cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel RSVP' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel your RSVP?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel RSVP' }));

    const done = await screen.findByRole('heading', { name: 'Your RSVP Is Cancelled' });
    await waitFor(() => expect(done).toHaveFocus());
    expectLink('Back to the Event', '/events/12');
    expect(api.inputsOf('rsvpManage.cancel')).toEqual([{ token: TOKEN }]);
  });
});
