import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/theme';

/** The stylesheet's module id, as src/styles/mantine.ts imports it. */
const ID = 'virtual:mantine-theme.css';
const RESOLVED = `\0${ID}`;

/**
 * The CSS that MantineProvider would write into <style> elements inside the page (the theme's
 * CSS variables, the hidden-from/visible-from classes), rendered once by MantineProvider itself
 * at build time and served as part of the app's stylesheet. In the page those elements were
 * invalid HTML (a <style> in <body>) and cost each first render the work of computing them;
 * app-providers.tsx turns them off (withCssVariables, withGlobalClasses).
 */
export function themeCss(): string {
  const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  if (sheets.length === 0) throw new Error('MantineProvider rendered no <style> element');
  return sheets.join('\n');
}

export function mantineThemeCss(): Plugin {
  return {
    name: 'huddle:mantine-theme-css',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? themeCss() : null),
  };
}
