import { fireEvent, within } from '@testing-library/react';

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
