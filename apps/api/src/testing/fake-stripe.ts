import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for api.stripe.com that the real Stripe SDK talks to through its
 * host/port/protocol options. It implements only what Huddle calls, the way Stripe answers it:
 * form-encoded requests, idempotency keys replayed for 24 hours (here: for the server's life),
 * `expand`, and errors as `{ error: { type, code, message } }`. Tests read `requests` to check
 * parameters and idempotency keys, change subscriptions with `updateSubscription` (as Stripe
 * would after a payment or a failed renewal) and queue failures with `failNext`.
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
  status: string;
  amount_due: number;
  currency: string;
  created: number;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  /** Only in answers that ask for it with `expand`, as Stripe does ("includable"). */
  confirmation_secret: { client_secret: string; type: 'payment_intent' };
};

const MONTH_SECONDS = 30 * 24 * 3600;
const YEAR_SECONDS = 365 * 24 * 3600;

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const failures: Failure[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const products = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, FakePrice>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
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
    const invoice: FakeInvoice = {
      id: id('in'),
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: price.unit_amount,
      currency: price.currency,
      created: start,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: metadataOf(params) },
      },
      confirmation_secret: {
        client_secret: `pi_${randomBytes(8).toString('hex')}_secret_${randomBytes(8).toString('hex')}`,
        type: 'payment_intent',
      },
    };
    invoices.set(invoice.id, invoice);
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
            current_period_end:
              start + (price.recurring.interval === 'year' ? YEAR_SECONDS : MONTH_SECONDS),
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
    if (resource === 'subscriptions' && objectId) {
      const subscription = subscriptions.get(objectId);
      if (!subscription) return notFound(`No such subscription: '${objectId}'`, 'id');
      if (method === 'GET') return [200, expandSubscription(subscription, params)];
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
        if (invoice && change.status === 'active') invoice.status = 'paid';
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
