import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('says 404 Page Not Found as heading and document title, with a link home', async () => {
    await renderWithRouter(<NotFound />, { path: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Huddle'));
  });
});
