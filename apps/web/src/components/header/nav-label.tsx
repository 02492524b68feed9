import { VisuallyHidden } from '@mantine/core';
import classes from './header.module.css';
import type { NavItem } from './nav-items';

type NavLabelProps = { item: NavItem; unreadCount?: number | undefined };

/** A navigation link's text; Analytics carries the church's unread notifications. */
export function NavLabel({ item, unreadCount }: NavLabelProps) {
  if (item.to !== '/analytics' || !unreadCount) return item.label;
  const shown = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <>
      {item.label}
      <span className={classes.unread} aria-hidden="true" data-testid="unread-count">
        {shown}
      </span>
      <VisuallyHidden component="span">
        {`, ${unreadCount} unread ${unreadCount === 1 ? 'notification' : 'notifications'}`}
      </VisuallyHidden>
    </>
  );
}
