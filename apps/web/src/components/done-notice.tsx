import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusOnMount } from '../lib/focus-on-mount';

/** Green on green is too faint for a title (axe: 3.8:1); the text colour reads at any size. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

type Props = { title: string; icon: ReactNode; children: ReactNode };

/**
 * What was done, in place of the form that did it: focused when it appears, so keyboard and
 * screen-reader users hear it.
 */
export function DoneNotice({ title, icon, children }: Props) {
  const ref = useFocusOnMount<HTMLDivElement>(true);
  return (
    <Alert
      ref={ref}
      role="status"
      tabIndex={-1}
      color="green"
      variant="light"
      title={title}
      icon={icon}
      styles={READABLE_TITLE}
    >
      {children}
    </Alert>
  );
}
