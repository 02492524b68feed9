import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session';
import { expectLink } from '../../test/expectations';
import { aChurch, billingStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { StubError, type StubHandlers, stubTrpc } from '../../test/trpc-stub';
import { PENDING_CHURCH_KEY } from './pending-church';
import type { StripePaymentProps } from './stripe-payment';

// Stripe.js must never be needed by tests (STACK pitfall 11): a stand-in takes the card step.
const stripeProps = vi.hoisted(() => ({ last: null as StripePaymentProps | null }));
vi.mock('./stripe-payment', () => ({
  StripePayment: (props: StripePaymentProps) => {
    stripeProps.last = props;
    return (
      <button type="button" onClick={props.onPaid}>
        Pay with test card
      </button>
    );
  },
}));

const owner: Session = {
  user: { id: 5, username: 'grace_admin' },
  churchUser: { churchId: 42, role: 'owner' },
};

function checkoutServer(handlers: StubHandlers = {}, session: Session | null = owner) {
  return stubTrpc({
    'auth.user': () => session,
    'billing.config': () => ({ mode: 'demo', publishableKey: null }),
    'billing.createSubscription': () => ({
      status: 'incomplete',
      clientSecret: null,
      mode: 'demo',
    }),
    'billing.completeDemoPayment': () => ({
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
      mode: 'demo',
    }),
    // /churches, where a paid church lands, greets it with its church and the directory. Without
    // these its calls fail, and tRPC's shared batch can carry that failure into the next test.
    'churches.byId': () => aChurch({ id: 42 }),
    'churches.list': () => ({ items: [], nextCursor: null }),
    'billing.status': () => billingStatus(),
    ...handlers,
  });
}

/** Stripe mode: creating the subscription answers `clientSecret` for the card form. */
function stripeHandlers(clientSecret: string | null): StubHandlers {
  return {
    'billing.config': () => ({ mode: 'stripe', publishableKey: 'pk_test_123' }),
    'billing.createSubscription': () => ({ status: 'incomplete', clientSecret, mode: 'stripe' }),
  };
}

async function openCheckout(path = '/church-checkout?churchId=42') {
  const rendered = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Church Partner Subscription' });
  return rendered;
}

/** The error on the page (the toast is an alert too). */
async function inlineError() {
  const link = await screen.findByRole('link', { name: 'Back to registration' });
  return link.closest<HTMLElement>('[role="alert"]')!;
}

function continueToPayment() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

beforeEach(() => {
  window.localStorage.clear();
  stripeProps.last = null;
});

afterEach(() => {
  notifications.clean();
});

describe('/church-checkout', () => {
  it('says so when there is no church to pay for, with a link to register', async () => {
    checkoutServer({}, { user: { id: 9, username: 'new_user' }, churchUser: null });
    await openCheckout('/church-checkout');

    expect(
      screen.getByText('No church registration found. Please register your church first.'),
    ).toBeVisible();
    expectLink('Register your church', '/register-church');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Church Partner Checkout · Huddle'));
  });

  it('sends a signed-out visitor to log in first, and back here afterwards', async () => {
    checkoutServer({}, null);
    const { router } = await renderApp({ path: '/church-checkout?churchId=42' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.matches.at(-1)?.search).toEqual({
      redirect: '/church-checkout?churchId=42',
    });
  });

  it('offers monthly (chosen) and yearly with its saving, from the domain prices', async () => {
    checkoutServer();
    await openCheckout();

    const monthly = screen.getByRole('radio', { name: /^Monthly/ });
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    expect(yearly).toHaveAttribute('aria-checked', 'false');
    expect(within(monthly).getByText('$9.99')).toBeVisible();
    expect(within(monthly).getByText('/month')).toBeVisible();
    expect(within(yearly).getByText('$100')).toBeVisible();
    expect(within(yearly).getByText('/year')).toBeVisible();
    expect(within(yearly).getByText('Save 17%')).toBeVisible();
    expect(within(yearly).getByText('2 months free')).toBeVisible();
    expect(within(monthly).queryByText('Save 17%')).not.toBeInTheDocument();

    fireEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-checked', 'true');
  });

  it('completes a demo payment for the chosen plan and goes to /churches', async () => {
    window.localStorage.setItem(PENDING_CHURCH_KEY, '42');
    const api = checkoutServer();
    const { router } = await openCheckout('/church-checkout');

    fireEvent.click(screen.getByRole('radio', { name: /^Yearly/ }));
    continueToPayment();
    expect(
      await screen.findByRole('heading', { name: 'Demo billing — no card will be charged' }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Complete demo payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/churches'));
    expect(await screen.findByText('Payment Successful!')).toBeVisible();
    expect(api.inputsOf('billing.createSubscription')).toEqual([
      { churchId: 42, plan: 'church_partner', billingPeriod: 'yearly' },
    ]);
    expect(api.inputsOf('billing.completeDemoPayment')).toEqual([{ churchId: 42 }]);
    expect(window.localStorage.getItem(PENDING_CHURCH_KEY)).toBeNull();
    expect(stripeProps.last).toBeNull();
  });

  it('tells the user a subscription is already active and goes to /churches', async () => {
    window.localStorage.setItem(PENDING_CHURCH_KEY, '42');
    const api = checkoutServer({
      'billing.createSubscription': () => ({
        status: 'active',
        clientSecret: null,
        mode: 'stripe',
      }),
    });
    const { router } = await openCheckout();

    continueToPayment();

    await waitFor(() => expect(router.state.location.pathname).toBe('/churches'));
    expect(await screen.findByText('Subscription Active')).toBeVisible();
    expect(screen.getByText('Your Church Partner subscription is already active.')).toBeVisible();
    expect(api.inputsOf('billing.completeDemoPayment')).toEqual([]);
    expect(window.localStorage.getItem(PENDING_CHURCH_KEY)).toBeNull();
  });

  it('takes the card through Stripe, then waits for activation', async () => {
    // Where each status call came from: the header asks as the page opens, and /churches, where
    // the paid church lands, asks for its own greeting (PartnerWelcome); neither is the polling.
    const askedFrom: string[] = [];
    const polls = () => askedFrom.filter((path) => path === '/church-checkout').length;
    let currentPath = () => '';
    checkoutServer({
      ...stripeHandlers('pi_123_secret_456'),
      'billing.status': () => {
        askedFrom.push(currentPath());
        return {
          // The webhook lands between the checkout's first and second ask.
          status: polls() < 2 ? 'incomplete' : 'active',
          billingPeriod: 'monthly',
          currentPeriodEnd: null,
        };
      },
    });
    const { router } = await openCheckout();
    currentPath = () => router.state.location.pathname;

    continueToPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with test card' }));
    expect(stripeProps.last).toMatchObject({
      publishableKey: 'pk_test_123',
      clientSecret: 'pi_123_secret_456',
      submitLabel: 'Pay $9.99',
    });

    expect(await screen.findByText('Activating your subscription…')).toBeVisible();
    // The page asks again after its real 2 s interval; a busy machine may add seconds to that.
    await waitFor(() => expect(router.state.location.pathname).toBe('/churches'), {
      timeout: 10_000,
    });
    // Asked until active (twice), then no more.
    expect(polls()).toBe(2);
  });

  it("shows 'Failed to initialize payment' when the subscription cannot be created", async () => {
    checkoutServer({
      'billing.createSubscription': () => {
        throw new StubError('FORBIDDEN', 'You can only manage billing for your own church.');
      },
    });
    await openCheckout();

    continueToPayment();

    const alert = await inlineError();
    expect(within(alert).getByText('Payment Error')).toBeVisible();
    expect(
      within(alert).getByText('Failed to initialize payment. Please try again.'),
    ).toBeVisible();
    expect(
      within(alert).getByText('You can only manage billing for your own church.'),
    ).toBeVisible();
    expectLink('Back to registration', '/register-church', alert);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  it("shows 'Unable to initialize payment' when Stripe mode gives no client secret", async () => {
    checkoutServer(stripeHandlers(null));
    await openCheckout();

    continueToPayment();

    const alert = await inlineError();
    expect(
      within(alert).getByText('Unable to initialize payment. Please try again.'),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Back to registration' })).toBeVisible();
    expect(stripeProps.last).toBeNull();
  });

  it("reports a card the provider declined as 'Payment Failed' with its message", async () => {
    checkoutServer(stripeHandlers('pi_1_secret_2'));
    await openCheckout();

    continueToPayment();
    await screen.findByRole('button', { name: 'Pay with test card' });
    act(() =>
      stripeProps.last?.onFailed({ title: 'Payment Failed', message: 'Your card was declined.' }),
    );

    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    // The card form stays for another try.
    expect(screen.getByRole('button', { name: 'Pay with test card' })).toBeVisible();
  });
});
