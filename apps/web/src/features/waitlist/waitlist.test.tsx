import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it } from 'vitest';
import { field } from '../../test/fields';
import { aLinkedEvent } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { sampleEvent, stubEventApi } from '../events/event-page-fixtures';

const TOKEN = 'wl_ABCdef-1234567890abcdefghijklmnopqrstuvw';

afterEach(() => {
  notifications.clean();
});

/** A full one-off event with two parties waiting. */
const fullEvent = () =>
  sampleEvent({
    currentAttendees: 50,
    spotsLeft: 0,
    waitingCount: 2,
    occurrences: [{ date: '2099-02-08', currentAttendees: 50, spotsLeft: 0, waitingCount: 2 }],
  });

function fillParty(guests: string) {
  fireEvent.change(field('Full Name'), { target: { value: 'Rosa Diaz' } });
  fireEvent.change(field('Email'), { target: { value: 'rosa@example.com' } });
  fireEvent.change(field('How many people \\(including you\\)\\?'), { target: { value: guests } });
}

describe('joining the waitlist on the event page', () => {
  it('offers a full date’s waitlist with the parties waiting, and says the place in line', async () => {
    const api = stubEventApi(fullEvent(), {
      handlers: {
        'waitlist.join': () => ({
          eventId: 12,
          occurrenceDate: '2099-02-08',
          numberOfGuests: 6,
          position: 3,
        }),
      },
    });
    await renderApp({ path: '/events/12' });
    // The spec's disabled 'Event Full' stays; the waitlist is the way in.
    expect(await screen.findByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.getByText(/2 parties waiting/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    // A whole family may wait, up to the party limit, though no seat is left.
    fillParty('6');
    fireEvent.click(screen.getAllByRole('button', { name: 'Join Waitlist' }).at(-1) as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: "You're number 3 on the waitlist" }),
    ).toHaveFocus();
    expect(screen.getByText(/For 6 people/)).toBeVisible();
    expect(api.inputsOf('waitlist.join')).toEqual([
      expect.objectContaining({ eventId: 12, numberOfGuests: 6, attendeeName: 'Rosa Diaz' }),
    ]);
  });

  it('shows why the server refused, beside the form', async () => {
    stubEventApi(fullEvent(), {
      handlers: {
        'waitlist.join': () => {
          throw new StubError(
            'CONFLICT',
            'There are seats for your party on this date: RSVP instead of joining the waitlist.',
            { appCode: 'SEATS_AVAILABLE' },
          );
        },
      },
    });
    await renderApp({ path: '/events/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Waitlist' }));
    fillParty('2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Join Waitlist' }).at(-1) as HTMLElement);
    expect(await screen.findByText(/RSVP instead of joining the waitlist/)).toBeVisible();
  });

  it('lets a party larger than the seats left join the line from the open RSVP form', async () => {
    stubEventApi(sampleEvent({ currentAttendees: 48, spotsLeft: 2 }));
    await renderApp({ path: '/events/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'RSVP Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'More than 2 people? Join the waitlist' }));
    expect(screen.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
  });

  it('offers nothing of the kind to the hosting church', async () => {
    stubEventApi({
      ...fullEvent(),
      owner: {
        rsvpCount: 20,
        spotsLeftWarning: 'Event Full',
        upcomingRsvps: [],
        remindersEnabled: true,
      },
    });
    await renderApp({ path: '/events/12' });
    expect(await screen.findByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
  });
});

