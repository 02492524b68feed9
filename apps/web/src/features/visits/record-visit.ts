import type { VisitInput } from '@huddle/domain';

export const VISITS_URL = '/api/visits';

type Sender = (body: string) => void;

/**
 * fetch with keepalive (it outlives a page being left, as sendBeacon does) and without cookies:
 * the server reads none for a view, and a request without the session cookie costs it no session
 * lookup. sendBeacon where fetch is missing; the server takes its text/plain body as JSON.
 */
const browserSender: Sender = (body) => {
  if (typeof fetch === 'function') {
    fetch(VISITS_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => {
      // A view that cannot be reported is not worth an error for the visitor.
    });
  } else {
    navigator.sendBeacon?.(VISITS_URL, body);
  }
};

// Tests record nothing unless they plug in a sender and assert on it.
let sender: Sender | null = import.meta.env.MODE === 'test' ? null : browserSender;

/** For tests: where views go (null: nowhere). */
export function setVisitSender(next: Sender | null): void {
  sender = next;
}

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
export function browserOptedOut(nav: Navigator = navigator): boolean {
  const withGpc = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || withGpc.globalPrivacyControl === true;
}

/**
 * Reports one view, after the page has rendered and without waiting for an answer. The server
 * applies the same opt-outs (and ignores bots); asking here saves the request.
 */
export function recordVisit(visit: VisitInput): void {
  if (!sender || browserOptedOut()) return;
  const send = sender;
  const body = JSON.stringify(visit);
  // Off the rendering path: after the browser has painted what the navigation brought.
  setTimeout(() => send(body), 0);
}
