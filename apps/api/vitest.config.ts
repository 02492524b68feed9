import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

// Two workers even on two cores: many files here wait rather than compute (a drill holds an SMTP
// server for 20 s, jobs poll), and a second worker fills that time with another file.
export default mergeConfig(nodeTestConfig, { test: { maxWorkers: 2 } });
