/**
 * Accounts end to end: sign-up → confirmation through the local outbox → log in → the right area →
 * reload → sign out; wrong password and form validation; forgot → reset; the Security tab.
 *
 * The e2e server requires confirmed emails (AUTH_REQUIRE_EMAIL_CONFIRMATION=1 in playwright.config.ts).
 * Every test that changes a password works on its own fresh account. Mails are rate-limited per IP and
 * every test comes from 127.0.0.1: the e2e server raises that limit (MAILS_PER_IP_PER_HOUR).
 */
import { expect, test, type Page } from './test';
import { logIn, logInAs, readOutboxLink, toastWith, uniqueEmail, waitForIslands } from './helpers';
import { expectSaidOnce } from './said-once';

type AccountTypeLabel = 'User' | 'Company' | 'Transporter';

const demoUser = { email: 'ana@tovar.example', password: 'demo1234' };

/** Signs up through the form and checks the account-created screen. Sends one mail. */
async function signUp(page: Page, account: { name: string; email: string; password: string; type: AccountTypeLabel }) {
  await page.goto('/home/user/sign-up');
  await waitForIslands(page);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  // Click the card's title, as a person would.
  const types = page.getByRole('radiogroup', { name: 'Account type' });
  await types.getByText(account.type, { exact: true }).click();
  await expect(types.getByRole('radio', { name: new RegExp(`^${account.type}\\b`) })).toBeChecked();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Check your inbox' }) });
  await expect(done).toBeVisible();
  await expect(done).toContainText(`We sent a message to ${account.email}. Follow its link to activate your account, then log in.`);
  await expect(done.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
}

/** Follows the confirmation link from the outbox; the log-in page confirms with a toast. */
async function confirmEmail(page: Page, email: string) {
  const link = await readOutboxLink(page, email, 'Confirm my email address');
  expect(link).toContain('/home/user/log-in?confirm=');
  await page.goto(link);
  await waitForIslands(page);
  await expect(toastWith(page, 'Your email address is confirmed. You can log in now.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/user\/log-in$/);
}

/** The user menu in the top bar, named by the user's name. */
function userMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Logs in and checks the success toast and the redirect through /platform to `area`. */
async function logInSuccessfully(page: Page, email: string, password: string, area: RegExp) {
  const viaPlatform = page.waitForRequest((request) => request.isNavigationRequest() && /\/platform$/.test(request.url()));
  await logIn(page, email, password);
  await viaPlatform;
  await expect(page).toHaveURL(area);
  await waitForIslands(page);
  // The success toast travels with the navigation and shows on the page the log-in lands on.
  await expect(toastWith(page, 'Login successful')).toBeVisible();
}

async function expectErrorToast(page: Page, text: string) {
  const toast = toastWith(page, text);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'error');
}

test.describe('accounts', () => {
  // Sign-up, log-in and password changes each hash with argon2id (19 MiB): whole flows take a while.
  test.describe.configure({ timeout: 60_000 });

  test('a transporter signs up, confirms by mail, logs in, stays logged in and signs out', async ({ page }) => {
    const account = { name: 'E2E Transporter', email: uniqueEmail('transporter'), password: 'first-pass-1', type: 'Transporter' as const };
    await signUp(page, account);

    // Logging in before the confirmation is refused with the catalogue's message.
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
    await waitForIslands(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectErrorToast(page, 'Check your inbox for confirmation email.');
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);

    await confirmEmail(page, account.email);
    await logInSuccessfully(page, account.email, account.password, /\/platform\/transporter$/);
    const menu = userMenu(page, account.name);
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    await page.reload();
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/platform\/transporter$/);
    await expect(menu).toBeVisible();

    await menu.click();
    const signOut = page.getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toHaveAttribute('href', '/home/user/log-out?navigateToLogIn=true');
    const viaLogOut = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/home\/user\/log-out\?navigateToLogIn=true$/.test(request.url()),
    );
    await signOut.click();
    await viaLogOut;
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
    await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken') || null)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken') || null)).toBeNull();

    await page.goto('/platform');
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
  });

  test("the sign-out toast reaches the log-in page even when the log-out page's toaster hydrates late", async ({ page }) => {
    // The toaster hydrates when idle: held here until LogOut has left its toast for the next page,
    // with the log-in page slow to arrive, so the log-out page's toaster is up before it goes.
    await page.addInitScript(() => {
      if (location.pathname !== '/home/user/log-out') return;
      window.requestIdleCallback = (callback) => {
        const waitForFlash = () =>
          sessionStorage.getItem('tovar-flash') ? callback({ didTimeout: false, timeRemaining: () => 50 }) : setTimeout(waitForFlash, 10);
        waitForFlash();
        return 0;
      };
    });
    await page.route('**/home/user/log-in', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await logInAs(page, demoUser.email, demoUser.password);
    await page.goto('/home/user/log-out?navigateToLogIn=true');
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
    await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
  });

  test('a customer signs up, confirms and lands in the user area', async ({ page }) => {
    const account = { name: 'E2E Customer', email: uniqueEmail('customer'), password: 'customer-pass-1', type: 'User' as const };
    await signUp(page, account);
    await confirmEmail(page, account.email);
    await logInSuccessfully(page, account.email, account.password, /\/platform\/user$/);
    await expect(userMenu(page, account.name)).toBeVisible();
  });

  test('log-in: disabled until edited, validation focuses the email, a wrong password is refused', async ({ page }) => {
    await page.goto('/home/user/log-in');
    await waitForIslands(page);
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(submit).toBeDisabled();

    // Edited, but the email is empty: validation on submit, focus on the first invalid field.
    await password.fill('something');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('not-an-email');
    await password.focus();
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill(demoUser.email);
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await password.fill('wrong-password');
    await submit.click();
    await expectErrorToast(page, 'Invalid login credentials');
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken') || null)).toBeNull();
  });

  test('forgot → reset by mail → the new password works, the old one does not', async ({ page }) => {
    const account = { name: 'E2E Forgetful', email: uniqueEmail('reset'), password: 'old-pass-1', type: 'User' as const };
    const newPassword = 'new-pass-2';
    await signUp(page, account);

    await page.goto('/home/user/log-in');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/home\/user\/forgot$/);
    await waitForIslands(page);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent an email' })).toHaveText(
      `If an account exists for ${account.email}, we have sent an email with a reset link. The link is valid for 30 minutes.`,
    );
    // What took the form's place has the focus, not the page's body.
    await expect(page.getByRole('status').filter({ hasText: 'we have sent an email' })).toBeFocused();

    const link = await readOutboxLink(page, account.email, 'Choose a new password');
    expect(link).toContain('/home/user/reset-password?token=');
    await page.goto(link);
    await waitForIslands(page);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password', { exact: true }).fill('something-else');
    const save = page.getByRole('button', { name: 'Save new password' });
    await save.click();
    await expect(page.getByText('Passwords do not match. Please try again')).toBeVisible();

    await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await save.click();
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
    await waitForIslands(page);
    await expect(toastWith(page, 'Password changed')).toBeVisible();

    await logIn(page, account.email, account.password);
    await expectErrorToast(page, 'Invalid login credentials');
    // The reset link reached the inbox, so it also confirms the address.
    await logInSuccessfully(page, account.email, newPassword, /\/platform\/user$/);
  });

  test('Security tab: wrong current password, same password, then a real change', async ({ page }) => {
    const account = { name: 'E2E Company', email: uniqueEmail('security'), password: 'company-pass-1', type: 'Company' as const };
    await signUp(page, account);
    await confirmEmail(page, account.email);
    await logInSuccessfully(page, account.email, account.password, /\/platform\/user$/);

    await page.goto('/platform/account');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Security' }).click();
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat the new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password' });

    await current.fill('not-my-password');
    await next.fill('company-pass-2');
    await repeat.fill('company-pass-2');
    await submit.click();
    // Both refusals belong to a field: said there, once, never also as a toast (issue 30).
    await expectSaidOnce(page, 'The current password is not correct.');
    await expect(current).toHaveAccessibleDescription(/The current password is not correct\./);

    await current.fill(account.password);
    await next.fill(account.password);
    await repeat.fill(account.password);
    await submit.click();
    await expectSaidOnce(page, 'New password cannot be the same as the old one');
    await expect(next).toHaveAccessibleDescription(/New password cannot be the same as the old one/);

    await current.fill(account.password);
    await next.fill('company-pass-2');
    await repeat.fill('company-pass-2');
    await submit.click();
    const changed = toastWith(page, 'Password changed');
    await expect(changed).toBeVisible();
    await expect(changed).toHaveAttribute('data-type', 'success');
    // The form is cleared and this session goes on.
    await expect(current).toHaveValue('');
    await expect(userMenu(page, account.name)).toBeVisible();
  });

  test('sign-up validation: short name, short password, terms not accepted', async ({ page }) => {
    await page.goto('/home/user/sign-up');
    await waitForIslands(page);
    await page.getByLabel('Name', { exact: true }).fill('Ab');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('invalid'));
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Name needs to be at least 3 characters long')).toBeVisible();
    await expect(page.getByText('Password needs to be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions to continue')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});
