import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Responsive, responsiveVars } from '../lib/responsive-vars';
import classes from './responsive-grid.module.css';

type SimpleGridProps = BoxProps & {
  /** Columns, one value or one per breakpoint: `{ base: 1, sm: 2, lg: 3 }`. */
  cols: Responsive<number>;
  /** Space between rows and columns; Mantine's `md` by default, as its SimpleGrid. */
  spacing?: MantineSpacing;
  component?: 'div' | 'dl' | 'ul';
  children: ReactNode;
};

/**
 * Mantine's SimpleGrid as the pages use it (equal columns per breakpoint), without the <style>
 * element it writes into <body> for every grid: the columns go in as CSS variables.
 */
export function SimpleGrid({
  cols,
  spacing = 'md',
  component = 'div',
  className,
  ...props
}: SimpleGridProps) {
  return (
    <Box
      component={component}
      className={className ? `${classes.simpleGrid} ${className}` : classes.simpleGrid}
      __vars={{ ...responsiveVars('cols', cols), '--gap': getSpacing(spacing) }}
      {...props}
    />
  );
}
