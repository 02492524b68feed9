import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

// A journey is a dozen pages in a real browser: 6 to 17 s on a quiet machine, and several times
// that while CI shares the two cores with other work. Far from its timeout either way.
export default mergeConfig(nodeTestConfig, {
  test: { testTimeout: 90_000, globalSetup: ['./src/global-setup.ts'] },
});
