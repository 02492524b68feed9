import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVisitorTimeZone } from '../../lib/use-visitor-time-zone';
import { anEvent } from '../../test/fixtures';
import { renderApp, renderWithRouter } from '../../test/render';
import { EventCard } from './event-card';
import { sampleEvent, stubEventApi } from './event-page-fixtures';
import classes from './your-time.module.css';

/** The browser reports `timeZone` as the visitor's zone (Intl's resolved options). */
function visitFrom(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}

/** An evening at 7:00 PM in Arizona, which keeps standard time all year. */
function arizonaEvening(datetime: string) {
  return anEvent({ datetime: new Date(datetime), timezone: 'America/Phoenix' });
}

/** The text on screen: what only a screen reader hears left out. */
function shownText(element: HTMLElement): string {
  return textWithout(element, `.${classes.spoken}`);
}

/** The text a screen reader reads: what is hidden from it left out. */
function spokenText(element: HTMLElement): string {
  return textWithout(element, '[aria-hidden="true"]');
}

function textWithout(element: HTMLElement, selector: string): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const left of copy.querySelectorAll(selector)) left.remove();
  return copy.textContent ?? '';
}

function VisitorZone() {
  return <output>{useVisitorTimeZone() ?? 'unknown'}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the time in the visitor own zone', () => {
  it('is unknown on the server and in the first render, so prerendered pages hydrate as sent', () => {
    visitFrom('America/Denver');
    expect(renderToString(<VisitorZone />)).toContain('unknown');
    render(<VisitorZone />);
    expect(screen.getByRole('status')).toHaveTextContent('America/Denver');
  });

  it('takes over a server-rendered page as sent, then shows the zone', async () => {
    visitFrom('America/Denver');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VisitorZone />);
    document.body.append(container);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, <VisitorZone />, { onRecoverableError: mismatches });
    });
    expect(container).toHaveTextContent('America/Denver');
    expect(mismatches).not.toHaveBeenCalled();
    container.remove();
  });

  it('joins a card when the visitor clock reads otherwise on the event date (July)', async () => {
    visitFrom('America/Denver');
    await renderWithRouter(<EventCard event={arizonaEvening('2099-07-11T02:00:00Z')} />);

    const card = within(await screen.findByRole('article'));
    const line = card.getByText('Fri, Jul 10, 2099 at 7:00 PM Arizona');
    expect(shownText(line)).toBe('Fri, Jul 10, 2099 at 7:00 PM Arizona · 8:00 PM your time');
    // One sentence for a screen reader instead of the '·'-joined pair.
    expect(spokenText(line)).toBe(
      'Fri, Jul 10, 2099 at 7:00 PM Arizona time, which is 8:00 PM your time',
    );
  });

  it('stays a single time on a card when both clocks agree that day (January)', async () => {
    visitFrom('America/Denver');
    await renderWithRouter(<EventCard event={arizonaEvening('2099-01-16T02:00:00Z')} />);

    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Thu, Jan 15, 2099 at 7:00 PM Arizona')).toBeVisible();
    expect(card.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("shows both times on the event page to a visitor in another zone, one in the event's", async () => {
    visitFrom('America/Los_Angeles');
    stubEventApi(sampleEvent());
    const page = await renderApp({ path: '/events/12' });
    await screen.findByRole('heading', { level: 1 });

    const main = within(screen.getByRole('main'));
    expect(main.getByText('3:30 PM your time')).toBeVisible();
    const when = main.getByText('Date & Time', { selector: 'dt *' }).closest('div') as HTMLElement;
    expect(shownText(when)).toBe(
      'Date & TimeSunday, February 8, 20996:30 PM Eastern3:30 PM your time',
    );
    expect(spokenText(when)).toBe(
      'Date & TimeSunday, February 8, 20996:30 PM Eastern time, which is 3:30 PM your time',
    );
    page.unmount();

    vi.restoreAllMocks();
    visitFrom('America/New_York');
    await renderApp({ path: '/events/12' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('main')).getByText('6:30 PM')).toBeVisible();
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });
});

describe('directions to the host church', () => {
  it('links the address to a maps search for it, in a new tab, saying where it goes', async () => {
    stubEventApi(sampleEvent());
    await renderApp({ path: '/events/12' });

    const card = within(await screen.findByRole('region', { name: 'Grace Community Church' }));
    const link = card.getByRole('link', {
      name: 'Directions to Grace Community Church, 100 Main St, Austin, TX 78701 (opens in a new tab)',
    });
    expect(link).toHaveTextContent('100 Main St, Austin, TX 78701');
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=100+Main+St%2C+Austin%2C+TX+78701',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
