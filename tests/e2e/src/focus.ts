import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type FocusState = {
  lost: boolean;
  ring: boolean;
  onScreen: boolean;
  element: string;
};

/** Where focus is, whether it is marked (outline or shadow) and whether it is on screen. */
export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return { lost: true, ring: false, onScreen: false, element: String(element?.tagName) };
    }
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) ||
      style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    return { lost: false, ring, onScreen, element: element.outerHTML.slice(0, 160) };
  });
}

/** Focus is somewhere, visibly marked, and on screen. */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const state = await focusState(page);
  expect(state, `focus after ${step}`).toMatchObject({ lost: false, ring: true, onScreen: true });
}

/**
 * Presses Tab until `target` has focus, checking at every stop that focus is visible. Fails
 * after `limit` presses: the target is not reachable by keyboard (or is too far).
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `Tab ${presses + 1} towards ${target}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached in ${limit} presses of Tab`);
}

export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
