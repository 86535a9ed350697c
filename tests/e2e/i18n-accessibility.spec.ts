/**
 * axe in every language, not only English (issue 30): a translation can break what the English page
 * keeps, most often an accessible name that no longer contains the visible text (WCAG 2.5.3, the
 * German "Freigabe pausieren" button named "Standortfreigabe von … pausieren"). A transporter's fleet
 * (desktop table and phone cards), a load with its bid panel, and the settings' Profile, Security and
 * Notifications tabs, and the messages page with a conversation, in all six languages.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { languages, paths, startSession, texts, waitForIslands, type Language } from './helpers';

// Alpen Logistik: no other spec changes its fleet, its sessions or its password.
const transporter = { email: 'office@alpenlogistik.example', password: 'demo1234' };

// One log-in and six axe scans per language.
test.describe.configure({ timeout: 90_000 });

/** The language as the app keeps it: in localStorage and in the cookie the server reads. */
async function useLanguage(page: Page, lang: Language) {
  await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
  await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
}

/** The first open load of the search, as the transporter's API sees it. */
async function someOpenLoad(page: Page): Promise<string> {
  const login = await page.request.post('/api/trpc/auth.login', { data: { json: transporter } });
  const token = (await login.json()).result.data.json.token as string;
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const search = await page.request.get(`/api/trpc/loads.search?input=${input}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(search.ok()).toBe(true);
  const first = (await search.json()).result.data.json.items[0] as { id: string } | undefined;
  if (!first) throw new Error('the demo data has no open load');
  return first.id;
}

for (const lang of languages) {
  test(`fleet, bid and settings pages have no axe violations in ${lang}`, async ({ page }) => {
    await startSession(page, transporter.email);
    await useLanguage(page, lang);

    await page.goto(paths.fleet);
    await waitForIslands(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('row').filter({ hasText: 'DAF XF 480' })).toBeVisible();
    await expectNoViolations(page);
    // A phone shows the vehicles as cards, their buttons with visible text (the table's are icons).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: /DAF XF 480/ })).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(`/platform/transporter/transports?load=${await someOpenLoad(page)}`);
    await waitForIslands(page);
    await expect(page.locator('section[data-transport-id]').getByRole('combobox').first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto(paths.account);
    await waitForIslands(page);
    await expect(page.locator('input[autocomplete="name"], input[name="name"]').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('tab', { name: texts(lang, 'platform')['account.tab.security'] }).click();
    await expect(page.locator('input[autocomplete="current-password"]')).toBeVisible();
    await expect(page.getByRole('list').filter({ has: page.locator('li[aria-current="true"]') })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('tab', { name: texts(lang, 'notifications')['settingsTitle'] }).click();
    await expect(page.locator('input[type="time"]').first()).toBeVisible();
    await expectNoViolations(page);

    // The messages page, and the demo's first conversation when the company has one.
    await page.goto(paths.messages);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: texts(lang, 'messages')['inbox.heading'] })).toBeVisible();
    await expectNoViolations(page);
    const conversation = page.getByRole('main').locator('a[data-thread]').first();
    if ((await conversation.count()) > 0) {
      await conversation.click();
      await expect(page.getByRole('region', { name: texts(lang, 'messages')['thread.region'], exact: true })).toBeVisible();
      await expectNoViolations(page);
    }
  });
}
