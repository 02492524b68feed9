import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { sampleEvent } from './event-page-fixtures';

const CHOICES = ['Google Calendar', 'Outlook', 'Yahoo Calendar', 'Apple Calendar / Other'];

function renderMenu() {
  renderWithProviders(<AddToCalendarMenu event={sampleEvent()} />);
  return screen.getByRole('button', { name: 'Add to Calendar' });
}

async function openedMenu() {
  const menu = within(await screen.findByRole('menu'));
  expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(CHOICES);
  return menu;
}

describe('Add to Calendar', () => {
  it('is a plain button saying it opens a menu until it is first pressed', () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the calendar choices on the first click', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    const menu = await openedMenu();
    expect(menu.getByRole('menuitem', { name: 'Apple Calendar / Other' })).toHaveAttribute(
      'href',
      '/api/events/12/calendar.ics',
    );
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it.each(['{Enter}', ' '])(
    'opens on the first %s from the keyboard and returns focus to the button',
    async (key) => {
      const user = userEvent.setup();
      renderMenu();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Add to Calendar' })).toHaveFocus();
      await user.keyboard(key);
      await openedMenu();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      const button = screen.getByRole('button', { name: 'Add to Calendar' });
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    },
  );

  it('closes and opens again like any menu once mounted', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    await openedMenu();
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await openedMenu();
  });
});
