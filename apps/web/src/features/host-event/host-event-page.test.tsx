import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink } from '../../test/expectations';
import { expectRefused, field, fill } from '../../test/fields';
import { billingStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { deferred, StubError, stubTrpc } from '../../test/trpc-stub';
import { CHURCH, hostServer, SESSION } from './host-event-test-server';

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
}

const VALID: Record<string, string> = {
  Title: 'Super Bowl Watch Party',
  Sport: 'NFL',
  Description: 'Big screen, bring the family.',
  'Event Details': 'Chiefs vs Eagles, kickoff 6:30 PM',
  Date: '2026-03-08',
  Time: '19:00',
};

async function openForm() {
  const rendered = await renderApp({ path: '/host-event' });
  await screen.findByRole('button', { name: 'Create Event' });
  // The church's name arrives with churches.byId, and its zone a render later (the form takes
  // it from the church's state): both are waited for, so nothing is read or sent before them.
  await screen.findByRole('option', { name: CHURCH.name });
  await screen.findByText('Central time (change the zone below)');
  return rendered;
}

async function createEvent(values: Record<string, string> = VALID) {
  const rendered = await openForm();
  fill(values);
  submit();
  await screen.findByRole('heading', { name: 'Share Your Event' });
  return rendered;
}

afterEach(() => {
  notifications.clean();
});

