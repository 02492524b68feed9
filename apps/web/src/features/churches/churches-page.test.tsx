import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLink, expectPageHeading } from '../../test/expectations';
import { aChurch, billingStatus, CHURCH_OWNER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';

const page = (
  items = [aChurch(), aChurch({ id: 2, name: 'First Baptist Church' })],
  nextCursor: string | null = null,
) => ({
  items,
  nextCursor,
});

function churchesServer(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => null,
    'churches.list': () => page(),
    ...handlers,
  });
}

/** The list calls' filters, without tRPC's paging fields. */
function filtersSent(api: ReturnType<typeof stubTrpc>) {
  return api.inputsOf('churches.list').map((input) => {
    const { cursor: _cursor, direction: _direction, ...filter } = input as Record<string, unknown>;
    return filter;
  });
}

describe('/churches for a visitor', () => {
  it("pitches 'Why Churches Join' with four benefits and the register call to action", async () => {
    churchesServer();
    await renderApp({ path: '/churches' });

    await expectPageHeading('Why Churches Join');
    for (const benefit of [
      'Grow Your Community',
      'Build Lasting Relationships',
      'Support Network',
      'Track Your Impact',
    ]) {
      expect(screen.getByRole('heading', { name: benefit })).toBeVisible();
    }
    const register = screen.getAllByRole('link', { name: /Register Your Church/ });
    expect(register.length).toBeGreaterThan(0);
    for (const link of register) expect(link).toHaveAttribute('href', '/register-church');
    // The promise the server keeps (docs/adr/0079).
    expect(screen.getByText(/already announced stay up until they take place/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Churches · Huddle'));
  });

  it('lists the churches as cards, with what each badge counts', async () => {
    churchesServer({ 'churches.list': () => page([aChurch({ eventCount: 3 })]) });
    await renderApp({ path: '/churches' });

    const card = await screen.findByRole('article', { name: 'Grace Fellowship Church' });
    expect(within(card).getByText('3 upcoming events')).toBeVisible();
    expectLink('View Events', '/events?church=1', card);
  });

  it('searches on the server with the text and the denomination, kept in the address', async () => {
    const api = churchesServer();
    const { router } = await renderApp({ path: '/churches' });
    await screen.findByRole('article', { name: 'Grace Fellowship Church' });

    fireEvent.change(screen.getByLabelText('Search churches'), { target: { value: ' austin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'austin' }));
    fireEvent.change(screen.getByLabelText('Denomination'), { target: { value: 'Baptist' } });

    await waitFor(() =>
      expect(filtersSent(api).at(-1)).toEqual({ search: 'austin', denomination: 'Baptist' }),
    );
    expect(router.state.location.search).toMatchObject({
      search: 'austin',
      denomination: 'Baptist',
    });
  });

  it("says 'No Churches Found' when nothing matches, and clears the filters", async () => {
    const api = churchesServer({
      'churches.list': (input) =>
        (input as { search?: string }).search ? page([]) : page([aChurch()]),
    });
    await renderApp({ path: '/churches?search=nowhere' });

    expect(await screen.findByRole('heading', { name: 'No Churches Found' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('article', { name: 'Grace Fellowship Church' })).toBeVisible();
    expect(filtersSent(api).at(-1)).toEqual({});
  });

  it('loads more churches with the cursor and moves focus to the first new card', async () => {
    const api = churchesServer({
      'churches.list': (input) =>
        (input as { cursor?: string }).cursor === 'next'
          ? page([aChurch({ id: 3, name: 'Zion Hill Church' })])
          : page([aChurch()], 'next'),
    });
    await renderApp({ path: '/churches' });
    await screen.findByRole('article', { name: 'Grace Fellowship Church' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more churches' }));

    const next = await screen.findByRole('article', { name: 'Zion Hill Church' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more churches' })).toBeNull();
    expect(api.inputsOf('churches.list')).toHaveLength(2);
  });

  it('shows a skeleton while loading and Retry when the list fails', async () => {
    const list = outage(() => page());
    churchesServer({ 'churches.list': list.handler });
    await renderApp({ path: '/churches' });

    await list.retryAfter('Failed to fetch churches');
    expect(await screen.findByRole('article', { name: 'Grace Fellowship Church' })).toBeVisible();
  });

  it('offers the tools and the testimonials under Resources & Tools', async () => {
    churchesServer();
    await renderApp({ path: '/churches?tab=resources' });

    const links = await screen.findAllByRole('link', {
      name: /Open analytics|Visit Sports Mission|Host an event/,
    });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/analytics',
      '/host-event',
      '/sports-mission',
    ]);
    expect(screen.getByRole('region', { name: 'Testimonials from church leaders' })).toBeVisible();
  });
});

describe('/churches for a church that has just paid', () => {
  function partnerServer(
    status: 'active' | 'incomplete',
    church = aChurch({ id: 7, eventCount: 0, amenities: [] }),
  ) {
    return churchesServer({
      'auth.user': () => CHURCH_OWNER,
      'churches.byId': () => church,
      'billing.status': () => billingStatus(status),
    });
  }

  it('greets it with its next steps instead of the pitch', async () => {
    partnerServer('active');
    await renderApp({ path: '/churches' });

    await expectPageHeading('Welcome, Grace Fellowship Church!');
    expect(screen.queryByRole('heading', { name: 'Why Churches Join' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Host your first event' })).toBeVisible();
    expectLink('Host an event', '/host-event');
    expect(screen.getByRole('heading', { name: "Complete your church's details" })).toBeVisible();
    expectLink('Edit church details', '/edit-church/7');
    // The directory is still there below.
    expect(await screen.findByRole('article', { name: 'Grace Fellowship Church' })).toBeVisible();
  });

  it('sends a church whose payment is not active yet to checkout', async () => {
    partnerServer('incomplete');
    await renderApp({ path: '/churches' });

    expect(
      await screen.findByRole('heading', { name: 'Complete your subscription' }),
    ).toBeVisible();
    expectLink('Go to checkout', '/church-checkout?churchId=7');
  });

  it('tells no church to pay when its subscription could not be read', async () => {
    churchesServer({
      'auth.user': () => CHURCH_OWNER,
      'churches.byId': () => aChurch({ id: 7 }),
      'billing.status': () => {
        throw new StubError('INTERNAL_SERVER_ERROR', 'boom');
      },
    });
    await renderApp({ path: '/churches' });

    await expectPageHeading('Welcome, Grace Fellowship Church!');
    expect(screen.getByRole('heading', { name: 'Host your next event' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Complete your subscription' })).toBeNull();
    expect(screen.queryByText(/subscription/)).toBeNull();
  });

  it('does not offer the edit step to a member who may not edit', async () => {
    churchesServer({
      'auth.user': () => ({ ...CHURCH_OWNER, churchUser: { churchId: 7, role: 'member' } }),
      'churches.byId': () => aChurch({ id: 7 }),
      'billing.status': () => billingStatus(),
    });
    await renderApp({ path: '/churches' });

    await screen.findByRole('heading', { name: 'Host your next event' });
    expect(screen.queryByRole('link', { name: 'Edit church details' })).toBeNull();
  });
});
