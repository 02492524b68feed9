import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so tests skip the router plugin (no route generation, no splitting).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@huddle/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    // Mantine, React and the router imported once per worker rather than once per file (two
    // thirds of this suite's CPU). Testing Library unmounts after each test, and each test
    // renders with its own QueryClient and router (src/test/render.tsx).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Above the 5 s that findBy…/waitFor may wait (src/test/setup.ts).
    testTimeout: 20_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
