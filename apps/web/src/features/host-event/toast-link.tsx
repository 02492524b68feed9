import { Button } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type ToastLinkProps = {
  href: string;
  /** In-app navigation for a plain click. */
  onNavigate: () => void;
  children: ReactNode;
};

/**
 * A link inside a toast. Toasts render outside the router, so a router Link cannot work there:
 * this is a real link (new tab, copy address) whose plain click navigates in the app instead.
 */
export function ToastLink({ href, onNavigate, children }: ToastLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate();
  }

  return (
    <Button component="a" href={href} size="xs" variant="light" onClick={handleClick}>
      {children}
    </Button>
  );
}
