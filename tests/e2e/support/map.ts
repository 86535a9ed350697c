/** A MapLibre map's canvas in a page, shared by the specs that read its pixels (follow, map-labels). */
import type { Page } from '@playwright/test';

/** The canvas of the map once it has drawn its first frame. */
export const mapCanvas = (page: Page) => page.locator('[data-ready="true"] canvas.maplibregl-canvas');

/** The map's pixels as a PNG once two shots in a row agree (the labels placed, the fonts drawn). */
export async function settledMapShot(page: Page): Promise<Buffer> {
  let previous = await mapCanvas(page).screenshot();
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(500);
    const next = await mapCanvas(page).screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the map never settled');
}
