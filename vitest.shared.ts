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
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
