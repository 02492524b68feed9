import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for api.stripe.com that the real Stripe SDK talks to through its
 * host/port/protocol options. It implements only what Huddle calls, the way Stripe answers it:
 * form-encoded requests, idempotency keys replayed for 24 hours (here: for the server's life),
 * `expand`, and errors as `{ error: { type, code, message } }`. Tests read `requests` to check
 * parameters and idempotency keys, change subscriptions with `updateSubscription` (as Stripe
 * would after a payment or a failed renewal) and queue failures with `failNext`. Subscription
 * updates (a plan switch invoices the new price at once, less the unused time; cancel at period
 * end and back), paid invoices as receipts, prices by lookup key and Customer Portal
 * configurations and sessions are there for managing a subscription.
 */

export type FakeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body (or query for GET), decoded into nested objects and arrays. */
  params: Params;
};

type Params = { [key: string]: ParamValue };
type ParamValue = string | Params | ParamValue[];

type StripeErrorBody = { type: string; code?: string; message: string; param?: string };
type Failure = { method?: string; pathPrefix?: string; status: number; error: StripeErrorBody };

export type FakePrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number;
  recurring: { interval: 'month' | 'year'; interval_count: number };
  lookup_key: string | null;
  metadata: Record<string, string>;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  start_date: number;
  ended_at: number | null;
  canceled_at: number | null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  latest_invoice: string;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      quantity: number;
      price: FakePrice;
    }[];
  };
};

type FakeInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  number: string;
  description: string | null;
  status: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null };
  hosted_invoice_url: string;
  invoice_pdf: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  /** Only in answers that ask for it with `expand`, as Stripe does ("includable"). */
  confirmation_secret: { client_secret: string; type: 'payment_intent' };
};

const MONTH_SECONDS = 30 * 24 * 3600;
const YEAR_SECONDS = 365 * 24 * 3600;

