import type { MantineBreakpoint } from '@mantine/core';

/** One value, or one per breakpoint from `base` up, as Mantine's responsive props take them. */
export type Responsive<T> = T | Partial<Record<'base' | MantineBreakpoint, T>>;

const STEPS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * `{ base: 1, sm: 2 }` as CSS variables for every breakpoint (`--cols-base: 1`, `--cols-xs: 1`,
 * `--cols-sm: 2` … `--cols-xl: 2`), each without a value of its own taking the one below it, so
 * a stylesheet's media queries pick one (components/responsive-grid.module.css). Mantine's
 * SimpleGrid and Grid write a <style> element beside each grid for this, which HTML does not
 * allow inside <body>.
 */
export function responsiveVars<T>(
  name: string,
  value: Responsive<T>,
  toCss: (value: T) => string = String,
): Record<string, string> {
  const byStep: Partial<Record<(typeof STEPS)[number], T>> =
    typeof value === 'object' && value !== null ? value : { base: value };
  const vars: Record<string, string> = {};
  let current: string | undefined;
  for (const step of STEPS) {
    const own = byStep[step];
    if (own !== undefined) current = toCss(own);
    if (current !== undefined) vars[`--${name}-${step}`] = current;
  }
  return vars;
}
