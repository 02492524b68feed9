import type { ReactNode } from 'react';

/**
 * A dialog's title that receives focus when the dialog opens, so a screen reader starts at what
 * the dialog is about rather than at its close button (Mantine focuses `[data-autofocus]`).
 * For a dialog that holds a form, put `data-autofocus` on its first field instead.
 */
export function DialogHeading({ children }: { children: ReactNode }) {
  return (
    <span tabIndex={-1} data-autofocus data-focus-target>
      {children}
    </span>
  );
}
