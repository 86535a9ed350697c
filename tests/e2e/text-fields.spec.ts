/** Issue 7 item 11 in the browser: the shared text rule shows its translated message at the field. */
import { expect, test } from './test';
import { uniqueEmail, waitForIslands } from './helpers';

test('sign-up: a control character and zero-width-only text are refused at the name field', async ({ page }) => {
  await page.goto('/home/user/sign-up');
  await waitForIslands(page);
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Ana\u0007 Petrović');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('text'));
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This text contains hidden control characters. Please remove them.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('\u200B'.repeat(6));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name needs to be at least 3 characters long')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});
