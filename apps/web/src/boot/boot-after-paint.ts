import { APP_READY_EVENT } from './app-ready';

/** The app's code, as the document names it for the boot script (src/server/document.ts). */
export type AppCode = { entry: string; preloads: string[] };

/**
 * What does nothing until the app runs. Links, text fields and selection need no code and are
 * left alone: a link opens its (server-rendered) page and typing goes into the field.
 */
const CONTROLS =
  'button, [role="button"], [role="tab"], [role="combobox"], [aria-haspopup], summary, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * How long a page may take, once the app's code has run, to announce that it works. A page that
 * never does (the app showed its error page instead) would leave a held control busy for good:
 * after this it is let go, as it was.
 */
export const READY_LIMIT_MS = 10_000;

export function readAppCode(script: Element | null): AppCode | null {
  if (!(script instanceof HTMLElement)) return null;
  const { entry, preloads = '' } = script.dataset;
  return entry ? { entry, preloads: preloads.split(' ').filter(Boolean) } : null;
}

/** Fetches the app's modules and runs its entry; then calls `ran`, or `failed` if it cannot load. */
function loadApp(doc: Document, code: AppCode, ran: () => void, failed: () => void): void {
  for (const href of code.preloads) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = code.entry;
  script.addEventListener('load', ran, { once: true });
  script.addEventListener('error', failed, { once: true });
  doc.head.append(script);
}

/**
 * A server-rendered page is there to read before any code runs, so the app's code starts only
 * after the browser has painted it: the code then never competes with the first paint, its fonts
 * and images on a slow phone. A control pressed before the app has taken over would do nothing;
 * it is kept (marked busy) and pressed again, for the visitor, as soon as the app runs, and
 * pressing one starts the code at once if it has not started yet. Held controls are let go if the
 * code cannot load, or if the page has not announced it works READY_LIMIT_MS after the code ran.
 */
export function bootAfterPaint(win: typeof window, code: AppCode): void {
  const doc = win.document;
  const held: HTMLElement[] = [];
  let started = false;

  const release = (pressAgain: boolean) => {
    doc.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) {
      control.removeAttribute('aria-busy');
      control.style.removeProperty('cursor');
      if (pressAgain && control.isConnected) control.click();
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    // Without the app nothing would ever press them: let the page be as it is.
    loadApp(
      doc,
      code,
      () => win.setTimeout(() => release(false), READY_LIMIT_MS),
      () => release(false),
    );
  };
  function hold(event: Event) {
    const target = event.target;
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
    if (!control?.closest('#root') || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) {
      held.push(control);
      control.setAttribute('aria-busy', 'true');
      control.style.cursor = 'progress';
    }
    start();
  }

  doc.addEventListener('click', hold, true);
  win.addEventListener(APP_READY_EVENT, () => release(true), { once: true });
  afterFirstPaint(win, start);
}

/**
 * Calls `then` once the page's first frame is on the screen. A frame callback and the task after
 * it run when the frame is made, tens of milliseconds before the screen shows it; code asked for
 * then would still share the network with the first paint. The paint timing entries are dated when
 * the frame is shown, so their observer is told after that. Where a browser has none, a frame and
 * the task after it is as near as it can tell.
 */
export function afterFirstPaint(win: typeof window, then: () => void): void {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(then, 0));
  } else if (win.performance.getEntriesByType('paint').length > 0) {
    then();
  } else {
    observeFirstPaint(win, then);
  }
}

function observeFirstPaint(win: typeof window, then: () => void): void {
  const observer = new win.PerformanceObserver(() => {
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
}
