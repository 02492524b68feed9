import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { SUNDAY_SERIES, sampleEvent } from './event-page-fixtures';

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

  describe('for a series with a cancelled date', () => {
    afterEach(() => vi.useRealTimers());

    it("Google's link leaves the cancelled date out of the series it adds", async () => {
      vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
      const series = sampleEvent({ ...SUNDAY_SERIES, recurrenceExceptions: ['2026-03-15'] });
      const user = userEvent.setup();
      renderWithProviders(<AddToCalendarMenu event={series} />);
      await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
      const menu = within(await screen.findByRole('menu'));
      expect(menu.getByText('Every Sunday until Dec 20, 2026, except Mar 15, 2026')).toBeVisible();
      const google = menu.getByRole('menuitem', { name: /^Google Calendar/ });
      const link = new URL(google.getAttribute('href') ?? '');
      // Sunday 10:00 AM in New York, from the next one (March 8) on, without March 15.
      expect(link.searchParams.get('dates')).toBe('20260308T100000/20260308T130000');
      expect(link.searchParams.get('recur')).toBe(
        'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261221T045959Z\n' +
          'EXDATE;TZID=America/New_York:20260315T100000',
      );
    });
  });
});
