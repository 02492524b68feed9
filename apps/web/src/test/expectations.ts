import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Asserts that the page has a link named `name` and that it leads to `href`. */
export function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Waits for the page's title (its h1) named `name`, and asserts that it shows. */
export async function expectPageHeading(name: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
}
