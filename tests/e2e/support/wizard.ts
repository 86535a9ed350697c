/** The transport wizard as the demo customer fills it, shared by the specs that post a transport through it. */
import { expect, type Page } from '@playwright/test';
import { logInAs, waitForIslands } from '../helpers';

export async function logInAsAna(page: Page): Promise<void> {
  await logInAs(page, 'ana@tovar.example');
  // /platform forwards a customer to /platform/user: slow on a busy machine.
  await expect(page).toHaveURL(/\/platform\/user$/, { timeout: 20_000 });
}

export async function openWizard(page: Page): Promise<void> {
  await page.goto('/platform/user/create');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Loading and unloading' })).toBeVisible();
}

/** A local calendar day `days` from today, as the day buttons name it in data-day. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Opens the date field named `label` and picks the day `days` from today (in the next month if need be). */
export async function pickDate(page: Page, label: string, days: number): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  // The calendar loads when first opened.
  await expect(page.getByRole('dialog').locator('[data-slot="calendar"]')).toBeVisible();
  const day = page.locator(`button[data-day="${dayFromToday(days)}"]`);
  if (!(await day.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
  await day.click();
}

export interface WizardRoute {
  /** What is typed in each address field, and the suggestion then picked. */
  from: [typed: string, place: string];
  to: [typed: string, place: string];
  /** Loading and delivery days, counted from today. */
  days: [loading: number, delivery: number];
}

/** Fills the first step (addresses from the suggestions, both dates) and continues to the items. */
export async function fillRoute(page: Page, { from, to, days }: WizardRoute): Promise<void> {
  await page.getByRole('combobox', { name: 'Loading address' }).fill(from[0]);
  await page.getByRole('option', { name: from[1], exact: true }).click();
  await page.getByRole('combobox', { name: 'Delivery address' }).fill(to[0]);
  await page.getByRole('option', { name: to[1], exact: true }).click();
  await pickDate(page, 'Loading date', days[0]);
  await pickDate(page, 'Delivery date', days[1]);
  await page.getByRole('button', { name: 'Continue' }).click();
}
