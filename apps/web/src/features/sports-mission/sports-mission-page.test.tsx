import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectLink } from '../../test/expectations';
import { field } from '../../test/fields';
import { aChurch, billingStatus, CHURCH_OWNER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { outage, StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import type { SupportOffer, SupportRequest } from './support-card';

const OUR_CHURCH = aChurch({
  id: 7,
  name: 'Hope Chapel',
  email: 'office@hope.example.org',
  phone: '(512) 555-0100',
});

function anOffer(overrides: Partial<SupportOffer> = {}): SupportOffer {
  return {
    id: 1,
    churchId: 2,
    church: { id: 2, name: 'Grace Fellowship Church', city: 'Austin', state: 'TX' },
    title: 'Portable projector to lend',
    description: 'Borrow it for a watch party; we deliver within Austin.',
    supportType: ['equipment'],
    availability: 'weekdays',
    contactEmail: 'hello@grace.example.org',
    contactPhone: '(512) 555-0142',
    isActive: true,
    createdAt: new Date('2026-02-01T00:00:00Z'),
    ownPost: false,
    ...overrides,
  };
}

function aRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  const { availability: _a, ...offer } = anOffer({ id: 5, title: 'Volunteers for the Super Bowl' });
  return { ...offer, urgency: 'high', supportType: ['volunteers', 'food'], ...overrides };
}

const page = <T,>(items: T[], total = items.length, nextCursor: string | null = null) => ({
  items,
  nextCursor,
  total,
});

function boardServer(handlers: StubHandlers = {}) {
  return stubTrpc({
    'auth.user': () => CHURCH_OWNER,
    'churches.byId': () => OUR_CHURCH,
    'billing.status': () => billingStatus(),
    'support.offers.list': () =>
      page([anOffer(), anOffer({ id: 2, title: 'Chairs', ownPost: true, churchId: 7 })]),
    'support.requests.list': () => page([aRequest()]),
    ...handlers,
  });
}

/**
 * The board once both answers are in: its first card (the list) and the viewer's own church
 * (churches.byId, asked beside it), whose name signs the cards' mail and whose contact starts the
 * create modal's form. The two may arrive a render apart.
 */
async function openBoard(path: string, firstCard: string) {
  const rendered = await renderApp({ path });
  const card = await screen.findByRole('article', { name: firstCard });
  const mail = within(card).getByRole('link', { name: /^(Contact Church|Offer Help)$/ });
  await waitFor(() =>
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(OUR_CHURCH.name),
  );
  return { ...rendered, card };
}

afterEach(() => notifications.clean());

describe('/sports-mission, the boards', () => {
  it('shows the offers with their count, badges, church and contact, and mail buttons', async () => {
    boardServer();
    const { card } = await openBoard('/sports-mission', 'Portable projector to lend');

    expect(screen.getByText('2 support offers')).toBeVisible();
    expect(within(card).getByText('Equipment')).toBeVisible();
    expect(within(card).getByText('Weekdays')).toBeVisible();
    expect(within(card).getByText('Grace Fellowship Church')).toBeVisible();
    expectLink('hello@grace.example.org', 'mailto:hello@grace.example.org', card);
    expectLink('(512) 555-0142', 'tel:+15125550142', card);
    const contact = within(card).getByRole('link', { name: 'Contact Church' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:hello@grace\.example\.org\?subject=/);
    // Signed by the viewer's church.
    expect(decodeURIComponent(contact.getAttribute('href') ?? '')).toContain('Hope Chapel');
    // Only the church's own post can be closed.
    expect(within(card).queryByRole('button', { name: 'Close post' })).toBeNull();
    const ours = screen.getByRole('article', { name: 'Chairs' });
    expect(within(ours).getByRole('button', { name: 'Close post' })).toBeVisible();
    // Its own post offers no mail to itself, and says whose it is.
    expect(within(ours).queryByRole('link', { name: 'Contact Church' })).toBeNull();
    expect(within(ours).getByText('Your post')).toBeVisible();
    expect(within(card).queryByText('Your post')).toBeNull();
  });

  it('offers each availability once: Anytime (every offer), Weekends, Weekdays', async () => {
    const api = boardServer();
    await openBoard('/sports-mission?availability=anytime', 'Portable projector to lend');

    const filter = screen.getByLabelText('Availability');
    const options = within(filter).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Anytime',
      'Weekends',
      'Weekdays',
    ]);
    // An old link's ?availability=anytime is the same choice: no filter.
    expect(filter).toHaveValue('all');
    expect(api.inputsOf('support.offers.list').at(-1)).toMatchObject({ availability: undefined });
    fireEvent.change(filter, { target: { value: 'weekdays' } });
    await waitFor(() =>
      expect(api.inputsOf('support.offers.list').at(-1)).toMatchObject({
        availability: 'weekdays',
      }),
    );
  });

  it("shows requests with 'X Priority' and 'Offer Help', and filters by urgency", async () => {
    const api = boardServer();
    const { router } = await renderApp({ path: '/sports-mission?tab=requests' });

    const card = await screen.findByRole('article', { name: 'Volunteers for the Super Bowl' });
    expect(within(card).getByText('High Priority')).toBeVisible();
    expect(within(card).getByText('Volunteers')).toBeVisible();
    expect(within(card).getByText('Food')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Offer Help' }).getAttribute('href')).toMatch(
      /^mailto:hello@grace\.example\.org\?subject=Offering%20help/,
    );

    fireEvent.change(screen.getByLabelText('Urgency'), { target: { value: 'low' } });
    fireEvent.change(screen.getByLabelText('Type of support'), { target: { value: 'food' } });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        tab: 'requests',
        urgency: 'low',
        supportType: 'food',
      }),
    );
    await waitFor(() =>
      expect(api.inputsOf('support.requests.list').at(-1)).toMatchObject({
        urgency: 'low',
        supportType: 'food',
      }),
    );
  });

  it('says how many are shown of how many, and loads more', async () => {
    boardServer({
      'support.offers.list': (input) =>
        (input as { cursor?: string }).cursor
          ? page([anOffer({ id: 9, title: 'Tables' })], 2)
          : page([anOffer()], 2, 'next'),
    });
    await renderApp({ path: '/sports-mission' });

    expect(await screen.findByText('Showing 1 of 2 support offers')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const next = await screen.findByRole('article', { name: 'Tables' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByText('2 support offers')).toBeVisible();
  });

  it('has loading, empty and error states', async () => {
    const offers = outage(() => page([]));
    boardServer({ 'support.offers.list': offers.handler });
    await renderApp({ path: '/sports-mission' });

    await offers.retryAfter('Failed to load support offers');
    expect(await screen.findByRole('heading', { name: 'No support offers found' })).toBeVisible();
    expect(screen.getByText('0 support offers')).toBeVisible();
  });

  it('tells an unpaid church up front that posting needs the subscription', async () => {
    boardServer({
      'billing.status': () => billingStatus('unpaid'),
    });
    await renderApp({ path: '/sports-mission' });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Subscription Required')).toBeVisible();
    expectLink('Complete Registration', '/church-checkout?churchId=7', notice);

    // Offer Support says so again instead of a form the server would refuse.
    fireEvent.click(screen.getByRole('button', { name: 'Offer Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer Support' });
    expect(within(dialog).getByText('Subscription Required')).toBeVisible();
    expectLink('Complete Registration', '/church-checkout?churchId=7', dialog);
    expect(within(dialog).queryByLabelText(/^Title/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Post Offer' })).toBeNull();
  });
});

describe('/sports-mission, posting', () => {
  async function openOfferModal() {
    await openBoard('/sports-mission', 'Portable projector to lend');
    fireEvent.click(screen.getByRole('button', { name: 'Offer Support' }));
    return screen.findByRole('dialog', { name: 'Offer Support' });
  }

  it("validates the offer with the domain's messages and sends nothing", async () => {
    const api = boardServer();
    const dialog = await openOfferModal();
    // The church's own contact details start the form.
    expect(field('Contact Email', dialog)).toHaveValue('office@hope.example.org');
    fireEvent.change(field('Contact Email', dialog), { target: { value: 'office@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Offer' }));

    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Description is required')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one type of support')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    expect(api.inputsOf('support.offers.create')).toEqual([]);
  });

  it('posts an offer and refreshes the board', async () => {
    const api = boardServer({ 'support.offers.create': (input) => anOffer(input as object) });
    const dialog = await openOfferModal();
    fireEvent.change(field('Title', dialog), { target: { value: 'Sixty folding chairs' } });
    fireEvent.change(field('Description', dialog), { target: { value: 'For any watch party.' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Equipment' }));
    fireEvent.change(field('Availability', dialog), { target: { value: 'weekends' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Offer' }));

    expect(await screen.findByText('Support Offer Posted!')).toBeVisible();
    expect(api.inputsOf('support.offers.create')).toEqual([
      {
        title: 'Sixty folding chairs',
        description: 'For any watch party.',
        supportType: ['equipment'],
        availability: 'weekends',
        contactEmail: 'office@hope.example.org',
        contactPhone: '(512) 555-0100',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.inputsOf('support.offers.list').length).toBeGreaterThan(1));
  });

  it("answers 403 SUBSCRIPTION_REQUIRED with the spec's toast", async () => {
    boardServer({
      'support.requests.create': () => {
        throw new StubError('FORBIDDEN', 'Please complete your subscription.', {
          appCode: 'SUBSCRIPTION_REQUIRED',
        });
      },
    });
    await openBoard('/sports-mission?tab=requests', 'Volunteers for the Super Bowl');
    fireEvent.click(screen.getByRole('button', { name: 'Request Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Support' });
    fireEvent.change(field('Title', dialog), { target: { value: 'Need a projector' } });
    fireEvent.change(field('Description', dialog), { target: { value: 'Ours broke.' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Equipment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Request' }));

    expect(await screen.findByText('Subscription Required')).toBeVisible();
    expect(
      screen.getByText(
        'Please complete your Church Partner subscription to offer or request support',
      ),
    ).toBeVisible();
  });

  it("says 'Failed to create support offer' with the server's reason", async () => {
    boardServer({
      'support.offers.create': () => {
        throw new StubError('BAD_REQUEST', 'title: Title must be at most 120 characters', {
          fieldErrors: { title: ['Title must be at most 120 characters'] },
        });
      },
    });
    const dialog = await openOfferModal();
    fireEvent.change(field('Title', dialog), { target: { value: 'Chairs' } });
    fireEvent.change(field('Description', dialog), { target: { value: 'Sixty of them.' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Food' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Offer' }));

    expect(await screen.findByText('Failed to create support offer')).toBeVisible();
    // The toast and the field's error are rendered apart.
    expect(await within(dialog).findByText('Title must be at most 120 characters')).toBeVisible();
  });

  it('closes its own post after asking', async () => {
    const api = boardServer({
      'support.offers.close': (input) => ({ id: (input as { id: number }).id, isActive: false }),
    });
    await renderApp({ path: '/sports-mission' });
    const ours = await screen.findByRole('article', { name: 'Chairs' });
    fireEvent.click(within(ours).getByRole('button', { name: 'Close post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close offer' }));

    expect(await screen.findByText('Post Closed')).toBeVisible();
    expect(api.inputsOf('support.offers.close')).toEqual([{ id: 2 }]);
  });
});
