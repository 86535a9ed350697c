/** The live map as Drina Trans sees it, shared by the specs of the live page (live, live-tools, map-labels). */
import { expect, type Page } from '@playwright/test';
import { paths, startSession, waitForIslands, type Language } from '../helpers';

// Drina Trans: other specs only read its fleet.
const transporter = 'info@drinatrans.example';

/** Logs in, sets the language, opens the live map with `query` and waits until its first frame is drawn. */
export async function openLive(page: Page, query = '', lang: Language = 'en'): Promise<void> {
  await startSession(page, transporter);
  if (lang !== 'en') {
    // The platform's language is the user's choice (stored and sent as a cookie), not a path prefix.
    await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
    await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
  }
  await page.goto(`${paths.live}${query}`);
  await waitForIslands(page);
  await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 60_000 });
}
