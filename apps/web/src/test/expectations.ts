import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that the page, or the part of it given as `inside` (a card, an alert, a menu), has a
 * link named `name` and that it leads to `href`.
 */
export function expectLink(name: string | RegExp, href: string, inside?: HTMLElement) {
  const scope = inside ? within(inside) : screen;
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Waits for the page's title (its h1) named `name`, and asserts that it shows. */
export async function expectPageHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
}
