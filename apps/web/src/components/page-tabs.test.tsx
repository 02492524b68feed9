import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type PageTab, PageTabs } from './page-tabs';

type Tab = 'games' | 'events' | 'churches';
const TABS: readonly PageTab<Tab>[] = [
  { value: 'games', label: 'Watch Parties', icon: null },
  { value: 'events', label: 'Church Events', icon: null },
  { value: 'churches', label: 'Browse Churches', icon: null },
];

function Page({ initial = 'games' as Tab }) {
  const [tab, setTab] = useState<Tab>(initial);
  return (
    <PageTabs tabs={TABS} value={tab} onChange={setTab} label="Event lists">
      <p>The {tab} list</p>
    </PageTabs>
  );
}

describe('PageTabs', () => {
  it('names the list, marks the open tab and shows its panel, labelled by it', () => {
    render(<Page initial="events" />);

    expect(screen.getByRole('tablist', { name: 'Event lists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Church Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Watch Parties' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Church Events' });
    expect(panel).toHaveTextContent('The events list');
    expect(screen.getByRole('tab', { name: 'Church Events' })).toHaveAttribute(
      'aria-controls',
      panel.id,
    );
  });

  it('opens a tab on a press', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('tab', { name: 'Browse Churches' }));

    expect(screen.getByRole('tabpanel')).toHaveTextContent('The churches list');
    expect(screen.getByRole('tab', { name: 'Browse Churches' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is one stop for Tab, and the arrows, Home and End move and open, round the ends', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Watch Parties' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Church Events' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The events list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Browse Churches' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Watch Parties' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The churches list');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The games list');
    // Only the open tab is in the page's tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it("takes over the server's HTML as it is, and works", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page initial="events" />);
    document.body.append(container);
    const sent = container.querySelector('[role="tab"][aria-selected="false"]');
    const errors = vi.fn();

    await act(async () => {
      hydrateRoot(container, <Page initial="events" />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.contains(sent)).toBe(true);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Watch Parties' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The games list');
    container.remove();
  });
});
