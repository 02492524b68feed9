import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_READY_EVENT } from './app-ready';
import { afterFirstPaint, bootAfterPaint, READY_LIMIT_MS, readAppCode } from './boot-after-paint';

const announceAppReady = () => window.dispatchEvent(new Event(APP_READY_EVENT));

const code = { entry: '/assets/index.js', preloads: ['/assets/react.js', '/assets/events.js'] };

/** What the boot script added to the head (kept out of it: the test browser loads no code). */
let added: Node[];
const entryScript = () =>
  added.find((node): node is HTMLScriptElement => node instanceof HTMLScriptElement) ?? null;
const preloads = () =>
  added.flatMap((node) => (node instanceof HTMLLinkElement ? [node.getAttribute('href')] : []));

describe('the boot script of a server-rendered page', () => {
  let pressed: string[];
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    pressed = [];
    frames = [];
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((node): node is Node => typeof node !== 'string'));
    });
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    document.body.innerHTML = `<div id="root">
      <button id="rsvp">RSVP Now</button>
      <button id="full" disabled>Event Full</button>
      <a id="link" href="/churches">Churches</a>
    </div><button id="outside">Outside</button>`;
    for (const id of ['rsvp', 'link', 'outside']) {
      // What the app's own handlers would do; the page's elements are the app's after hydration.
      document.getElementById(id)?.addEventListener('click', (event) => {
        event.preventDefault();
        pressed.push(id);
      });
    }
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    // Each test's boot listens until the app is ready: let it go.
    announceAppReady();
  });

  const paint = () => {
    for (const frame of frames.splice(0)) frame(0);
    vi.runAllTimers();
  };

  /** Boots the page and presses RSVP before the app runs. */
  const bootAndPressRsvp = () => {
    bootAfterPaint(window, code);
    const rsvp = document.getElementById('rsvp') as HTMLButtonElement;
    rsvp.click();
    return rsvp;
  };

  /** The boot script gave the control back: not busy, the held press dropped, a new one let through. */
  const expectLetGo = (rsvp: HTMLButtonElement) => {
    expect(rsvp.hasAttribute('aria-busy')).toBe(false);
    expect(pressed).toEqual([]);
    rsvp.click();
    expect(pressed).toEqual(['rsvp']);
  };

  it('starts the code only after the page has been painted', () => {
    bootAfterPaint(window, code);
    expect(entryScript()).toBeNull();
    paint();
    expect(entryScript()?.getAttribute('src')).toBe('/assets/index.js');
    expect(preloads()).toEqual(['/assets/react.js', '/assets/events.js']);
  });

  it('keeps a control pressed before the app runs, marks it busy, and presses it again once the app is ready', () => {
    const rsvp = bootAndPressRsvp();
    rsvp.click();
    expect(pressed).toEqual([]);
    expect(rsvp.getAttribute('aria-busy')).toBe('true');
    // Pressing starts the code at once, without waiting for the paint.
    expect(entryScript()).not.toBeNull();

    announceAppReady();
    expect(pressed).toEqual(['rsvp']);
    expect(rsvp.hasAttribute('aria-busy')).toBe(false);
    rsvp.click();
    expect(pressed).toEqual(['rsvp', 'rsvp']);
  });

  it('leaves links, disabled controls and what is outside the app alone', () => {
    bootAfterPaint(window, code);
    document.getElementById('link')?.click();
    document.getElementById('outside')?.click();
    document.getElementById('full')?.click();
    expect(pressed).toEqual(['link', 'outside']);
    expect(document.getElementById('full')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('lets go of what it kept when the code cannot load, so the page stays as it was', () => {
    const rsvp = bootAndPressRsvp();
    entryScript()?.dispatchEvent(new Event('error'));
    expectLetGo(rsvp);
  });

  it('lets go of what it kept when the page never says it works (an error page), a while after the code ran', () => {
    const rsvp = bootAndPressRsvp();
    entryScript()?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(READY_LIMIT_MS - 1);
    expect(rsvp.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(1);
    expectLetGo(rsvp);
  });

  it('presses a held control once when the page says it works in time, and not again at the limit', () => {
    bootAndPressRsvp();
    entryScript()?.dispatchEvent(new Event('load'));
    announceAppReady();
    vi.advanceTimersByTime(READY_LIMIT_MS);
    expect(pressed).toEqual(['rsvp']);
  });

  describe('in a browser that dates its paints', () => {
    let observers: { callback: () => void; observing: boolean }[];
    let paints: string[];

    beforeEach(() => {
      observers = [];
      paints = [];
      class PaintObserver {
        static readonly supportedEntryTypes = ['paint'];
        readonly #self: { callback: () => void; observing: boolean };
        constructor(callback: () => void) {
          this.#self = { callback, observing: false };
          observers.push(this.#self);
        }
        observe() {
          this.#self.observing = true;
        }
        disconnect() {
          this.#self.observing = false;
        }
      }
      vi.stubGlobal('PerformanceObserver', PaintObserver);
      vi.spyOn(window.performance, 'getEntriesByType').mockImplementation((type) =>
        type === 'paint' ? paints.map((name) => ({ name }) as PerformanceEntry) : [],
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    /** The first frame reaches the screen. */
    const shown = () => {
      paints.push('first-paint');
      for (const observer of observers.filter((each) => each.observing)) observer.callback();
    };

    it('starts the code when the first frame is shown, not when it is made', () => {
      bootAfterPaint(window, code);
      paint();
      expect(entryScript()).toBeNull();
      shown();
      expect(entryScript()?.getAttribute('src')).toBe('/assets/index.js');
      shown();
      expect(added.filter((node) => node instanceof HTMLScriptElement)).toHaveLength(1);
    });

    it('runs at once on a page already shown', () => {
      paints.push('first-paint');
      const then = vi.fn();
      afterFirstPaint(window, then);
      expect(then).toHaveBeenCalledOnce();
    });
  });

  it('reads the code from its own element, and nothing from an element without it', () => {
    const script = document.createElement('script');
    script.dataset.entry = '/assets/index.js';
    script.dataset.preloads = '/assets/react.js /assets/events.js';
    expect(readAppCode(script)).toEqual(code);
    expect(readAppCode(document.createElement('script'))).toBeNull();
    expect(readAppCode(null)).toBeNull();
  });
});
