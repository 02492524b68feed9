import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * The serious and critical WCAG 2.x A/AA violations axe-core finds on the page as it is now,
 * one line per element, so a failing test says what to fix and where.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Injected as a script tag (STACK.md: @axe-core/playwright declares Node 22); the page's CSP
    // allows no inline script, so journeys that check run in a context that bypasses it.
    await page.addScriptTag({ path: AXE_PATH });
  }
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`,
      ),
    );
}

/**
 * Fails the test with axe's findings when the page has any serious or critical violation. Runs
 * once transitions have finished: colours read mid-fade (a dialog opening, a menu closing) are
 * not the ones people read.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}
