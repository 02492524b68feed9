import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { StubError, stubTrpc } from '../../test/trpc-stub';
import { sampleChurch, sampleEvent } from '../events/event-page-fixtures';

function stubChurchApi(events = [sampleEvent()]) {
  return stubTrpc({
    'auth.user': () => null,
    'churches.byId': (input) => {
      if ((input as { id: number }).id !== sampleChurch.id)
        throw new StubError('NOT_FOUND', 'Church not found.');
      return sampleChurch;
    },
    'events.list': () => ({ items: events, nextCursor: null }),
  });
}

describe('/churches/{id}', () => {
  it("shows the church, its events to come, directions, its calendar and its website's snippet", async () => {
    const api = stubChurchApi();
    await renderApp({ path: '/churches/3' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grace Community Church' }),
    ).toBeVisible();
    expect(api.inputsOf('events.list')).toEqual([expect.objectContaining({ church: 3 })]);
    expect(await screen.findByRole('link', { name: 'Super Bowl Watch Party' })).toBeVisible();

    const visit = within(screen.getByRole('region', { name: 'Visit' }));
    expect(
      visit.getByRole('link', {
        name: 'Directions to Grace Community Church, 100 Main St, Austin, TX 78701 (opens in a new tab)',
      }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=100+Main+St%2C+Austin%2C+TX+78701',
    );

    const subscribe = within(screen.getByRole('region', { name: 'Subscribe to this calendar' }));
    expect(subscribe.getByRole('link', { name: /Apple Calendar/ })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/churches/3/calendar.ics`,
    );

    const embed = within(screen.getByRole('region', { name: "On your church's website" }));
    expect(embed.getByLabelText('Embed code')).toHaveTextContent('data-huddle-church="3"');
    expect(document.title).toBe('Grace Community Church · Huddle');
  });

  it('says when the church has nothing scheduled', async () => {
    stubChurchApi([]);
    await renderApp({ path: '/churches/3' });
    expect(await screen.findByText('No upcoming events')).toBeVisible();
  });

  it('says when there is no such church', async () => {
    stubChurchApi();
    await renderApp({ path: '/churches/99' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Church Not Found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse churches' })).toBeVisible();
  });
});
