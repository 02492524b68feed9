import type { Plugin } from 'vite';

/**
 * The Latin subsets of the two web fonts: the only font files a first paint of the app uses
 * (the other subsets load by unicode-range when such text appears).
 */
const FIRST_PAINT_FONTS = [
  /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the fonts the first paint uses, so they are usually in before it and the text does
 * not change font (and size) when the app takes over a prerendered page. They swap in if they
 * come later (font-display: swap), on fallback faces sized like them (styles/font-fallbacks.css).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'huddle:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          FIRST_PAINT_FONTS.some((pattern) => pattern.test(file)),
        );
        if (files.length !== FIRST_PAINT_FONTS.length) {
          throw new Error(
            `expected the ${FIRST_PAINT_FONTS.length} Latin web fonts, found ${files.join(', ') || 'none'}`,
          );
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
