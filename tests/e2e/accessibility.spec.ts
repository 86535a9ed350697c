/**
 * axe (WCAG 2.x A/AA) on every page the foundation suite does not already check, in light and dark:
 * the account pages, the status pages, the outbox, and the platform as a customer and a transporter.
 */
import { expect, test } from './test';
import { expectNoViolations } from './axe';
import { outboxPath, startSession, waitForIslands } from './helpers';

// Each test runs axe on several pages: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const anonymousPages = ['/home/user/sign-up', '/home/user/forgot', '/home/user/reset-password?token=x', '/no-such-page', outboxPath()];
const customerPages = ['/platform/user', '/platform/messages', '/platform/account'];
const transporterPages = [
  '/platform/transporter',
  '/platform/transporter/transports',
  '/platform/transporter/jobs',
  '/platform/transporter/fleet',
  '/platform/transporter/live',
  '/platform/messages',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('account and status pages have no axe violations', async ({ page }) => {
      for (const path of anonymousPages) {
        await page.goto(path);
        if (path.startsWith('/home/user')) await waitForIslands(page);
        await expectNoViolations(page);
      }
    });

    test("a customer's pages have no axe violations, the Security tab included", async ({ page }) => {
      await startSession(page, 'marko@tovar.example');
      for (const path of customerPages) {
        await page.goto(path);
        await waitForIslands(page);
        await expectNoViolations(page);
      }
      await page.getByRole('tab', { name: 'Security' }).click();
      await expect(page.getByLabel('Current password')).toBeVisible();
      await expectNoViolations(page);
    });

    test("a transporter's pages have no axe violations", async ({ page }) => {
      await startSession(page, 'info@drinatrans.example');
      for (const path of transporterPages) {
        await page.goto(path);
        await waitForIslands(page);
        await expectNoViolations(page);
      }
    });
  });
}
