import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, StubError } from '../../test/trpc-stub';
import { setViewportWidth } from '../../test/viewport';
import { sampleEvent, stubEventApi } from './event-page-fixtures';

const SENT = "If you have RSVPs with that address, we've sent you an e-mail with a link for each.";
const OPENER = "Already RSVP'd? Get your link again";

async function openDisclosure() {
  await renderApp({ path: '/events/12' });
  const opener = await screen.findByRole('button', { name: OPENER });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'Get your RSVP links' })).not.toBeInTheDocument();
  fireEvent.click(opener);
  return opener;
}

describe("the event page's lost-link form", () => {
  it('opens under the RSVP button with the cursor in the field, and answers one neutral sentence', async () => {
    const pending = deferred<{ sent: true }>();
    const api = stubEventApi(sampleEvent(), {
      handlers: { 'rsvpManage.resendLinks': () => pending.promise },
    });
    const opener = await openDisclosure();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(opener.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const form = within(panel as HTMLElement).getByRole('form', { name: 'Get your RSVP links' });
    await waitFor(() => expect(field('Email', form)).toHaveFocus());

    fireEvent.change(field('Email', form), { target: { value: 'Jamie@Example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Email My Links' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled(),
    );
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([{ email: 'Jamie@Example.com' }]);
    // The visitor's RSVP form was not involved.
    expect(api.inputsOf('rsvps.create')).toEqual([]);

    pending.resolve({ sent: true });
    expect(await screen.findByText(SENT)).toBeVisible();

    fireEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('says what went wrong and keeps what was typed', async () => {
    stubEventApi(sampleEvent(), {
      handlers: {
        'rsvpManage.resendLinks': () => {
          throw new StubError('TOO_MANY_REQUESTS', 'Too many attempts.');
        },
      },
    });
    await openDisclosure();
    fireEvent.change(field('Email'), { target: { value: 'jamie@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email My Links' }));
    expect(
      await screen.findByText(
        'You have asked several times already. Please wait a while and try again.',
      ),
    ).toBeVisible();
    expect(field('Email')).toHaveValue('jamie@example.com');
  });

  it('works on a 360 px phone, also when the event is full', async () => {
    setViewportWidth(360);
    const api = stubEventApi(sampleEvent({ currentAttendees: 50, spotsLeft: 0 }), {
      handlers: { 'rsvpManage.resendLinks': () => ({ sent: true }) },
    });
    await openDisclosure();
    fireEvent.change(field('Email'), { target: { value: 'jamie@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Get your RSVP links' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([{ email: 'jamie@example.com' }]);
  });

  it('is not offered once the event is over, when no link works any more', async () => {
    stubEventApi(sampleEvent({ datetime: new Date('2020-02-08T23:30:00Z') }));
    await renderApp({ path: '/events/12' });
    expect(await screen.findAllByText('This event has ended')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: OPENER })).not.toBeInTheDocument();
  });
});
