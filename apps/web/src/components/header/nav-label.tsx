import { VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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

type NavLinksProps = {
  items: NavItem[];
  unreadCount?: number | undefined;
  className: string | undefined;
  /** The mobile menu closes as a link is followed. */
  onClick?: () => void;
};

/** The header's links, each active on its page whatever the query (events keep their filters). */
export function NavLinks({ items, unreadCount, className, onClick }: NavLinksProps) {
  return items.map((item) => (
    <Link
      key={item.label}
      to={item.to}
      search={item.search}
      activeOptions={{ includeSearch: false }}
      className={className}
      onClick={onClick}
    >
      <NavLabel item={item} unreadCount={unreadCount} />
    </Link>
  ));
}
