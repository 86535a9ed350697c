/**
 * Every e2e axe scan goes through here, so all of them check the same rules: axe's defaults plus
 * `label-content-name-mismatch` (WCAG 2.5.3, an accessible name contains the visible text: a speech
 * user says what they see), which axe leaves off by default (issue 30).
 *
 * axe-core runs in the page itself: its minified build (650 kB), put there once per document.
 * `@axe-core/playwright` put its 1.5 MB source into the page twice for every scan (its legacy mode;
 * the other one opens a blank page to merge frames' results, and no page of ours has a frame):
 * 0.3–0.6 s of a 0.6–1.3 s scan on two cores.
 */
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions, run } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** axe's results for the page, or for the part the selector `include` selects. */
export async function scan(page: Page, include?: string): Promise<AxeResults> {
  // A navigation leaves a new document without axe; one already scanned keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include, options }) => (window as unknown as { axe: { run: typeof run } }).axe.run(include ?? document, options),
    { include, options },
  );
}

/**
 * One line per failing element: the rule, its target and what axe says is wrong. Returns the whole
 * scan for a test that asks more of it (that rules passed: axe saw the page at all).
 */
export async function expectNoViolations(page: Page, include?: string): Promise<AxeResults> {
  const results = await scan(page, include);
  const report = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
  expect(report).toEqual([]);
  return results;
}
