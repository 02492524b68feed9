import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { aChurch } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { receiptHtml } from './receipt-document';

const owner: Session = {
  user: { id: 5, username: 'grace_admin' },
  churchUser: { churchId: 42, role: 'owner' },
};

const RENEWS = new Date('2027-01-05T12:00:00Z');

type Status = {
  status: string;
  billingPeriod: 'monthly' | 'yearly';
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
};

const running = (change: Partial<Status> = {}): Status => ({
  status: 'active',
  billingPeriod: 'monthly',
  currentPeriodEnd: RENEWS,
  cancelAt: null,
  ...change,
});

const demoReceipt = {
  id: '7',
  number: 'DEMO-000007',
  description: 'Church Partner subscription (monthly)',
  amountCents: 999,
  currency: 'usd',
  paidAt: new Date('2026-12-05T12:00:00Z'),
  billingPeriod: 'monthly',
  periodStart: new Date('2026-12-05T12:00:00Z'),
  periodEnd: RENEWS,
  url: null,
};

/** A server whose subscription changes as the page asks, like the API's. */
function subscriptionServer(handlers: StubHandlers = {}, session: Session | null = owner) {
  let state = running();
  return stubTrpc({
    'auth.user': () => session,
    'billing.config': () => ({ mode: 'demo', publishableKey: null }),
    'billing.status': () => state,
    'billing.receipts': () => [demoReceipt],
    'churches.byId': () => aChurch({ id: 42, name: 'Grace Chapel' }),
    'billing.changePlan': (input) => {
      state = { ...state, billingPeriod: (input as { plan: 'monthly' | 'yearly' }).plan };
      return state;
    },
    'billing.cancel': () => {
      state = { ...state, cancelAt: RENEWS };
      return state;
    },
    'billing.resume': () => {
      state = { ...state, cancelAt: null };
      return state;
    },
    ...handlers,
  });
}

async function openPage() {
  await renderApp({ path: '/subscription' });
  await screen.findByRole('heading', { level: 1, name: 'Subscription' });
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/subscription', () => {
  it('shows the plan and its renewal, and switches to yearly after confirming', async () => {
    const api = subscriptionServer();
    await openPage();

    expect(
      await screen.findByRole('heading', { name: 'Church Partner · Monthly' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$9.99 a month')).toBeInTheDocument();
    expect(screen.getByText('Renews on January 5, 2027.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));
    expect(screen.getByText(/you pay its price now, less the unused part/)).toBeInTheDocument();
    // The confirmation's own button carries the same words; the first one is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Switch to yearly' }));

    expect(
      await screen.findByRole('heading', { name: 'Church Partner · Yearly' }),
    ).toBeInTheDocument();
    expect(api.inputsOf('billing.changePlan')).toEqual([{ churchId: 42, plan: 'yearly' }]);
    expect(await screen.findByText('You are now on the yearly plan.')).toBeInTheDocument();
  });

  it('cancels at the end of the period, shows "Cancels on …", and resumes', async () => {
    const api = subscriptionServer();
    await openPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByText(/It stays active until January 5, 2027 and then ends/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));

    expect(await screen.findByText('Cancels on January 5, 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to yearly' })).not.toBeInTheDocument();
    expect(api.inputsOf('billing.cancel')).toEqual([{ churchId: 42 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Renews on January 5, 2027.')).toBeInTheDocument();
    expect(api.inputsOf('billing.resume')).toEqual([{ churchId: 42 }]);
  });

  it('says what the server refused, keeping the page as it was', async () => {
    subscriptionServer({
      'billing.cancel': () => {
        throw new StubError(
          'CONFLICT',
          'This church has no Church Partner subscription to manage. Subscribe first.',
        );
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));

    expect(
      await screen.findByText(
        'This church has no Church Partner subscription to manage. Subscribe first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Renews on January 5, 2027.')).toBeInTheDocument();
  });

  it('lists receipts and downloads a demo receipt as a printable page', async () => {
    subscriptionServer();
    const created: Blob[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:receipt';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openPage();

    const list = await screen.findByRole('list', { name: 'Receipts' });
    const line = within(list).getByRole('listitem');
    expect(line).toHaveTextContent('December 5, 2026 · $9.99');
    expect(line).toHaveTextContent('Church Partner subscription (monthly) · No. DEMO-000007');
    fireEvent.click(within(line).getByRole('button', { name: 'Download receipt DEMO-000007' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    const html = await created[0]!.text();
    expect(html).toContain('Grace Chapel');
    expect(html).toContain('$9.99');
    expect(html).toContain('DEMO-000007');
  });

  it("offers Stripe's billing page with Stripe keys, and goes there", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = subscriptionServer({
      'billing.config': () => ({ mode: 'stripe', publishableKey: 'pk_test_1' }),
      'billing.receipts': () => [
        {
          ...demoReceipt,
          id: 'in_1',
          number: 'A1B2-0001',
          url: 'https://invoice.stripe.com/i/in_1',
        },
      ],
      'billing.portal': () => ({ url: 'https://billing.stripe.com/p/session/test_1' }),
    });
    await openPage();

    expect(await screen.findByRole('link', { name: 'View receipt A1B2-0001' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing on Stripe' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'),
    );
    expect(api.inputsOf('billing.portal')).toEqual([{ churchId: 42 }]);
  });

  it('offers the checkout to a church with no subscription, and nothing to a member', async () => {
    subscriptionServer({
      'billing.status': () => running({ status: 'unpaid', currentPeriodEnd: null }),
    });
    await openPage();
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/church-checkout?churchId=42',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('tells a member that only owners and officials manage it', async () => {
    subscriptionServer({}, { ...owner, churchUser: { churchId: 42, role: 'member' } });
    await openPage();
    expect(
      screen.getByText('Only owners and officials can manage the Church Partner subscription.'),
    ).toBeInTheDocument();
  });
});

describe('receiptHtml', () => {
  it('escapes what the church wrote', () => {
    const html = receiptHtml({ ...demoReceipt, billingPeriod: 'monthly' }, '<b>St. Ann & Co</b>');
    expect(html).toContain('&lt;b&gt;St. Ann &amp; Co&lt;/b&gt;');
    expect(html).not.toContain('<b>St.');
  });
});
