import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { field, fill } from '../../test/fields';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

function contactServer(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'contact.details': () => ({ email: 'hello@huddle.example' }),
    'contact.send': () => ({ received: true }),
    ...handlers,
  });
}

const VALID = {
  Name: 'Ana Ruiz',
  Email: 'ana@grace.example.org',
  Subject: 'Hosting a watch party',
  Message: 'Can two churches co-host one watch party?',
};

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

afterEach(() => notifications.clean());

describe('/contact', () => {
  it('shows the side cards of the spec, with the inbox address', async () => {
    contactServer();
    await renderApp({ path: '/contact' });

    expect(await screen.findByRole('link', { name: 'hello@huddle.example' })).toHaveAttribute(
      'href',
      'mailto:hello@huddle.example',
    );
    expect(screen.getByText('Available via email request')).toBeVisible();
    expect(screen.getByText('Serving churches nationwide')).toBeVisible();
    expect(screen.getByText('Monday-Friday 9:00 AM - 6:00 PM ET')).toBeVisible();
    expect(screen.getByText('Saturday-Sunday Closed')).toBeVisible();
    expect(field('Message')).toHaveAttribute('rows', '6');
    await waitFor(() => expect(document.title).toBe('Contact Us · Huddle'));
  });

  it("shows the spec's four messages and sends nothing", async () => {
    const api = contactServer();
    await renderApp({ path: '/contact' });
    fill({ Name: 'A', Email: 'ana@', Subject: 'Hi', Message: 'Too short.' });
    send();

    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Message must be at least 20 characters')).toBeVisible();
    expect(field('Name')).toHaveFocus();
    expect(api.inputsOf('contact.send')).toEqual([]);
  });

  it("sends the message, says 'Message Sent!', and starts again on 'Send Another Message'", async () => {
    const api = contactServer();
    await renderApp({ path: '/contact' });
    fill(VALID);
    send();

    const sent = await screen.findByRole('heading', { name: 'Message Sent!' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(await screen.findByText('Message sent successfully!')).toBeVisible();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    // The honeypot stayed empty, so it is not sent at all.
    expect(api.inputsOf('contact.send')).toEqual([
      {
        name: 'Ana Ruiz',
        email: 'ana@grace.example.org',
        subject: 'Hosting a watch party',
        message: 'Can two churches co-host one watch party?',
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('hides the honeypot from people and sends what a bot typed into it', async () => {
    const api = contactServer();
    await renderApp({ path: '/contact' });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'http://spam.example' } });
    fill(VALID);
    send();

    await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(api.inputsOf('contact.send')[0]).toMatchObject({ website: 'http://spam.example' });
  });

  it("says 'Failed to send message' with the server's reason, or 'Please try again later.'", async () => {
    let error = new StubError(
      'TOO_MANY_REQUESTS',
      'Too many attempts. Please wait a minute and try again.',
    );
    contactServer({
      'contact.send': () => {
        throw error;
      },
    });
    await renderApp({ path: '/contact' });
    fill(VALID);
    send();

    const toast = (await screen.findByText('Failed to send message')).closest(
      '.mantine-Notification-root',
    );
    expect(within(toast as HTMLElement).getByText(/Too many attempts/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull();
    // What was typed stays for another try.
    expect(field('Message')).toHaveValue(VALID.Message);

    error = new StubError('INTERNAL_SERVER_ERROR', 'Internal server error');
    send();
    expect(await screen.findByText('Please try again later.')).toBeVisible();
  });
});
