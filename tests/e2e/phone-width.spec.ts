/**
 * No page is wider than a 360 px phone (issue 14): every route of the spec's route table, as a
 * visitor and logged in as a customer and a transporter, in English and in German (the longest words),
 * the transporter's in Serbian Cyrillic too (the longest of the load search's pager). Nothing sticks
 * out of the box it sits in, and the top bar breaks a long title between syllables, not at its last letter.
 * On a 1280 px laptop screen the lists' tables show whole; in a narrower window the lists show as cards.
 */
import { expect, test, type Page } from './test';
import type { APIRequestContext } from '@playwright/test';
import { createLoad, day, loadWithTwoBids, trpc } from './api-fixtures';
import { apiLogIn, inLanguage, paths, publicPaths, startSession, waitForIslands, type Language } from './helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

const accountPages = [paths.logIn, paths.signUp, paths.forgot, `${paths.resetPassword}?token=x`, '/no-such-page'];
const customerPages = [paths.userHome, paths.createTransport, paths.account];
const transporterPages = [
  paths.transporterHome,
  paths.transporterTransports,
  paths.jobs,
  paths.fleet,
  paths.live,
  paths.messages,
  paths.notifications,
  paths.account,
];

async function expectFits(page: Page, path: string, screen = 360) {
  await page.goto(path);
  if (!publicPaths.some((p) => p === path)) await waitForIslands(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(`${path}: ${width}px`).toBe(`${path}: ${Math.min(width, screen)}px`);
  expect(await sticking(page), path).toEqual([]);
  expect(await brokenHeadingWords(page), path).toEqual([]);
  // The soft hyphens that break it stay out of the tab's title.
  expect(await page.title()).not.toContain('\u00ad');
}

/**
 * Controls and bordered boxes whose right edge passes the padding of the box around them (a row of
 * buttons too wide for its card), outside scrolling containers, text cut with an ellipsis and the map.
 */
function sticking(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsOrCuts = (element: Element) => {
      const { overflowX, textOverflow } = getComputedStyle(element);
      return overflowX === 'auto' || overflowX === 'scroll' || (overflowX === 'hidden' && textOverflow === 'ellipsis');
    };
    return [...document.querySelectorAll<HTMLElement>('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      const control = /^(BUTTON|A|INPUT|SELECT|TEXTAREA)$/.test(element.tagName);
      if (!control && !(parseFloat(style.borderRightWidth) > 0)) return [];
      if (style.position === 'fixed' || style.position === 'absolute' || element.closest('.sr-only, .maplibregl-map')) return [];
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height) return [];
      for (let outer = element.parentElement; outer; outer = outer.parentElement) if (scrollsOrCuts(outer)) return [];
      let around = element.parentElement;
      while (around && !(parseFloat(getComputedStyle(around).paddingRight) > 0)) around = around.parentElement;
      if (!around) return [];
      const aroundStyle = getComputedStyle(around);
      const inside = around.getBoundingClientRect().right - parseFloat(aroundStyle.paddingRight) - parseFloat(aroundStyle.borderRightWidth);
      const text = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40);
      return box.right > inside + 0.5 ? [`${element.tagName} "${text}" ends at ${Math.round(box.right)} of ${Math.round(inside)} px`] : [];
    });
  });
}

/**
 * Headings and navigation entries (the wizard's steps) where a line ends inside a word at anything
 * but a soft hyphen ("Fuhrparkverwaltun|g", "1|.", "Beschreibun|g").
 */
function brokenHeadingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const range = document.createRange();
    /** Whether a line ends inside the text node's word (each node apart: its neighbours may sit on another line). */
    const breaksInWord = (text: Text) => {
      let lineTop: number | undefined;
      let mayBreak = false;
      for (let i = 0; i < text.length; i++) {
        // A line may end at a space, a hyphen or a soft hyphen (whose own box can sit on either line).
        if (/[\s\u00ad-]/.test(text.data[i]!)) {
          mayBreak = true;
          continue;
        }
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // The last box: a range starting a line also has an empty one at the end of the line before.
        const boxes = range.getClientRects();
        const top = boxes[boxes.length - 1]?.top ?? 0;
        if (lineTop !== undefined && top > lineTop + 1 && !mayBreak) return true;
        lineTop = top;
        mayBreak = false;
      }
      return false;
    };
    return [...document.querySelectorAll('h1, h2, h3, nav li')].flatMap((heading) => {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      return texts.filter(breaksInWord).map((text) => text.data);
    });
  });
}

/**
 * A page's list on laptop screens: on a 1280 px screen, even with a classic 17 px scrollbar (1263 px
 * left), the whole table shows without scrolling in its card; on a narrower window (1152 px) the
 * list shows as cards, which fit, rather than as a table that scrolls sideways.
 */
async function expectTableFits(page: Page, path: string) {
  await page.setViewportSize({ width: 1263, height: 800 });
  await expectFits(page, path, 1263);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const table = page.locator('[data-slot=table-container]');
  await expect.poll(() => table.evaluate((box) => box.scrollWidth - box.clientWidth), { message: path }).toBe(0);
  await page.setViewportSize({ width: 1152, height: 800 });
  const main = page.getByRole('main');
  await expect(main.getByRole('table')).toBeHidden();
  await expect(main.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1152);
}

/** A request filled up to the summary, kept where the wizard keeps its draft, opened at `step`. */
function wizardDraft(step: number): string {
  const values = {
    loadingAddress: 'Sarajevo, BA',
    loadingCountry: 'BA',
    loadingLat: 43.86,
    loadingLon: 18.41,
    loadingDate: day(30),
    loadingFlexible: true,
    deliveryAddress: 'Zagreb, HR',
    deliveryCountry: 'HR',
    deliveryLat: 45.81,
    deliveryLon: 15.98,
    deliveryDate: day(32),
    deliveryFlexible: false,
    items: [{ description: 'Oak dining table', type: 'OTHER', quantity: 2, weightKg: 40, widthCm: 90, heightCm: 75, lengthCm: 180 }],
    title: 'Dining table',
  };
  return JSON.stringify({ step, values });
}

/** Balkan Cargo's tractor and trailer: the longest name in the demo fleets. */
const longTruck = 'Volvo FH 500 + Krone Profi Liner';

/** A new load of Ana's, awarded to Balkan Cargo's bid with its tractor and trailer; its id. */
async function awardedToBalkanCargo(request: APIRequestContext, title: string): Promise<string> {
  const id = await createLoad(request, 'ana@tovar.example', title);
  const { token } = await apiLogIn(request, 'dispatch@balkancargo.example');
  const vehicles = await trpc<{ id: string; name: string }[]>(request, token, 'fleet.list', undefined, 'query');
  const truck = vehicles.find((vehicle) => vehicle.name === longTruck)!;
  const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const input = { transportId: id, amount: 420, currency: 'EUR', pickupDate: day(30), vehicleId: truck.id, validUntil };
  const bid = await trpc<{ id: string }>(
    request,
    token,
    'bids.place',
    { json: input, meta: { values: { validUntil: ['Date'] } } },
    'mutation',
  );
  const owner = await apiLogIn(request, 'ana@tovar.example');
  await trpc(request, owner.token, 'transports.award', { json: { transportId: id, bidId: bid.id } }, 'mutation');
  return id;
}

/** The language as the app keeps it: in localStorage and in the cookie the server reads. */
async function useLanguage(page: Page, lang: Language) {
  await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
  await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
}