function periodSeconds(price: FakePrice): number {
  return price.recurring.interval === 'year' ? YEAR_SECONDS : MONTH_SECONDS;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const failures: Failure[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const products = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, FakePrice>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const portalConfigurations = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let clock = Math.floor(Date.now() / 1000);

  const now = () => clock;
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  function addPrice(price: {
    id?: string;
    unitAmount: number;
    interval: 'month' | 'year';
    product?: string;
  }): FakePrice {
    const created: FakePrice = {
      id: price.id ?? id('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      product: price.product ?? 'prod_fake',
      unit_amount: price.unitAmount,
      recurring: { interval: price.interval, interval_count: 1 },
      lookup_key: null,
      metadata: {},
    };
    prices.set(created.id, created);
    return created;
  }

  function getSubscription(subscriptionId: string): FakeSubscription {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`The fake has no subscription ${subscriptionId}`);
    return subscription;
  }

  function addInvoice(invoice: {
    customer: string;
    subscriptionId: string;
    metadata: Record<string, string>;
    amount: number;
    currency: string;
    periodStart: number;
    periodEnd: number;
    description?: string;
    paid?: boolean;
  }): FakeInvoice {
    const invoiceId = id('in');
    const created: FakeInvoice = {
      id: invoiceId,
      object: 'invoice',
      customer: invoice.customer,
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      description: invoice.description ?? null,
      status: invoice.paid ? 'paid' : 'open',
      amount_due: invoice.amount,
      amount_paid: invoice.paid ? invoice.amount : 0,
      currency: invoice.currency,
      created: now(),
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      status_transitions: { paid_at: invoice.paid ? now() : null },
      hosted_invoice_url: `https://invoice.stripe.com/i/${invoiceId}`,
      invoice_pdf: `https://pay.stripe.com/invoice/${invoiceId}/pdf`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: invoice.subscriptionId, metadata: invoice.metadata },
      },
      confirmation_secret: {
        client_secret: `pi_${randomBytes(8).toString('hex')}_secret_${randomBytes(8).toString('hex')}`,
        type: 'payment_intent',
      },
    };
    invoices.set(created.id, created);
    return created;
  }

  function payInvoice(invoice: FakeInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions.paid_at = now();
  }

  /**
   * POST /v1/subscriptions/:id: another price (a new period from now when the interval changes,
   * invoiced at once less the unused time, as `proration_behavior: 'always_invoice'` does),
   * cancel_at_period_end, cancel_at ('' clears it) and metadata.
   */
  function updateSubscription(subscription: FakeSubscription, params: Params): [number, unknown] {
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      return invalid('A canceled subscription can only update its metadata.');
    }
    if (params.cancel_at_period_end !== undefined && params.cancel_at !== undefined) {
      return invalid(
        'You may only specify one of these parameters: cancel_at, cancel_at_period_end.',
      );
    }
    const change = list(params.items)[0];
    if (isParams(change)) {
      const item = subscription.items.data.find((i) => i.id === str(change.id));
      if (!item) return invalid(`No such subscription item: '${str(change.id) ?? ''}'`, 'items');
      const price = prices.get(str(change.price) ?? '');
      if (!price) return notFound(`No such price: '${str(change.price) ?? ''}'`, 'items[0][price]');
      if (price.id !== item.price.id) switchPrice(subscription, item, price, params);
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = str(params.cancel_at_period_end) === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end
        ? Math.max(...subscription.items.data.map((i) => i.current_period_end))
        : null;
    }
    if (params.cancel_at !== undefined) {
      const at = str(params.cancel_at);
      subscription.cancel_at = at ? Number(at) : null;
      subscription.cancel_at_period_end = false;
    }
    Object.assign(subscription.metadata, metadataOf(params));
    return [200, expandSubscription(subscription, params)];
  }

  function switchPrice(
    subscription: FakeSubscription,
    item: FakeSubscription['items']['data'][number],
    price: FakePrice,
    params: Params,
  ) {
    const start = now();
    const sameInterval = price.recurring.interval === item.price.recurring.interval;
    const length = item.current_period_end - item.current_period_start;
    const unused = length > 0 ? Math.max(0, item.current_period_end - start) / length : 0;
    const credit = Math.round(item.price.unit_amount * unused);
    item.price = price;
    if (!sameInterval) {
      item.current_period_start = start;
      item.current_period_end = start + periodSeconds(price);
    }
    if (str(params.proration_behavior) !== 'always_invoice') return;
    const invoice = addInvoice({
      customer: subscription.customer,
      subscriptionId: subscription.id,
      metadata: subscription.metadata,
      amount: Math.max(0, price.unit_amount - credit),
      currency: price.currency,
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      paid: true,
    });
    subscription.latest_invoice = invoice.id;
  }

  function createSubscription(params: Params): [number, unknown] {
    const customer = str(params.customer);
    if (!customer || !customers.has(customer)) {
      return notFound(`No such customer: '${customer ?? ''}'`, 'customer');
    }
    const item = list(params.items)[0];
    if (!isParams(item)) return invalid('Missing required param: items.', 'items');
    let price: FakePrice | undefined;
    if (typeof item.price === 'string') {
      price = prices.get(item.price);
      if (!price) return notFound(`No such price: '${item.price}'`, 'items[0][price]');
    } else if (isParams(item.price_data)) {
      const data = item.price_data;
      const recurring = isParams(data.recurring) ? data.recurring : {};
      const product = str(data.product);
      if (!product || !products.has(product)) {
        return notFound(`No such product: '${product ?? ''}'`, 'items[0][price_data][product]');
      }
      const interval = str(recurring.interval);
      if (interval !== 'month' && interval !== 'year') {
        return invalid('Invalid recurring interval', 'items[0][price_data][recurring][interval]');
      }
      price = addPrice({ unitAmount: Number(str(data.unit_amount)), interval, product });
      price.active = false; // inline prices are archived at once, as Stripe does
    } else {
      return invalid('Each item needs a price or price_data.', 'items[0]');
    }
    const start = now();
    const subscriptionId = id('sub');
    const invoice = addInvoice({
      customer,
      subscriptionId,
      metadata: metadataOf(params),
      amount: price.unit_amount,
      currency: price.currency,
      periodStart: start,
      periodEnd: start + periodSeconds(price),
    });
    const subscription: FakeSubscription = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      // default_incomplete: the first invoice waits for the card, confirmed in the browser.
      status: str(params.payment_behavior) === 'default_incomplete' ? 'incomplete' : 'active',
      created: start,
      start_date: start,
      ended_at: null,
      canceled_at: null,
      cancel_at: null,
      cancel_at_period_end: false,
      metadata: metadataOf(params),
      latest_invoice: invoice.id,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + periodSeconds(price),
            quantity: Number(str(item.quantity) ?? '1'),
            price,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    return [200, expandSubscription(subscription, params)];
  }

  function expandSubscription(subscription: FakeSubscription, params: Params): unknown {
    const expand = list(params.expand).map(String);
    if (!expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'))) {
      return subscription;
    }
    const invoice = invoices.get(subscription.latest_invoice);
    if (!invoice) return subscription;
    const { confirmation_secret, ...plain } = invoice;
    const withSecret = expand.includes('latest_invoice.confirmation_secret');
    return {
      ...subscription,
      latest_invoice:
        withSecret && invoice.status === 'open' ? { ...plain, confirmation_secret } : plain,
    };
  }

  function route(method: string, path: string, params: Params): [number, unknown] {
    const parts = path.split('/').filter(Boolean); // ['v1', 'subscriptions', 'sub_…']
    const [version, resource, objectId] = parts;
    if (version !== 'v1') return notFound(`Unrecognized request URL (${method}: ${path}).`);

    if (resource === 'customers' && method === 'POST' && !objectId) {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now(),
        email: str(params.email) ?? null,
        name: str(params.name) ?? null,
        metadata: metadataOf(params),
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (resource === 'customers' && method === 'GET' && objectId) {
      const customer = customers.get(objectId);
      return customer ? [200, customer] : notFound(`No such customer: '${objectId}'`, 'id');
    }
    if (resource === 'products' && method === 'POST' && !objectId) {
      const productId = str(params.id) ?? id('prod');
      if (products.has(productId)) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_already_exists',
              message: `Product already exists.`,
              param: 'id',
            },
          },
        ];
      }
      const product = {
        id: productId,
        object: 'product',
        name: str(params.name) ?? '',
        active: true,
        metadata: metadataOf(params),
      };
      products.set(productId, product);
      return [200, product];
    }
    if (resource === 'subscriptions' && method === 'POST' && !objectId) {
      return createSubscription(params);
    }
    if (resource === 'prices') return priceRoute(method, objectId, params);
    if (resource === 'invoices' && method === 'GET' && !objectId) {
      // Newest first; of two in the same second, the one made later.
      const found = [...invoices.values()]
        .reverse()
        .filter(
          (invoice) =>
            (!str(params.customer) || invoice.customer === str(params.customer)) &&
            (!str(params.status) || invoice.status === str(params.status)),
        )
        .sort((a, b) => b.created - a.created)
        .map(({ confirmation_secret: _secret, ...invoice }) => invoice);
      return [200, page('/v1/invoices', found, params)];
    }
    if (resource === 'billing_portal') return portalRoute(method, parts.slice(2), params);
    if (resource === 'subscriptions' && objectId) {
      const subscription = subscriptions.get(objectId);
      if (!subscription) return notFound(`No such subscription: '${objectId}'`, 'id');
      if (method === 'GET') return [200, expandSubscription(subscription, params)];
      if (method === 'POST') return updateSubscription(subscription, params);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return invalid(`A canceled subscription can only update its metadata.`);
        }
        Object.assign(subscription, {
          status: subscription.status === 'incomplete' ? 'incomplete_expired' : 'canceled',
          ended_at: now(),
          canceled_at: now(),
        });
        return [200, subscription];
      }
    }
    return notFound(`Unrecognized request URL (${method}: ${path}).`);
  }

  function priceRoute(
    method: string,
    priceId: string | undefined,
    params: Params,
  ): [number, unknown] {
    if (method === 'GET' && priceId) {
      const price = prices.get(priceId);
      return price ? [200, price] : notFound(`No such price: '${priceId}'`, 'id');
    }
    if (method === 'GET') {
      const keys = list(params.lookup_keys).map(String);
      const found = [...prices.values()].filter(
        (price) => price.active && (keys.length === 0 || keys.includes(price.lookup_key ?? '')),
      );
      return [200, page('/v1/prices', found, params)];
    }
    if (method === 'POST' && !priceId) {
      const product = str(params.product);
      if (!product || !products.has(product)) {
        return notFound(`No such product: '${product ?? ''}'`, 'product');
      }
      const recurring = isParams(params.recurring) ? params.recurring : {};
      const interval = str(recurring.interval);
      if (interval !== 'month' && interval !== 'year') {
        return invalid('Invalid recurring interval', 'recurring[interval]');
      }
      const lookupKey = str(params.lookup_key) ?? null;
      if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey)) {
        return invalid(`A price with lookup key '${lookupKey}' already exists.`, 'lookup_key');
      }
      const price = addPrice({ unitAmount: Number(str(params.unit_amount)), interval, product });
      price.lookup_key = lookupKey;
      price.metadata = metadataOf(params);
      return [200, price];
    }
    return notFound(`Unrecognized request URL (${method}: /v1/prices).`);
  }

  function portalRoute(method: string, path: string[], params: Params): [number, unknown] {
    const [kind, objectId] = path;
    if (kind === 'configurations' && method === 'GET' && !objectId) {
      return [
        200,
        page('/v1/billing_portal/configurations', [...portalConfigurations.values()], params),
      ];
    }
    if (kind === 'configurations' && method === 'POST' && !objectId) {
      const configuration = {
        id: id('bpc'),
        object: 'billing_portal.configuration',
        active: true,
        is_default: false,
        created: now(),
        features: params.features ?? {},
        business_profile: params.business_profile ?? {},
        default_return_url: str(params.default_return_url) ?? null,
        metadata: metadataOf(params),
      };
      portalConfigurations.set(configuration.id, configuration);
      return [200, configuration];
    }
    if (kind === 'sessions' && method === 'POST' && !objectId) {
      const customer = str(params.customer);
      if (!customer || !customers.has(customer)) {
        return notFound(`No such customer: '${customer ?? ''}'`, 'customer');
      }
      const configuration = str(params.configuration);
      if (configuration && !portalConfigurations.has(configuration)) {
        return notFound(`No such configuration: '${configuration}'`, 'configuration');
      }
      const sessionId = id('bps');
      return [
        200,
        {
          id: sessionId,
          object: 'billing_portal.session',
          created: now(),
          customer,
          configuration: configuration ?? null,
          return_url: str(params.return_url) ?? null,
          livemode: false,
          url: `https://billing.stripe.com/p/session/test_${sessionId}`,
        },
      ];
    }
    return notFound(`Unrecognized request URL (${method}: /v1/billing_portal/${path.join('/')}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const raw = await readBody(request);
    const params = decodeForm(request.method === 'GET' ? url.searchParams.toString() : raw);
    const method = request.method ?? 'GET';
    const header = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    const send = (status: number, body: unknown, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(body));
    };
    const fingerprint = `${url.pathname} ${raw}`;
    const remember = (status: number, body: unknown) => {
      // Stripe keeps the first answer under a key for 24 hours, failures (even 500s) included.
      if (method === 'POST' && idempotencyKey) {
        idempotent.set(idempotencyKey, { fingerprint, status, body });
      }
      return send(status, body);
    };

    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const failureAt = failures.findIndex(
      (failure) =>
        (!failure.method || failure.method === method) &&
        (!failure.pathPrefix || url.pathname.startsWith(failure.pathPrefix)),
    );
    const earlier =
      method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      return send(earlier.status, earlier.body, true);
    }
    if (failureAt >= 0) {
      const [failure] = failures.splice(failureAt, 1);
      return remember(failure!.status, { error: failure!.error });
    }
    const [status, body] = route(method, url.pathname, params);
    return remember(status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to one path (`/v1/subscriptions`), optionally of one method. */
    requestsTo(path: string, method = 'POST') {
      return requests.filter((request) => request.path === path && request.method === method);
    },
    addPrice,
    subscription: getSubscription,
    /** Customer Portal configurations created so far. */
    portalConfigurations: () => [...portalConfigurations.values()],
    /** What Stripe would do on its side: a payment, a failed renewal, a cancellation. */
    updateSubscription(
      subscriptionId: string,
      change: { status?: string; currentPeriodEnd?: number; endedAt?: number | null },
    ): FakeSubscription {
      const subscription = getSubscription(subscriptionId);
      if (change.status) subscription.status = change.status;
      if (change.endedAt !== undefined) subscription.ended_at = change.endedAt;
      if (change.currentPeriodEnd !== undefined) {
        for (const item of subscription.items.data) {
          item.current_period_start = item.current_period_end;
          item.current_period_end = change.currentPeriodEnd;
        }
      }
      if (change.status && change.status !== 'incomplete') {
        const invoice = invoices.get(subscription.latest_invoice);
        if (invoice && change.status === 'active') payInvoice(invoice);
      }
      return subscription;
    },
    /** A Stripe event around a copy of `object`, as Stripe would POST it to the webhook. */
    event(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
      return {
        id: options.id ?? id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: options.created ?? now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },
    /** Moves the fake's clock (seconds), so objects and events get later `created` times. */
    advanceClock(seconds: number) {
      clock += seconds;
      return clock;
    },
    now,
    /** The next request that matches answers with this error instead. */
    failNext(failure: Failure) {
      failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** One page of a list, as Stripe answers it (`limit` honoured; no cursors needed here). */
function page(url: string, data: unknown[], params: Params) {
  const limit = Number(str(params.limit) ?? '10');
  return { object: 'list', url, has_more: data.length > limit, data: data.slice(0, limit) };
}

function notFound(message: string, param?: string): [number, unknown] {
  return [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message, param } },
  ];
}

function invalid(message: string, param?: string): [number, unknown] {
  return [400, { error: { type: 'invalid_request_error', message, param } }];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `items[0][price_data][currency]=usd` → `{ items: [{ price_data: { currency: 'usd' } }] }`. */
export function decodeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const child = node[segment];
      if (!isParams(child)) node[segment] = {};
      node = node[segment] as Params;
    });
  }
  return arraysFromIndexes(root) as Params;
}

function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromIndexes(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return converted;
}

function isParams(value: ParamValue | undefined): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: ParamValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list(value: ParamValue | undefined): ParamValue[] {
  return Array.isArray(value) ? value : [];
}

function metadataOf(params: Params): Record<string, string> {
  const metadata = params.metadata;
  if (!isParams(metadata)) return {};
  return Object.fromEntries(
    Object.entries(metadata).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