describe('a connection past its fair share of the seats', () => {
  const secrets = { hmacSignatureSecret: 'sig', hmacKeySignatureSecret: 'key' };
  it('proves it is a person without the visitor doing anything, then joins', async () => {
    const api = stubEventApi(fullEvent(), {
      handlers: {
        'rsvps.challenge': () =>
          createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: 10,
            counter: 5,
            deriveKey,
            data: { account: 'seats:12', level: 5 },
            ...secrets,
          }),
        'waitlist.join': async (input) => {
          const { proofOfWork } = input as { proofOfWork?: string };
          if (!proofOfWork) {
            throw new StubError('PRECONDITION_REQUIRED', 'Please confirm you are a person.', {
              appCode: 'CHALLENGE_REQUIRED',
            });
          }
          const { challenge, solution } = JSON.parse(atob(proofOfWork));
          const checked = await verifySolution({ challenge, solution, deriveKey, ...secrets });
          if (!checked.verified) throw new StubError('PRECONDITION_REQUIRED', 'wrong');
          return { eventId: 12, occurrenceDate: '2099-02-08', numberOfGuests: 2, position: 1 };
        },
      },
    });
    await renderApp({ path: '/events/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Waitlist' }));
    fillParty('2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Join Waitlist' }).at(-1) as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: "You're number 1 on the waitlist" }),
    ).toBeVisible();
    expect(api.inputsOf('rsvps.challenge')).toEqual([{ eventId: 12 }]);
    expect(api.inputsOf('waitlist.join')).toHaveLength(2);
  });
});

type Place = {
  status: 'waiting' | 'offered' | 'expired';
  position: number | null;
  offeredUntil: Date | null;
};

function stubPlace(place: Place, handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'waitlist.open': () => ({
      ...place,
      party: { attendeeName: 'Rosa Diaz', attendeeEmail: 'rosa@example.com', numberOfGuests: 4 },
      event: aLinkedEvent(),
    }),
    ...handlers,
  });
}

describe('/waitlist/$token', () => {
  it('shows the place in line, asking with the token in a POST body', async () => {
    const api = stubPlace({ status: 'waiting', position: 2, offeredUntil: null });
    await renderApp({ path: `/waitlist/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: "You're number 2 in line" })).toBeVisible();
    expect(screen.getByText(/all 4 people of your party/)).toBeVisible();
    expect(api.inputsOf('waitlist.open')).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });

  it('claims held seats with one button, then manages them as an RSVP', async () => {
    const api = stubPlace(
      { status: 'offered', position: 1, offeredUntil: new Date('2099-02-07T23:30:00Z') },
      {
        'waitlist.claim': () => ({ eventId: 12, occurrenceDate: '2099-02-08', numberOfGuests: 4 }),
        'rsvpManage.open': () => {
          throw new StubError('NOT_FOUND', 'gone');
        },
      },
    );
    const { router } = await renderApp({ path: `/waitlist/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: '4 seats held for you' })).toBeVisible();
    expect(screen.getByText(/Claim them by .*Feb\w* 7, 2099/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Claim my seats' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage-rsvp/${TOKEN}`));
    expect(api.inputsOf('waitlist.claim')).toEqual([{ token: TOKEN }]);
    // The manage page asks for the RSVP behind the same link (here: answered 'gone').
    expect(await screen.findByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
    expect(api.inputsOf('rsvpManage.open')).toEqual([{ token: TOKEN }]);
  });

  it('says plainly when the held seats passed on', async () => {
    stubPlace({ status: 'expired', position: null, offeredUntil: null });
    await renderApp({ path: `/waitlist/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Your held seats passed on' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument();
  });

  it('leaves the line', async () => {
    const api = stubPlace(
      { status: 'waiting', position: 1, offeredUntil: null },
      { 'waitlist.leave': () => ({ eventId: 12 }) },
    );
    await renderApp({ path: `/waitlist/${TOKEN}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You Left the Waitlist' })).toBeVisible();
    expect(api.inputsOf('waitlist.leave')).toEqual([{ token: TOKEN }]);
  });

  it('says a wrong link is not valid', async () => {
    stubPlace(
      { status: 'waiting', position: 1, offeredUntil: null },
      {
        'waitlist.open': () => {
          throw new StubError('NOT_FOUND', 'This link is not valid.');
        },
      },
    );
    await renderApp({ path: `/waitlist/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'This Link Is Not Valid' })).toBeVisible();
  });
});
