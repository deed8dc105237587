import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { owner } from './support';

/** A 64×36 PNG, complete (the API decodes every upload), as a file for an image drop zone. */
export const PNG_FILE = {
  name: 'icon.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAMAAAAO0sygAAAAA1BMVEUzZ5Es4zihAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVRIx+3BMQEAAADCoPVP7W8GoAAAeAMJJAABkNyo6gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A session token of the owner, for setting up and checking through the API. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: owner() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The toast the host shows for a success (status) or a failure (alert) with this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** The table row that shows `text`. */
export const rowWith = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

/** Saves a create form and waits for the list it leads to, its toast still on screen. */
export async function saveNew(page: Page, message: string, list: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === list);
  await expect(toast(page, message)).toBeVisible();
}

/** Uploads a PNG through the form's drop zone and waits until Save may be pressed again. */
export async function uploadImage(page: Page, label: string) {
  await page.getByLabel(`${label} file`).setInputFiles(PNG_FILE);
  await expect(page.getByText('No file selected. Please upload an image.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
}

/** Searches a list and waits for the URL to carry the search. */
export async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** Confirms the host's dialog with "Yes, I'm sure" after checking its question. */
export async function confirmDelete(page: Page, question: string) {
  await expect(page.getByRole('dialog')).toContainText(question);
  await page.getByRole('button', { name: "Yes, I'm sure" }).click();
}

/** What sticks out sideways: the page itself, and any row (a card on a phone) wider than its box. */
export async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    rows: [...document.querySelectorAll('tbody tr')]
      .filter((row) => row.scrollWidth > row.clientWidth)
      .map((row) => row.textContent),
  }));
}
