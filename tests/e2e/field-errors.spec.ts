/**
 * Errors at the field and back to where you were (issue 14): a refused log-in and a wrong current
 * password show at their field (a taken address is answered as a new one, its owner mailed), and only there (issue 30: no toast besides); a deep link survives log-in; an ended session and a
 * wrong account type are told why; a spent reset link says so on arrival.
 */
import { expect, test } from './test';
import { languages, logIn, logInAs, openAs, paths, readOutboxLink, texts, toastWith, waitForIslands } from './helpers';
import { expectSaidOnce } from './said-once';

test('a wrong password shows under the log-in form, at the Password field', async ({ page }) => {
  await logIn(page, 'marko@tovar.example', 'not-the-password');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('Invalid login credentials')).toBeVisible();
});

test('a sign-up of an address that has an account is answered as a new one, and its owner is mailed', async ({ page }) => {
  await page.goto(paths.signUp);
  await waitForIslands(page);
  await page.getByLabel('Name', { exact: true }).fill('Marko Again');
  await page.getByLabel('Email', { exact: true }).fill('marko@tovar.example');
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  // The label's words, not its link: clicking them ticks the box.
  await page.getByText('I accept the').click({ position: { x: 8, y: 6 } });
  await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-ups are confirmed by mail here: the form tells no one which addresses have accounts.
  await expect(page.getByRole('status').getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('User with this email is already registered.')).toHaveCount(0);
  // His mail is in his account's language, which other specs may change: any of the six.
  const logInLink = new RegExp(`^(${languages.map((lang) => texts(lang, 'mail')['exists.action']).join('|')})$`);
  expect(await readOutboxLink(page, 'marko@tovar.example', logInLink)).toMatch(/\/home\/user\/log-in$/);
});

test('Settings › Security says the current password is wrong, at that field', async ({ page }) => {
  await openAs(page, 'ana@tovar.example', paths.account);
  await waitForIslands(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('another-secret-1');
  await page.getByLabel('Repeat the new password').fill('another-secret-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('The current password is not correct.')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0);
  await expectSaidOnce(page, 'The current password is not correct.');
});

test('a logged-out visit to a /platform page returns there after log-in', async ({ page }) => {
  await page.goto(`${paths.account}?tab=security`);
  await expect(page).toHaveURL(/\/home\/user\/log-in\?next=%2Fplatform%2Faccount%3Ftab%3Dsecurity$/);
  await waitForIslands(page);
  await page.getByLabel('Email', { exact: true }).fill('marko@tovar.example');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/account\?tab=security$/);
});

test('log-in never returns to another site', async ({ page }) => {
  await page.goto(`${paths.logIn}?next=${encodeURIComponent('//evil.example/platform')}`);
  await waitForIslands(page);
  await page.getByLabel('Email', { exact: true }).fill('marko@tovar.example');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/platform\/user$/);
});

test('a session that ended says so on the log-in page, and log-in returns to the page', async ({ page }) => {
  await logInAs(page, 'marko@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  // As if the session had been ended elsewhere: neither token is accepted any more. Set on a public
  // page: a platform page's live stream would notice on its own and leave for log-in meanwhile.
  await page.goto(paths.home);
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'ended');
    localStorage.setItem('refreshToken', 'ended');
  });
  await page.goto(paths.account);
  await expect(page).toHaveURL(/\/home\/user\/log-in\?next=%2Fplatform%2Faccount$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('marko@tovar.example');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/account$/);
});

test('a customer sent away from the transporter area is told why', async ({ page }) => {
  await openAs(page, 'marko@tovar.example', paths.fleet);
  await expect(page).toHaveURL(/\/platform\/user$/);
  await expect(toastWith(page, 'That page belongs to another account type')).toBeVisible();
});

test('a used or unknown reset link says so when the page opens', async ({ page }) => {
  await page.goto(`${paths.resetPassword}?token=${'y'.repeat(43)}`);
  await waitForIslands(page);
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('the current password as the new one answers same_password at the field', async ({ page }) => {
  const email = 'elena@tovar.example';
  await page.goto(paths.forgot);
  await waitForIslands(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent an email' })).toBeVisible();
  await page.goto(await readOutboxLink(page, email, 'Choose a new password'));
  await waitForIslands(page);
  await page.getByLabel('New password', { exact: true }).fill('demo1234');
  await page.getByLabel('Repeat the new password').fill('demo1234');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('New password cannot be the same as the old one')).toBeVisible();
});
