/**
 * The suite's `test`: Playwright's, whose page fails its test on anything React reports of a
 * hydration mismatch (issue 23), whatever page, language, theme or state the test brings it to.
 * Every spec imports `test` and `expect` from here, and Playwright's types too (re-exported).
 */
import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const mismatch = /hydrat|did not match|didn't match|server rendered|react\.dev\/errors\/(418|419|421|422|423|425)/i;
/** Astro's word for an island whose code did not load (resilience.spec.ts makes one): not a mismatch. */
const islandNotLoaded = /^\[astro-island\] Error hydrating /;

/** Collects what React reports of a mismatch on `page`: console errors and warnings, uncaught errors. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && mismatch.test(text) && !islandNotLoaded.test(text)) {
      problems.push(`${text} (at ${page.url()})`);
    }
  });
  page.on('pageerror', (error) => {
    if (mismatch.test(`${error.message} ${error.stack ?? ''}`)) problems.push(`${error.message} (at ${page.url()})`);
  });
  return problems;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = hydrationProblems(page);
    await use(page);
    expect(problems, 'React reported a hydration mismatch').toEqual([]);
  },
});
