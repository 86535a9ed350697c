/**
 * Messages end to end (issue 27), each side in a browser context of its own: a transporter asks
 * from the load's panel (the contact details in the question are hidden, the composer said so), the
 * customer answers for everyone and another transporter reads the answer on the load; the customer
 * proposes a price, the transporter accepts it live, the bid shows it and the customer awards it,
 * and the award gives both sides each other's contacts. axe in light and dark; a phone shows one
 * pane at a time without scrolling sideways.
 *
 * Mia (a customer no other spec uses) owns the loads made here; Vardar Express asks and wins, Drina
 * Trans reads the public answer.
 */
import { expect, test, type Browser, type Page } from './test';
import { expectNoViolations } from './axe';
import { createLoad, placeBid, trpc } from './api-fixtures';
import { apiLogIn, logInAs, toastWith, waitForIslands } from './helpers';

test.describe.configure({ timeout: 180_000 });

const customer = 'mia@tovar.example';
const asker = 'kontakt@vardarexpress.example';
const reader = 'info@drinatrans.example';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, email);
  await waitForIslands(page);
  return page;
}

const thread = (page: Page) => page.getByRole('region', { name: 'Conversation', exact: true });
const composer = (page: Page) => thread(page).getByRole('textbox');
/** A message as the thread shows it (the screen reader's announcement of a new one says it again, hidden). */
const said = (page: Page, text: string) => thread(page).getByText(text).first();

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await thread(page).getByRole('button', { name: 'Send' }).click();
  await expect(said(page, text)).toBeVisible();
}

test('a question answered for everyone reaches every transporter, with the asker’s contacts hidden', async ({ browser }) => {
  const title = `Stacked pallets ${Date.now().toString(36)}`;
  const carrier = await signedIn(browser, asker);
  const load = await createLoad(carrier.request, customer, title);

  await carrier.goto(`/platform/transporter/transports?load=${load}`);
  await waitForIslands(carrier);
  await carrier.getByRole('button', { name: 'Ask the customer' }).click();
  await expect(carrier).toHaveURL(/\/platform\/messages\?thread=/);
  await waitForIslands(carrier);
  await composer(carrier).fill('Can the pallets be stacked? Call me on 061 123 456');
  await expect(thread(carrier).getByText('These will be hidden until the award:')).toBeVisible();
  await thread(carrier).getByRole('button', { name: 'Send' }).click();
  await expect(thread(carrier).getByText('Contact details are hidden until the award')).toBeVisible();
  await expect(thread(carrier).getByText('061 123 456')).toHaveCount(0);

  const owner = await signedIn(browser, customer);
  await expect(owner.getByRole('link', { name: /^Messages, \d+ unread/ })).toBeVisible();
  await owner.goto('/platform/messages');
  await waitForIslands(owner);
  await owner.getByRole('link', { name: new RegExp(title) }).click();
  const question = thread(owner).getByText('Can the pallets be stacked?');
  await expect(question).toBeVisible();
  await thread(owner).getByRole('button', { name: 'Answer for everyone' }).click();
  await expect(thread(owner).getByText(/Answering for every transporter/)).toBeVisible();
  await composer(owner).fill('No, please do not stack them.');
  await thread(owner).getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(owner, 'Your answer is shown to every transporter on this load.')).toBeVisible();
  await expectNoViolations(owner);
  // The asker's open tab hears the answer without a reload.
  await expect(said(carrier, 'No, please do not stack them.')).toBeVisible();

  const other = await signedIn(browser, reader);
  await other.goto(`/platform/transporter/transports?load=${load}`);
  await waitForIslands(other);
  const answers = other.getByRole('region', { name: 'Questions and answers' });
  await expect(answers.getByText('Can the pallets be stacked?')).toBeVisible();
  await expect(answers.getByText('No, please do not stack them.')).toBeVisible();
  await expect(answers.getByText('061 123 456')).toHaveCount(0);
  await expect(answers.getByText(/Vardar/)).toHaveCount(0);
});

