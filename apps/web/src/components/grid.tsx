import { Box, type BoxProps, getSpacing, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Responsive, responsiveVars } from '../lib/responsive-vars';
import classes from './responsive-grid.module.css';

type GridProps = BoxProps & { gap?: MantineSpacing; children: ReactNode };
type GridColProps = BoxProps & {
  /** Of twelve columns, one value or one per breakpoint: `{ base: 12, md: 8 }`. */
  span: Responsive<number>;
  children: ReactNode;
};

function GridCol({ span, className, ...props }: GridColProps) {
  return (
    <Box
      className={className ? `${classes.col} ${className}` : classes.col}
      __vars={responsiveVars('span', span)}
      {...props}
    />
  );
}

/**
 * Mantine's Grid of twelve columns as the pages use it (`<Grid.Col span={{ base: 12, md: 8 }}>`),
 * without the <style> elements it writes into <body> for the grid and each column.
 */
export function Grid({ gap = 'md', className, ...props }: GridProps) {
  return (
    <Box
      className={className ? `${classes.grid} ${className}` : classes.grid}
      __vars={{ '--gap': getSpacing(gap) }}
      {...props}
    />
  );
}

Grid.Col = GridCol;
