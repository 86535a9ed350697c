/**
 * An error is said once (issue 30): at its field, or as a toast when it has no field, never both.
 * A toast said besides the field comes with it and stays about 4 s, so the counts are read once, a
 * second after the field shows the error (a retrying assertion would wait until the toast had gone).
 */
import { expect, type Page } from '@playwright/test';

export async function expectSaidOnce(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await page.locator('[data-sonner-toast]').filter({ hasText: text }).count()).toBe(0);
  expect(await page.getByText(text).count()).toBe(1);
}
