/**
 * `pnpm --filter @huddle/bench run bench:embedded`: only the embedded start's memory
 * (embedded-start.ts), written to tooling/bench/results/embedded-start.md. `pnpm bench` runs it too.
 */
import { writeFileSync } from 'node:fs';
import {
  embeddedStartLines,
  embeddedStartSummary,
  measureEmbeddedStart,
} from './embedded-start.js';
import { resultPath } from './results.js';

const result = await measureEmbeddedStart();
const lines = embeddedStartLines(result);
writeFileSync(resultPath('embedded-start.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
console.log(embeddedStartSummary(result));
