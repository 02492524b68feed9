import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to the five pages of spec §2', async () => {
    await renderWithRouter(<Footer />);

    const footer = screen.getByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Register Your Church', '/register-church'],
      ['Host an Event', '/host-event'],
      ['Find Events', '/events'],
      ['Churches', '/churches'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('shows Help Center, Privacy Policy and Terms of Service as plain text', async () => {
    await renderWithRouter(<Footer />);

    const footer = screen.getByRole('contentinfo');
    for (const text of ['Help Center', 'Privacy Policy', 'Terms of Service']) {
      const element = within(footer).getByText(text);
      expect(element.closest('a')).toBeNull();
      expect(within(footer).queryByRole('link', { name: text })).not.toBeInTheDocument();
    }
  });

  it('carries the tagline and the copyright with the current year', async () => {
    await renderWithRouter(<Footer />);

    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Connecting churches and communities through sports, faith and fellowship.',
      ),
    ).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Huddle. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
