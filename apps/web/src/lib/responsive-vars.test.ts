import { expect, it } from 'vitest';
import { responsiveVars } from './responsive-vars';

it('gives every breakpoint a value, each without its own taking the one below it', () => {
  expect(responsiveVars('cols', { base: 1, sm: 2, lg: 3 })).toEqual({
    '--cols-base': '1',
    '--cols-xs': '1',
    '--cols-sm': '2',
    '--cols-md': '2',
    '--cols-lg': '3',
    '--cols-xl': '3',
  });
});

it('takes one value for every breakpoint, and leaves out those below the first one given', () => {
  expect(Object.values(responsiveVars('span', 12))).toEqual(Array(6).fill('12'));
  expect(responsiveVars('cols', { md: 4 })).toEqual({
    '--cols-md': '4',
    '--cols-lg': '4',
    '--cols-xl': '4',
  });
});
