/**
 * Issue 23: sign-up's terms box loads the Radix checkbox on first use (CheckboxOnFirstUse): until
 * then a look-alike with the same role and state; Space toggles it at once and focus stays on it.
 */
import { expect, test } from './test';
import { paths, waitForIslands } from './helpers';

const radixCheckbox = /\/checkbox\.[^/]*\.js$/;

test('the terms box works from the keyboard before and after its code loads', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (radixCheckbox.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await page.goto(paths.signUp);
  await waitForIslands(page);
  const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await expect(terms).not.toBeChecked();
  expect(loaded).toEqual([]);

  await terms.focus();
  await page.keyboard.press('Enter'); // a checkbox does not answer Enter
  await expect(terms).not.toBeChecked();
  await page.keyboard.press(' ');
  await expect(terms).toBeChecked();
  await expect(terms).toBeFocused();
  await expect.poll(() => loaded.length).toBe(1);
  await page.keyboard.press(' ');
  await expect(terms).not.toBeChecked();
  await expect(terms).toBeFocused();
  await terms.click();
  await expect(terms).toBeChecked();
});
