import { visitorAddress } from './api-calls.js';
/**
 * A steady, light load on a listening server, as the outage drills need it: every tick one RSVP
 * (REST and tRPC in turn, each with its own address) and one read of the event (REST and tRPC in
 * turn), over real HTTP. Requests are fired on schedule, not one after another, so a slow answer
 * does not slow the load down; every answer is kept for the test to judge.
 */

export type LoadOutcome = {
  kind: 'rsvp' | 'read';
  via: 'rest' | 'trpc';
  /** 0: no HTTP answer at all (refused, reset, or no answer within the timeout). */
  status: number;
  body: unknown;
  /** The RSVP's address. */
  email?: string;
  startedAt: number;
};

type LoadOptions = {
  baseUrl: string;
  eventId: number;
  /** RSVPs a second, and as many reads. */
  perSecond: number;
  /** Unique per run, so two drills on one database never share addresses. */
  tag: string;
};

// Generous: under an outage the server must answer quickly, but a busy machine may be slow.
const REQUEST_TIMEOUT_MS = 20_000;

export function startSteadyLoad(options: LoadOptions) {
  const outcomes: LoadOutcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let tick = 0;

  const fire = (request: () => Promise<LoadOutcome>) => {
    const running = request().then((outcome) => {
      outcomes.push(outcome);
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  const timer = setInterval(() => {
    tick += 1;
    const via = tick % 2 === 0 ? 'rest' : 'trpc';
    fire(() => rsvp(options, via, `${options.tag}-${tick}@example.com`));
    fire(() => read(options, tick % 4 < 2 ? 'rest' : 'trpc'));
  }, 1000 / options.perSecond);

  return {
    outcomes,
    /** Stops the load and waits for the answers still on their way. */
    async stop() {
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      return outcomes;
    },
  };
}

/**
 * Each drill guest is a visitor of their own, arriving through the trusted proxy the drill server
 * names (TRUST_PROXY), so the load stays within each connection's fair share of the seats.
 */
async function rsvp(options: LoadOptions, via: 'rest' | 'trpc', email: string) {
  const submission = { attendeeName: 'Drill Guest', attendeeEmail: email, numberOfGuests: 1 };
  const visitor = { 'x-forwarded-for': visitorAddress() };
  const request =
    via === 'rest'
      ? call(`${options.baseUrl}/api/events/${options.eventId}/rsvp`, 'POST', submission, visitor)
      : call(
          `${options.baseUrl}/trpc/rsvps.create`,
          'POST',
          { json: { ...submission, eventId: String(options.eventId) } },
          visitor,
        );
  return { kind: 'rsvp' as const, via, email, ...(await request) };
}

async function read(options: LoadOptions, via: 'rest' | 'trpc') {
  const input = encodeURIComponent(JSON.stringify({ json: { id: String(options.eventId) } }));
  const request =
    via === 'rest'
      ? call(`${options.baseUrl}/api/events/${options.eventId}`, 'GET')
      : call(`${options.baseUrl}/trpc/events.byId?input=${input}`, 'GET');
  return { kind: 'read' as const, via, ...(await request) };
}

async function call(
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, {
      method,
      ...(body === undefined
        ? { headers }
        : {
            body: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...headers },
          }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text), startedAt };
  } catch (error) {
    return { status: 0, body: String(error), startedAt };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
