/**
 * Every e2e axe scan goes through here, so all of them check the same rules: axe's defaults plus
 * `label-content-name-mismatch` (WCAG 2.5.3, an accessible name contains the visible text: a speech
 * user says what they see), which axe leaves off by default (issue 30).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return (
    new AxeBuilder({ page })
      .options({
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      })
      // axe.run in the page itself. The default runs axe in each frame, then opens a blank page to
      // merge the frames' results: 1.8 s a scan against 0.7 s on the fleet page, and no page of ours
      // has a frame to merge.
      .setLegacyMode(true)
  );
}

/**
 * One line per failing element: the rule, its target and what axe says is wrong. Returns the whole
 * scan for a test that asks more of it (that rules passed: axe saw the page at all).
 */
export async function expectNoViolations(page: Page): ReturnType<AxeBuilder['analyze']> {
  const results = await axe(page).analyze();
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
  expect(report).toEqual([]);
  return results;
}
