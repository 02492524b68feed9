import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { createElement } from 'react';

/** Huddle blue: confident, readable with white text from shade 6 up (7 is about 6:1). */
const huddle: MantineColorsTuple = [
  '#ecf1ff',
  '#d6e0fd',
  '#aabffa',
  '#7b9bf6',
  '#5480f3',
  '#3b6ef1',
  '#2c61e6',
  '#1f51cf',
  '#1848b9',
  '#093da3',
];

/** Warm gold for highlights (stats, stars, the logo's dot). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8500',
  '#af7100',
];

/** After each web font, a local face sized like it (styles/font-fallbacks.css): no shift on swap. */
const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const bodyFont = `'Inter Variable', 'Inter Fallback', ${systemFonts}`;

/**
 * Mantine's ThemeIcon turns `radius` and `color` into its CSS variables and then also passes them
 * on to its <div>, where they are invalid HTML attributes: its root is rendered without them.
 */
function themeIconRoot({ radius: _radius, color: _color, ...props }: Record<string, unknown>) {
  return createElement('div', props);
}

export const theme = createTheme({
  primaryColor: 'huddle',
  primaryShade: { light: 7, dark: 5 },
  colors: { huddle, gold },
  fontFamily: bodyFont,
  headings: {
    fontFamily: `'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', ${systemFonts}`,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.3vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { xl: '1.5rem' },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'xl', shadow: 'sm' } },
    Container: { defaultProps: { size: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    // Spec §9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Icon-only close buttons need a name for screen readers; Mantine gives them none.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A menu opens on its first item (the WAI-ARIA menu pattern) rather than on Mantine's focus
    // placeholder, a tabindex'd role=presentation element that axe reports as critical.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    ThemeIcon: { defaultProps: { renderRoot: themeIconRoot } },
  },
});

/**
 * Text colours at WCAG AA's 4.5:1 or more on white. Mantine's dimmed text (gray 6, #868e96) is
 * 3.3:1; gray 7 (#495057) is 8.2:1 and still reads as secondary beside the black body text
 * (every helper line, input description and card description). Its error colour (red 6,
 * #fa5252, field errors and the text of a field in error) is 3.3:1; red 9 (#c92a2a) is 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
