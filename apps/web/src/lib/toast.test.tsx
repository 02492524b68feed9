import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { showToast } from './toast';

afterEach(() => notifications.clean());

it('replaces the toast on screen at once instead of queueing behind it (one at a time)', async () => {
  renderWithProviders(<p>page</p>);
  showToast({ title: 'Link copied!', message: 'Event link copied to clipboard' });
  expect(await screen.findByText('Link copied!')).toBeVisible();

  showToast({
    title: 'Event Updated!',
    message: 'Your watch party has been successfully updated.',
  });

  expect(await screen.findByText('Event Updated!')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Link copied!')).not.toBeInTheDocument());
});

it('rises from the bottom of the screen, clear of the header and its navigation', async () => {
  renderWithProviders(<p>page</p>);
  showToast({ title: 'RSVP Confirmed!', message: 'See you there' });
  const toast = await screen.findByText('RSVP Confirmed!');
  expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
});