test('a price proposal accepted sets the bid, and the award gives both sides the contacts', async ({ browser }) => {
  const title = `Proposal ${Date.now().toString(36)}`;
  const owner = await signedIn(browser, customer);
  const load = await createLoad(owner.request, customer, title);
  await placeBid(owner.request, asker, load, 500);

  await owner.goto(`/platform/user?transport=${load}`);
  await waitForIslands(owner);
  await owner
    .getByRole('button', { name: /^Message Vardar/ })
    .first()
    .click();
  await expect(owner).toHaveURL(/\/platform\/messages\?thread=/);
  await waitForIslands(owner);
  await thread(owner).getByRole('button', { name: 'Propose a price' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Propose a price' });
  await dialog.getByLabel('Price (EUR)').fill('450');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(toastWith(owner, 'Your price proposal was sent.')).toBeVisible();

  const carrier = await signedIn(browser, asker);
  await carrier.goto('/platform/messages');
  await waitForIslands(carrier);
  await carrier.getByRole('link', { name: new RegExp(title) }).click();
  await expect(thread(carrier).getByText(/Price proposal: .*450/)).toBeVisible();
  await thread(carrier).getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(carrier, /Proposal accepted/)).toBeVisible();
  // The customer's open thread hears it: the bid in its header now stands at 450.
  await expect(
    thread(owner).getByText('The transporter accepted the price proposal of €450.00: the bid now stands at that price.'),
  ).toBeVisible();
  await expect(thread(owner).getByText(/Bid .*450/)).toBeVisible();

  await owner.goto(`/platform/user?transport=${load}`);
  await waitForIslands(owner);
  const dialogOfLoad = owner.getByRole('dialog');
  await expect(dialogOfLoad.getByText(/450/).first()).toBeVisible();
  await dialogOfLoad
    .getByRole('button', { name: /^Award to Vardar/ })
    .first()
    .click();
  await owner.getByRole('button', { name: 'Award transport' }).click();
  await expect(toastWith(owner, /Transport awarded to/)).toBeVisible();

  await owner.goto('/platform/messages');
  await waitForIslands(owner);
  await owner.getByRole('link', { name: new RegExp(title) }).click();
  await expect(thread(owner).getByText('The load was awarded. From now on you can reach each other directly:')).toBeVisible();
  await expect(thread(owner).getByRole('link', { name: asker })).toBeVisible();
  await expect(thread(carrier).getByRole('link', { name: customer })).toBeVisible();
  await send(carrier, 'Our dispatcher: +387 61 555 444');
  await expect(said(owner, '+387 61 555 444')).toBeVisible();
});

test('a dispatcher writing all day: the box keeps the focus after Send, and an unsent text waits in its thread', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const carrier = await signedIn(browser, asker);
  const { token } = await apiLogIn(carrier.request, asker);
  const [first, second] = await Promise.all(
    [`Drafts A ${stamp}`, `Drafts B ${stamp}`].map(async (title) => {
      const load = await createLoad(carrier.request, customer, title);
      const { threadId } = await trpc<{ threadId: string }>(
        carrier.request,
        token,
        'messages.open',
        { json: { transportId: load } },
        'mutation',
      );
      await trpc(carrier.request, token, 'messages.send', { json: { threadId, body: 'Hello' } }, 'mutation');
      return title;
    }),
  );
  await carrier.goto('/platform/messages');
  await waitForIslands(carrier);
  await carrier.getByRole('link', { name: new RegExp(first!) }).click();
  await send(carrier, 'Is a tail lift needed?');
  await expect(composer(carrier)).toBeFocused();
  await carrier.keyboard.type('And the floor');
  await expect(composer(carrier)).toHaveValue('And the floor');

  await carrier.getByRole('link', { name: new RegExp(second!) }).click();
  await expect(thread(carrier).getByRole('heading', { name: second })).toBeVisible();
  await expect(composer(carrier)).toHaveValue('');
  await carrier.getByRole('link', { name: new RegExp(first!) }).click();
  await expect(composer(carrier)).toHaveValue('And the floor');
  await carrier.reload();
  await waitForIslands(carrier);
  await expect(composer(carrier)).toHaveValue('And the floor');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the messages page has no axe violations in ${theme}, and a phone shows one pane at a time`, async ({ browser }) => {
    const page = await signedIn(browser, customer);
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/platform/messages');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    await expectNoViolations(page);
    const first = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('time') })
      .first();
    if ((await first.count()) === 0) return;
    await first.click();
    await expect(thread(page)).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('every conversation in the inbox shows when, however long its title: the title is cut, not the time', async ({ browser }) => {
  // Balkan Cargo's demo inbox holds "Moving a 2-room flat Sarajevo → Beograd", longer than the pane is wide.
  const page = await signedIn(browser, 'dispatch@balkancargo.example');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/platform/messages');
    await waitForIslands(page);
    const entries = page.locator('a[data-thread]');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) {
      const [link, time] = [await entry.boundingBox(), await entry.locator('time').boundingBox()];
      const title = await entry.locator('span span').first().textContent();
      expect(time!.width, `the time of "${title}" at ${width} px`).toBeGreaterThan(0);
      expect(time!.x + time!.width, `the time of "${title}" at ${width} px`).toBeLessThanOrEqual(link!.x + link!.width);
    }
  }
});

test.describe('screenshots', () => {
  test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');

  test('the inbox and a thread: desktop and phone, light and dark', async ({ browser }) => {
    const page = await signedIn(browser, customer);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 860 });
        await page.goto('/platform/messages');
        await waitForIslands(page);
        await page.screenshot({ path: `test-results/screens/messages-inbox-${theme}-${width}.png` });
        await page
          .getByRole('main')
          .getByRole('link')
          .filter({ has: page.locator('time') })
          .first()
          .click();
        await expect(thread(page)).toBeVisible();
        await page.screenshot({ path: `test-results/screens/messages-thread-${theme}-${width}.png` });
      }
    }
  });
});
