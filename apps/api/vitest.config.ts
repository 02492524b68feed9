import { existsSync } from 'node:fs';
import { mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { nodeTestConfig } from '../../vitest.shared';

/**
 * The files that take longest, longest first (21 to 122 s each in a fresh-clone CI run). On a
 * fresh clone vitest orders files by size, which started several of these last: the SMTP drill's
 * 38 s, mostly waiting, were the suite's final 38 s. Started first, the short files fill in
 * around them.
 */
const LONGEST_FIRST = [
  'src/proof/permission-matrix.integration.test.ts',
  'src/proof/bad-input.fuzz.integration.test.ts',
  'src/modules/admin/admin-auth-challenge.integration.test.ts',
  'src/modules/waitlist/waitlist.integration.test.ts',
  'src/smtp-hang.integration.test.ts',
  'src/jobs/mail-jobs.integration.test.ts',
  'src/proof/private-data.integration.test.ts',
  'src/database-restart.integration.test.ts',
];

// A file renamed or removed would silently lose its place at the front.
for (const path of LONGEST_FIRST) {
  if (!existsSync(new URL(path, import.meta.url))) throw new Error(`LONGEST_FIRST: no ${path}`);
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Two workers even on two cores: many files here wait rather than compute (a drill holds an SMTP
// server for 20 s, jobs poll), and a second worker fills that time with another file.
export default mergeConfig(nodeTestConfig, {
  test: { maxWorkers: 2, sequence: { sequencer: LongestFirst } },
});
