import { fireEvent, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The field labelled `label`, exactly: a required field's label ends with an asterisk. */
export function field(label: string, container: HTMLElement = document.body) {
  return within(container).getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

/** Types each value into the field of its label. */
export function fill(values: Record<string, string>, container?: HTMLElement) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label, container), { target: { value } });
  }
}

/**
 * Asserts that a refused form has moved the focus to `first`, its first invalid field, and shows
 * each of `messages` (waiting for them to appear).
 */
export async function expectRefused(
  first: string,
  messages: string[],
  container: HTMLElement = document.body,
) {
  for (const message of messages) {
    expect(await within(container).findByText(message)).toBeVisible();
  }
  expect(field(first, container)).toHaveFocus();
}
