import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { firstLoadChunks } from './vite-first-load-chunks';
import { precompress } from './vite-precompress';
import { preloadFonts } from './vite-preload-fonts';
import { prerender } from './vite-prerender';
import { mantineThemeCss } from './vite-theme-css';

/** The API (Fastify) that serves /trpc and /api in development. */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * Modules that have no side effects although their package.json does not say so, so that the
 * bundler may drop them where nothing uses them:
 * the scroll lock behind Mantine's Modal and Drawer (react-remove-scroll-bar and friends) was
 * kept in the first-load chunk through Mantine's index although only lazy chunks use it.
 * (@huddle/domain declares `"sideEffects": false` itself.)
 */
const sideEffectFree =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref)[\\/]/;

function markSideEffectFree(): Plugin {
  return {
    name: 'huddle:side-effect-free',
    transform: {
      filter: { id: sideEffectFree },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

/** The app's own plugins, also for the build of the prerendered pages (vite-prerender.ts). */
const appPlugins = () => [
  // Must come before react(): it rewrites route files for code splitting.
  tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
  react(),
  mantineThemeCss(),
];

// Workspace packages resolve to their TypeScript sources, so no build of @huddle/domain is needed.
const sourceConditions = ['@huddle/source'];
const conditions = [...sourceConditions, ...defaultClientConditions];

export default defineConfig({
  plugins: [
    ...appPlugins(),
    markSideEffectFree(),
    preloadFonts(),
    prerender({ plugins: appPlugins, sourceConditions }),
    precompress(),
  ],
  resolve: { conditions },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: firstLoadChunks } },
    },
  },
});
