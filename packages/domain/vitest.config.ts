import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

/** The shared node setup (and its json reporter) plus coverage: CI prints the text summary. */
export default mergeConfig(
  nodeTestConfig,
  defineConfig({
    test: {
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        exclude: ['src/**/*.test.ts', 'src/testing/**'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95 },
      },
    },
  }),
);
