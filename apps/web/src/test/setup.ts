import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DESKTOP, setViewportWidth } from './viewport';

// findBy…/waitFor wait up to 1 s by default, which a busy 2-core machine shared by several test
// runs overshoots now and then; a missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs that Mantine uses and happy-dom lacks or only half implements.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

Element.prototype.scrollIntoView = () => {};

// Textarea `autosize` listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// This file runs before each test file, and the files share one window and module graph
// (vitest.config.ts, isolate: false): what one file stored or toasted is not the next one's.
document.body.replaceChildren();
window.localStorage.clear();
window.sessionStorage.clear();
notifications.clean();

beforeEach(() => {
  setViewportWidth(DESKTOP);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The parts whose code loads when first shown (lib/lazy-part.tsx) are the parts themselves here:
// the tests of a page read its form at once after opening it. lib/lazy-part.test.tsx tests the
// loading, and the browser journeys the page as shipped.
vi.mock('../features/events/lazy-rsvp-form', async () => ({
  RsvpForm: (await import('../features/events/rsvp-form')).RsvpForm,
}));
vi.mock('../features/manage-rsvp/lazy-resend-links-form', async () => ({
  ResendLinksForm: (await import('../features/manage-rsvp/resend-links-form')).ResendLinksForm,
}));
