import { defineConfig } from 'vitest/config';

/**
 * Workspace packages export their TypeScript sources under the `@huddle/source` condition, so
 * tests run against the code as written, without a build step in between.
 */
const conditions = ['@huddle/source', 'module', 'node', 'development|production'];

export const nodeTestConfig = defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@huddle/source'] } },
  test: {
    environment: 'node',
    // One module graph per worker, not one per file: re-importing the server for each of a
    // hundred files cost more CPU than the tests themselves. Each file still builds its own
    // server and database (testing/per-file.ts), and nothing a test reads is kept in module state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
