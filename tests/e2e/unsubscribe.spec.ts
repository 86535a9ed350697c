/**
 * Issue 26: the unsubscribe link in a notification mail's footer opens a page that asks first and
 * works without a script; confirming stops that category's mail (the settings say so), a link we
 * did not sign is refused; axe-clean in light and dark, and in Serbian Cyrillic.
 */
import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from './test';
import { expectNoViolations } from './axe';
import { apiLogIn, texts } from './helpers';

const secret = process.env.TOVAR_E2E_AUTH_SECRET ?? '';
const tokenFor = (userId: string, category: string) =>
  `${userId}.${category}.${crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url')}`;

async function reviewsByMail(request: APIRequestContext, token: string): Promise<boolean> {
  const answer = await request.get('/api/trpc/notifications.preferences', { headers: { authorization: `Bearer ${token}` } });
  const { categories } = (
    (await answer.json()) as { result: { data: { json: { categories: { category: string; channels: { mail: boolean } }[] } } } }
  ).result.data.json;
  return categories.find((row) => row.category === 'reviews')?.channels.mail ?? true;
}

test.describe('unsubscribe from a notification mail', () => {
  test.use({ javaScriptEnabled: false });

  test('asks, then stops the category by a plain form post; the settings say so', async ({ page, request }) => {
    const session = await apiLogIn(request, 'marko@tovar.example');
    await request.post('/api/trpc/notifications.setPreference', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { json: { category: 'reviews', channel: 'mail', enabled: true } },
    });
    const sr = texts('sr-Cyrl', 'notifications');
    await page.goto(`/notifications/unsubscribe?token=${encodeURIComponent(tokenFor(session.user.id, 'reviews'))}&lang=sr-Cyrl`);
    await expect(page.getByRole('heading', { name: sr['unsubscribe.title'] })).toBeVisible();
    await expect(page).toHaveTitle(`${sr['unsubscribe.title']} · Tovar`); // the layout names the app, once
    await expect(page.getByText(sr['unsubscribe.question']!.replace('{{category}}', sr['category.reviews']!))).toBeVisible();
    expect(await reviewsByMail(request, session.token)).toBe(true); // opening the page changed nothing
    await page.getByRole('button', { name: sr['unsubscribe.confirm'] }).click();
    await expect(page.getByRole('status')).toHaveText(sr['unsubscribe.done']!.replace('{{category}}', sr['category.reviews']!));
    expect(await reviewsByMail(request, session.token)).toBe(false);
  });

  test('refuses a link it did not sign', async ({ page }) => {
    const answer = await page.goto('/notifications/unsubscribe?token=forged.reviews.abc');
    expect(answer?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(texts('en', 'notifications')['unsubscribe.invalid']!);
    await expect(page.getByRole('button', { name: texts('en', 'notifications')['unsubscribe.confirm'] })).toHaveCount(0);
  });
});

test('the unsubscribe pages are axe-clean in light and dark', async ({ page, request }) => {
  const session = await apiLogIn(request, 'marko@tovar.example');
  for (const path of [
    `/notifications/unsubscribe?token=${encodeURIComponent(tokenFor(session.user.id, 'transit'))}&lang=sr-Cyrl`,
    `/notifications/unsubscribe?token=${encodeURIComponent(tokenFor(session.user.id, 'transit'))}&lang=de&done=1`,
    '/notifications/unsubscribe?token=forged',
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectNoViolations(page);
    }
  }
});