for (const lang of ['en', 'de', 'sr-Cyrl'] as const) {
  test.describe(lang, () => {
    // Serbian Cyrillic's words are no longer than German's but for the transporter's pages.
    if (lang !== 'sr-Cyrl') {
      test('public and account pages fit a 360 px screen for a visitor', async ({ page }) => {
        await page.goto(paths.home);
        await useLanguage(page, lang);
        for (const path of publicPaths) await expectFits(page, inLanguage(path, lang));
        for (const path of accountPages) await expectFits(page, path);
      });

      test("a customer's pages fit a 360 px screen", async ({ page }) => {
        await startSession(page, 'marko@tovar.example');
        await useLanguage(page, lang);
        for (const path of [...customerPages, paths.logOut]) await expectFits(page, path);
      });

      test("the wizard's later steps fit a 360 px screen", async ({ page }) => {
        await startSession(page, 'marko@tovar.example');
        await useLanguage(page, lang);
        for (const step of [1, 2]) {
          await page.evaluate((draft) => sessionStorage.setItem('tovar-transport-draft', draft), wizardDraft(step));
          await expectFits(page, paths.createTransport);
          await expect(page.getByRole('navigation').locator('[aria-current=step]')).toContainText(String(step + 1));
        }
      });
    }

    test("a transporter's pages fit a 360 px screen", async ({ page }) => {
      await startSession(page, 'info@drinatrans.example');
      await useLanguage(page, lang);
      for (const path of transporterPages) await expectFits(page, path);
    });

    test('a small tablet and a small laptop (640 and 1024 px) show the top bar and the page without scrolling sideways', async ({
      page,
    }) => {
      await startSession(page, 'info@drinatrans.example');
      await useLanguage(page, lang);
      // 640: the narrowest screen whose top bar has more than a phone's; 1024: the narrowest with the sidebar.
      for (const width of [640, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of [paths.notifications, paths.jobs, paths.fleet]) await expectFits(page, path, width);
      }
    });

    test("a job's dialog fits a 360 px screen, its vehicle choice a long truck's name included", async ({ page }) => {
      const id = await awardedToBalkanCargo(page.request, `Job on a phone ${lang} ${Date.now()}`);
      await startSession(page, 'dispatch@balkancargo.example');
      await useLanguage(page, lang);
      await page.goto(`${paths.jobs}?job=${id}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('combobox')).toContainText(longTruck);
      expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      expect(await sticking(page)).toEqual([]);
    });

    test("a transporter's tables (load search, jobs, fleet) show whole on a 1280 px laptop, and as cards in a narrower window", async ({
      page,
    }) => {
      await startSession(page, 'info@drinatrans.example');
      await useLanguage(page, lang);
      for (const path of [paths.transporterTransports, paths.jobs, paths.fleet]) await expectTableFits(page, path);
    });

    test("a customer's transports show whole on a 1280 px laptop, and as cards in a narrower window", async ({ page }) => {
      await startSession(page, 'ana@tovar.example');
      await useLanguage(page, lang);
      await expectTableFits(page, paths.userHome);
    });

    test("a transport's bids, award and message buttons included, show whole in its dialog on a laptop", async ({ page }) => {
      const title = `Bids in full ${lang} ${Date.now()}`;
      const id = await loadWithTwoBids(page.request, title);
      await startSession(page, 'ana@tovar.example');
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${paths.userHome}?transport=${id}`);
      const dialog = page.getByRole('dialog', { name: title });
      const bids = dialog.getByRole('table').filter({ has: page.getByRole('link', { name: 'Balkan Cargo d.o.o.' }) });
      await expect(bids.getByRole('row')).toHaveCount(3);
      // The dialog is as wide at any larger screen: nothing in it is wider than it, the bids' table scrolls not.
      expect(await dialog.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      expect(await bids.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
      const lastCell = bids.getByRole('row').nth(1).getByRole('cell').last();
      expect(
        await lastCell.evaluate(
          (cell, right) => cell.getBoundingClientRect().right <= right,
          await dialog.evaluate((box) => box.getBoundingClientRect().right),
        ),
      ).toBe(true);
    });
  });
}
