import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import classes from './page-tabs.module.css';

export type PageTab<T extends string> = { value: T; label: string; icon: ReactNode };

type PageTabsProps<T extends string> = {
  tabs: readonly PageTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  listClassName?: string;
  /** On a phone, the tabs share one line without their icons. */
  compact?: boolean;
  /** The open tab's content; the others' panels stay empty. */
  children: ReactNode;
};

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tabs at the top of a public page (/events, /churches), as WAI-ARIA's tabs pattern: the
 * arrows, Home and End move between the tabs and open the one reached. Plain elements with
 * Mantine's default look (page-tabs.module.css): Mantine's Tabs take their ids in a layout
 * effect, which made React render the page a second time, synchronously, as it took over the
 * server's HTML; React's own `useId` is the same on both sides.
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  listClassName,
  compact = false,
  children,
}: PageTabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[move(Math.max(index, 0), tabs.length)];
    if (!next) return;
    list.current?.querySelector<HTMLElement>(`[id="${tabId(next.value)}"]`)?.focus();
    if (next.value !== value) onChange(next.value);
  };

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-compact={compact || undefined}
        className={listClassName ? `${classes.list} ${listClassName}` : classes.list}
      >
        {tabs.map((tab) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              className={`mantine-focus-auto ${classes.tab}`}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
            >
              <span className={classes.icon}>{tab.icon}</span>
              <span className={classes.label}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
        >
          {tab.value === value && children}
        </div>
      ))}
    </div>
  );
}
