import { fireEvent, screen } from '@testing-library/react';
import superjson from 'superjson';
import { expect, vi } from 'vitest';

/** tRPC's JSON-RPC code and HTTP status per error code (as @trpc/server maps them). */
const ERROR_CODES = {
  BAD_REQUEST: [-32600, 400],
  UNAUTHORIZED: [-32001, 401],
  FORBIDDEN: [-32003, 403],
  NOT_FOUND: [-32004, 404],
  CONFLICT: [-32009, 409],
  PRECONDITION_REQUIRED: [-32028, 428],
  TOO_MANY_REQUESTS: [-32029, 429],
  INTERNAL_SERVER_ERROR: [-32603, 500],
  BAD_GATEWAY: [-32603, 502],
} as const;

type ErrorCode = keyof typeof ERROR_CODES;

/** Thrown by a stub handler: the stub answers with a tRPC error shaped like the API's. */
export class StubError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { appCode?: string; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
  }
}

type Handler = (input: unknown) => unknown;
export type StubHandlers = Record<string, Handler>;

export type StubCall = { path: string; input: unknown };

function errorItem(path: string, error: StubError) {
  const [jsonRpcCode, httpStatus] = ERROR_CODES[error.code];
  return {
    error: superjson.serialize({
      message: error.message,
      code: jsonRpcCode,
      data: {
        code: error.code,
        httpStatus,
        path,
        appCode: error.extra.appCode ?? error.code,
        fieldErrors: error.extra.fieldErrors,
      },
    }),
  };
}

/**
 * Stands in for the API over `fetch`, the way the browser talks to it: tRPC's batch link with
 * superjson. Each procedure path maps to a handler that returns the answer (or a promise of it)
 * or throws a StubError. A path without a handler fails the test loudly.
 */
export function stubTrpc(stubbed: StubHandlers) {
  // The header asks every page for a church user's unread notifications and subscription; a
  // test that is about something else gets none and a paying church, a test about them stubs them.
  const handlers: StubHandlers = {
    'notifications.unreadCount': () => ({ unread: 0 }),
    'billing.status': () => ({
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodEnd: null,
    }),
    ...stubbed,
  };
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const address = new URL(url instanceof Request ? url.url : String(url), 'http://localhost');
    const paths = decodeURIComponent(address.pathname.replace(/^\/trpc\//, '')).split(',');
    const rawInputs: Record<string, unknown> =
      init?.method === 'POST'
        ? JSON.parse(String(init.body ?? '{}'))
        : JSON.parse(address.searchParams.get('input') ?? '{}');

    const items = await Promise.all(
      paths.map(async (path, index) => {
        const raw = rawInputs[index] as Parameters<typeof superjson.deserialize>[0] | undefined;
        const input = raw === undefined ? undefined : superjson.deserialize(raw);
        calls.push({ path, input });
        const handler = handlers[path];
        if (!handler) throw new Error(`The test has no stub for ${path}`);
        try {
          return { result: { data: superjson.serialize(await handler(input)) } };
        } catch (error) {
          if (error instanceof StubError) return errorItem(path, error);
          throw error;
        }
      }),
    );
    return Response.json(items);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The inputs sent to one procedure, in order. */
    inputsOf: (path: string) => calls.filter((call) => call.path === path).map((c) => c.input),
  };
}

/** A promise the test settles when it wants: to hold a call pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A procedure that is down: its handler throws `error` (a server error unless given) until the
 * test calls `recover()`, then answers with `answer`. For an error state and its Retry.
 */
export function outage(
  answer: Handler,
  error = new StubError('INTERNAL_SERVER_ERROR', 'Internal server error'),
) {
  let down = true;
  const recover = () => {
    down = false;
  };
  return {
    handler: (input: unknown) => {
      if (down) throw error;
      return answer(input);
    },
    recover,
    /** Waits for the error state that says `message`, recovers and presses Retry. */
    async retryAfter(message: string) {
      expect(await screen.findByText(message)).toBeVisible();
      recover();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    },
  };
}
