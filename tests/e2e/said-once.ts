/**
 * An error is said once (issue 30): at its field, or as a toast when it has no field, never both.
 * Toasts mount their region on the first one (src/client/toast.ts), so the check gives a toast the
 * time it would take to appear before it counts.
 */
import { expect, type Page } from '@playwright/test';

export async function expectSaidOnce(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text)).toHaveCount(1);
  await page.waitForTimeout(1_000);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(1);
}
