import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectPageHeading } from '../../test/expectations';
import { field } from '../../test/fields';
import { renderApp } from '../../test/render';
import { deferred, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { setViewportWidth } from '../../test/viewport';

const SENT = "If you have RSVPs with that address, we've sent you an e-mail with a link for each.";
const TOKEN = 'tok_ABCdef-1234567890abcdefghijklmnopqrstuvw';

function stubApi(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'rsvpManage.resendLinks': () => ({ sent: true }),
    ...handlers,
  });
}

const linksForm = () => screen.getByRole('form', { name: 'Get your RSVP links' });
const sendButton = () =>
  within(linksForm()).getByRole('button', { name: /Email My Links|Sending/ });

describe('/manage-rsvp without a link', () => {
  it('asks for the address, checks it as the RSVP form does, and answers one neutral sentence', async () => {
    const pending = deferred<{ sent: true }>();
    const api = stubApi({ 'rsvpManage.resendLinks': () => pending.promise });
    await renderApp({ path: '/manage-rsvp' });
    await expectPageHeading('Manage Your RSVP');
    await waitFor(() => expect(document.title).toBe('Manage Your RSVP · Huddle'));
    const help = screen.getByRole('region', { name: "Lost your link? We'll e-mail your RSVPs" });
    expect(within(help).getByRole('form', { name: 'Get your RSVP links' })).toBeVisible();

    fireEvent.click(sendButton());
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(field('Email')).toHaveFocus();
    fireEvent.change(field('Email'), { target: { value: 'ann at example' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([]);

    expect(field('Email')).toHaveAttribute('type', 'email');
    fireEvent.change(field('Email'), { target: { value: '  ann@example.com ' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([{ email: 'ann@example.com' }]);

    pending.resolve({ sent: true });
    const status = await screen.findByRole('status', { name: /Check your inbox/ });
    expect(status).toHaveTextContent(SENT);
    await waitFor(() => expect(status).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(field('Email')).toHaveValue('');
  });

  it('says to wait when asked too often, and what went wrong otherwise, keeping the address', async () => {
    let calls = 0;
    stubApi({
      'rsvpManage.resendLinks': () => {
        calls += 1;
        if (calls === 1) throw new StubError('TOO_MANY_REQUESTS', 'Too many attempts.');
        if (calls === 2) throw new StubError('INTERNAL_SERVER_ERROR', 'boom');
        return { sent: true };
      },
    });
    await renderApp({ path: '/manage-rsvp' });
    await expectPageHeading('Manage Your RSVP');
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });

    fireEvent.click(sendButton());
    const tooMany = await screen.findByRole('group', { name: /Not Sent/ });
    expect(tooMany).toHaveTextContent('Please wait a while and try again.');
    await waitFor(() => expect(tooMany).toHaveFocus());
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(sendButton()).toBeEnabled();

    fireEvent.click(sendButton());
    expect(
      await screen.findByText('Your request could not be sent. Please try again.'),
    ).toBeVisible();

    fireEvent.click(sendButton());
    expect(await screen.findByText(SENT)).toBeVisible();
  });

  it("puts the server's complaint beside the field", async () => {
    stubApi({
      'rsvpManage.resendLinks': () => {
        throw new StubError('BAD_REQUEST', 'email: Please enter a valid email address', {
          fieldErrors: { email: ['Please enter a valid email address'] },
        });
      },
    });
    await renderApp({ path: '/manage-rsvp' });
    await expectPageHeading('Manage Your RSVP');
    // Valid for the browser, refused by the server (its rules may be newer than this page).
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(field('Email')).toHaveFocus();
  });

  it('fits a 360 px phone and is sent from the keyboard', async () => {
    setViewportWidth(360);
    const api = stubApi();
    await renderApp({ path: '/manage-rsvp' });
    await expectPageHeading('Manage Your RSVP');
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    // Enter in the field submits the form.
    fireEvent.submit(linksForm());
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([{ email: 'ann@example.com' }]);
  });
});

describe('/manage-rsvp/$token when the link opens nothing', () => {
  it.each([
    ['not valid', 'NOT_FOUND', 'RSVP_LINK_INVALID', 'This Link Is Not Valid'],
    ['expired', 'FORBIDDEN', 'RSVP_LINK_EXPIRED', 'This Event Is Over'],
  ] as const)('offers the links by e-mail when the link is %s', async (_, code, appCode, title) => {
    const api = stubApi({
      'rsvpManage.open': () => {
        throw new StubError(code, 'No RSVP here.', { appCode });
      },
    });
    await renderApp({ path: `/manage-rsvp/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const help = screen.getByRole('region', { name: "Lost your link? We'll e-mail your RSVPs" });
    fireEvent.change(field('Email', help), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(help).getByRole('button', { name: 'Email My Links' }));
    expect(await within(help).findByText(SENT)).toBeVisible();
    expect(api.inputsOf('rsvpManage.resendLinks')).toEqual([{ email: 'ann@example.com' }]);
  });
});