describe('/host-event', () => {
  it('sends a user without a church to register one', async () => {
    stubTrpc({ 'auth.user': () => ({ ...SESSION, churchUser: null }) });
    await renderApp({ path: '/host-event' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Register your church to host events')).toBeVisible();
    expectLink('Register your church', '/register-church', alert);
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('offers a user without a church registration and the Church Partner page in the hero', async () => {
    stubTrpc({ 'auth.user': () => ({ ...SESSION, churchUser: null }) });
    await renderApp({ path: '/host-event' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Host a Watch Party or Event' }),
    ).toBeVisible();
    await screen.findByRole('alert');
    expectLink('Become a Church Partner', '/register-church');
    expectLink('Why Churches Join', '/churches');
  });

  it('shows a paying church its dashboard and events in the hero, not the way to join', async () => {
    hostServer();
    await openForm();

    expectLink('Your dashboard', '/analytics');
    expectLink('Your events', '/events?church=7');
    expect(screen.queryByRole('link', { name: 'Become a Church Partner' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Why Churches Join' })).toBeNull();
  });

  it('shows a church that has not paid yet the way to finish in the hero', async () => {
    hostServer({ 'billing.status': () => billingStatus('unpaid') });
    await renderApp({ path: '/host-event' });

    await screen.findByRole('alert');
    expect(
      screen.getAllByRole('link', { name: /Complete your subscription|Complete Registration/ }),
    ).toHaveLength(2);
    expectLink('Complete your subscription', '/church-checkout');
    expect(screen.queryByRole('link', { name: 'Become a Church Partner' })).toBeNull();
  });

  it('starts with the spec defaults and the official’s church as host', async () => {
    hostServer();
    await openForm();

    expect(screen.getByRole('radio', { name: 'Watch Party' })).toBeChecked();
    // The church is in Texas: its events start on Central time.
    expect(field('Time Zone')).toHaveValue('America/Chicago');
    expect(screen.getByText('Central time (change the zone below)')).toBeVisible();
    expect(field('Max Attendees')).toHaveValue('50');
    expect(field('Age Group')).toHaveValue('all');
    expect(field('Host Church')).toHaveValue('7');
    expect(screen.getByRole('checkbox', { name: /Recurring event/ })).not.toBeChecked();
  });

  it('shows every missing required field at once and focuses the first', async () => {
    const api = hostServer();
    await openForm();

    fireEvent.change(field('Host Church'), { target: { value: '' } });
    submit();

    await expectRefused('Title', [
      'Title is required',
      'Choose a sport',
      'Description is required',
      'Event details are required',
      'Date is required',
      'Time is required',
      'Church Required',
    ]);
    expect(api.inputsOf('events.create')).toEqual([]);
  });

  it('swaps the sport list for event types and clears the sport when the type changes', async () => {
    hostServer();
    await openForm();

    fill({ Sport: 'NBA' });
    expect(field('Sport')).toHaveValue('NBA');
    fireEvent.click(screen.getByRole('radio', { name: 'Church Event' }));

    const eventType = field('Event Type');
    expect(eventType).toHaveValue('');
    const options = within(eventType)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Christmas Service');
    expect(options).not.toContain('NBA');

    submit();
    expect(await screen.findByText('Choose an event type')).toBeVisible();
  });

  it('turns on weekly recurrence with the checkbox and then asks for an end date and days', async () => {
    const api = hostServer();
    await openForm();

    fireEvent.click(screen.getByRole('checkbox', { name: /Recurring event/ }));
    expect(field('Repeats')).toHaveValue('weekly');
    fill(VALID);
    submit();

    expect(await screen.findByText('End date is required for recurring events')).toBeVisible();
    expect(
      screen.getByText('Choose at least one day of the week for a weekly event'),
    ).toBeVisible();
    expect(api.inputsOf('events.create')).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: /Recurring event/ }));
    expect(screen.queryByLabelText(/^Repeats/)).not.toBeInTheDocument();
  });

  it('asks a weekly event for days of the week', async () => {
    hostServer();
    await openForm();

    fireEvent.click(screen.getByRole('checkbox', { name: /Recurring event/ }));
    fill({ ...VALID, 'End Date': '2026-05-31' });
    submit();

    expect(
      await screen.findByText('Choose at least one day of the week for a weekly event'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toHaveFocus();
    expect(screen.queryByText('End date is required for recurring events')).not.toBeInTheDocument();
  });

  it('creates the event from date, time and zone, then offers to share it', async () => {
    const api = hostServer();
    await openForm();

    fill({ ...VALID, 'Time Zone': 'America/Chicago', 'Age Group': 'family' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food and refreshments provided' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Recurring event/ }));
    fill({ 'End Date': '2026-05-31' });
    // The event's own day (March 8, 2026 is a Sunday) is ticked for a start.
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByText('Every Sunday until May 31, 2026')).toBeVisible();
    submit();

    // Focus moves once the share step is on screen (an effect after its render).
    const share = await screen.findByRole('heading', { name: 'Share Your Event' });
    await waitFor(() => expect(share).toHaveFocus());
    expect(api.inputsOf('events.create')).toEqual([
      {
        title: 'Super Bowl Watch Party',
        sport: 'NFL',
        description: 'Big screen, bring the family.',
        gameDetails: 'Chiefs vs Eagles, kickoff 6:30 PM',
        // 7 PM Central on the day DST starts is 00:00 UTC the next day.
        datetime: new Date('2026-03-09T00:00:00Z'),
        timezone: 'America/Chicago',
        churchId: 7,
        maxAttendees: 50,
        ageGroup: 'family',
        foodProvided: true,
        remindersEnabled: true,
        isRecurring: true,
        recurrencePattern: 'weekly',
        recurrenceEndDate: '2026-05-31',
        recurrenceDaysOfWeek: ['sunday'],
      },
    ]);
    expect(await screen.findByText('Watch Party Created!')).toBeVisible();
    expect(screen.getByLabelText('Event link')).toHaveValue(`${window.location.origin}/events/99`);
    // A series is shared with its repeat, on the step and in the words that go with the link.
    expect(screen.getByText('Every Sunday until May 31, 2026')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Other/ }));
    expect(screen.getByLabelText('Message')).toHaveValue(
      `Super Bowl Watch Party: Sunday, March 8, 2026 at 7:00 PM Central (every Sunday until May 31, 2026) at Grace Community Church. RSVP free on Huddle.\n${window.location.origin}/events/99`,
    );
  });

  it('sends a one-off event without recurrence and reads a blank max attendees as 1', async () => {
    const api = hostServer();
    await openForm();

    fill({ ...VALID, 'Max Attendees': '' });
    submit();

    await screen.findByRole('heading', { name: 'Share Your Event' });
    expect(api.inputsOf('events.create')).toEqual([
      expect.objectContaining({
        // 7 PM in the Texas church's own zone.
        datetime: new Date('2026-03-09T00:00:00Z'),
        timezone: 'America/Chicago',
        maxAttendees: 1,
        isRecurring: false,
        recurrencePattern: 'none',
        recurrenceDaysOfWeek: [],
      }),
    ]);
  });

  it('sends a daily series without days of the week', async () => {
    const api = hostServer();
    await openForm();

    fill(VALID);
    fireEvent.click(screen.getByRole('checkbox', { name: /Recurring event/ }));
    fill({ Repeats: 'daily', 'End Date': '2026-03-14' });
    expect(screen.queryByRole('checkbox', { name: 'Sunday' })).not.toBeInTheDocument();
    expect(screen.getByText('Every day until Mar 14, 2026')).toBeVisible();
    submit();

    await screen.findByRole('heading', { name: 'Share Your Event' });
    expect(api.inputsOf('events.create')).toEqual([
      expect.objectContaining({
        isRecurring: true,
        recurrencePattern: 'daily',
        recurrenceEndDate: '2026-03-14',
        recurrenceDaysOfWeek: [],
      }),
    ]);
  });

  it("ticks every platform with 'All platforms' and unticks it with any other", async () => {
    hostServer();
    await createEvent();

    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    const names = [
      'All platforms',
      'Church website',
      'Social media',
      'Digital bulletin / newsletter',
      'Other',
    ];
    fireEvent.click(box('All platforms'));
    for (const name of names) expect(box(name)).toBeChecked();

    fireEvent.click(box('Social media'));
    expect(box('Social media')).not.toBeChecked();
    expect(box('All platforms')).not.toBeChecked();
    expect(box('Church website')).toBeChecked();
  });

  it('gives each ticked platform what it needs: snippet, share pages, QR code, message', async () => {
    // The test church is in Austin: its events start on Central time.
    hostServer();
    await createEvent();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const url = `${window.location.origin}/events/99`;
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

    expect(screen.queryByRole('region', { name: 'For your church website' })).toBeNull();
    fireEvent.click(box('Church website'));
    const website = within(screen.getByRole('region', { name: 'For your church website' }));
    expect(website.getByLabelText('HTML snippet')).toHaveValue(
      `<p><a href="${url}">Super Bowl Watch Party</a>: Sunday, March 8, 2026 at 7:00 PM Central at Grace Community Church. RSVP free on Huddle.</p>`,
    );
    fireEvent.click(website.getByRole('button', { name: 'Copy HTML' }));
    expect(await screen.findByText('HTML copied!')).toBeVisible();
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(`<a href="${url}">`));

    fireEvent.click(box('Social media'));
    const social = within(screen.getByRole('region', { name: 'Post it on social media' }));
    const facebook = social.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(new URL(facebook.getAttribute('href') ?? '').searchParams.get('u')).toBe(url);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(social.getByRole('link', { name: /^Share on X/ })).toBeVisible();
    expect(social.getByRole('link', { name: /^Share on WhatsApp/ })).toBeVisible();

    fireEvent.click(box('Digital bulletin / newsletter'));
    const digital = within(
      screen.getByRole('region', { name: 'For a digital bulletin or newsletter' }),
    );
    expect(digital.getByRole('img', { name: 'QR code for the event page' })).toBeVisible();
    expect(digital.getByText(url)).toBeVisible();
    const download = digital.getByRole('link', { name: 'Download QR code (SVG)' });
    expect(download).toHaveAttribute('download', 'huddle-event-99-qr.svg');
    expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    fireEvent.click(digital.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeVisible();
    expect(writeText).toHaveBeenLastCalledWith(url);

    fireEvent.click(box('Other'));
    const other = within(screen.getByRole('region', { name: 'Anywhere else' }));
    expect(other.getByLabelText('Message')).toHaveValue(
      `Super Bowl Watch Party: Sunday, March 8, 2026 at 7:00 PM Central at Grace Community Church. RSVP free on Huddle.\n${url}`,
    );
    expect(other.getByRole('link', { name: 'Email it' }).getAttribute('href')).toMatch(/^mailto:/);

    // Unticking a platform puts its tools away again.
    fireEvent.click(box('Social media'));
    expect(screen.queryByRole('region', { name: 'Post it on social media' })).toBeNull();
  });

  it('skips sharing to the event page', async () => {
    hostServer();
    const { router } = await createEvent();

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/events/99'));
  });

  it('shares the event link through the device, then opens the event page', async () => {
    hostServer();
    const { router } = await createEvent();
    const share = deferred<void>();
    const calls: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return share.promise;
      },
    });

    try {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      share.resolve();

      await waitFor(() => expect(router.state.location.pathname).toBe('/events/99'));
      expect(calls).toEqual([
        expect.objectContaining({
          title: 'Super Bowl Watch Party',
          url: `${window.location.origin}/events/99`,
          text: expect.stringContaining('Sunday, March 8, 2026 at 7:00 PM Central'),
        }),
      ]);
      expect(await screen.findByText('Shared successfully')).toBeVisible();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it.each([
    ['unpaid', /your events go live as soon as it is active/],
    ['past_due', /Your last payment did not go through/],
  ] as const)(
    'tells a church whose subscription is %s to finish it before it types',
    async (status, why) => {
      const api = hostServer({
        'billing.status': () => billingStatus(status),
      });
      await renderApp({ path: '/host-event' });

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Subscription Required')).toBeVisible();
      expect(
        within(alert).getByText(/Please complete your Church Partner subscription to host events/),
      ).toHaveTextContent(why);
      expectLink('Complete Registration', '/church-checkout', alert);
      expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
      expect(api.inputsOf('billing.status')).toEqual([{ churchId: 7 }]);
    },
  );

  it('still shows the form when the subscription cannot be read (the server decides)', async () => {
    hostServer({
      'billing.status': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    await openForm();

    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
  });

  it('tells a church whose subscription lapsed meanwhile to finish it', async () => {
    hostServer({
      'events.create': () => {
        throw new StubError('FORBIDDEN', 'Please complete your Church Partner subscription.', {
          appCode: 'SUBSCRIPTION_REQUIRED',
        });
      },
    });
    await openForm();
    fill(VALID);
    submit();

    expect(await screen.findByText('Subscription Required')).toBeVisible();
    expect(
      screen.getByText('Please complete your Church Partner subscription to host events'),
    ).toBeVisible();
    expectLink('Complete Registration', '/church-checkout');
  });

  it('asks to log in again when the session has expired, and comes back here after', async () => {
    let session: Session | null = SESSION;
    hostServer({
      'auth.user': () => session,
      'events.create': () => {
        session = null;
        throw new StubError('UNAUTHORIZED', 'Your session has expired.');
      },
    });
    const { router } = await openForm();
    fill(VALID);
    submit();

    expect(await screen.findByText('Authentication Required')).toBeVisible();
    expect(
      screen.getByText('Your session has expired. Please log in again to continue.'),
    ).toBeVisible();
    expectLink('Log In', '/login?redirect=%2Fhost-event');

    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/host-event' });
    expect(await screen.findByRole('heading', { name: 'Church Official Login' })).toBeVisible();
  });

  it("shows the server's reason and puts its field errors on the fields", async () => {
    hostServer({
      'events.create': () => {
        throw new StubError('BAD_REQUEST', 'datetime: Enter a valid date and time', {
          fieldErrors: { datetime: ['Enter a valid date and time'] },
        });
      },
    });
    await openForm();
    fill(VALID);
    submit();

    expect(await screen.findByText('Error Creating Watch Party or Event')).toBeVisible();
    expect(screen.getByText('datetime: Enter a valid date and time')).toBeVisible();
    await waitFor(() =>
      expect(field('Date')).toHaveAccessibleDescription('Enter a valid date and time'),
    );
    expect(field('Date')).toHaveFocus();
  });

  it('holds the button while the event is being created', async () => {
    const answer = deferred<unknown>();
    hostServer({ 'events.create': () => answer.promise });
    await openForm();
    fill(VALID);
    submit();

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer.reject(new StubError('INTERNAL_SERVER_ERROR', 'Internal server error'));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
  });

  it('cancels to the events page', async () => {
    hostServer();
    await openForm();

    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/events');
  });
});
