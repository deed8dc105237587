import { expect, test } from '@playwright/test';
import { overflow, ownerToken, rowWith, toast } from './admin';
import { allViolations } from './axe';
import { signIn } from './support';

// The content history as the owner meets it, in a file of its own: at two widths and two themes with axe it is
// the longest admin scenario, and a file is what the two workers share out.
test.describe.configure({ timeout: 240_000 });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-history-shots';

test('the history: Undo in the toast after a save, the History panel, the trash and a site restore preview, at 375 and 1280 px in both themes, axe-clean', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const name = `Kept ${run}`;
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const tag = (await (
    await request.post('/api/v1/tags', { headers, data: { name, color: 'blue' } })
  ).json()) as { id: number };
  // A tag there at `since` and deleted after it: the trash has a row, and the site restore would bring it back.
  const gone = (await (
    await request.post('/api/v1/tags', { headers, data: { name: `Gone ${run}`, color: 'red' } })
  ).json()) as { id: number };
  const since = Date.now();
  // The site restore's field counts whole seconds: the next one after `since` comes before the deletion.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await request.delete(`/api/v1/tags/${gone.id}`, { headers });

  await signIn(page);
  const nameField = page.getByRole('textbox', { name: 'Name' });
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      const where = `${viewport.width} px, ${theme}`;
      await page.setViewportSize(viewport);
      await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);

      await page.goto(`/admin/tags/${tag.id}`);
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await nameField.fill(`${name} renamed`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = toast(page, 'Tag updated successfully!');
      await expect(saved.getByRole('button', { name: 'Undo' })).toBeVisible();
      // As the owner reaching for Undo: the pointer on the toast holds its time while axe and the screenshot run.
      await saved.hover();
      expect(await allViolations(page), `${where}: toast with Undo`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/undo-toast-${viewport.width}-${theme}.png` });
      await saved.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'Undone: it is back as it was.')).toBeVisible();
      await expect(nameField).toHaveValue(name);
      const panel = page.getByRole('region', { name: 'History' });
      await expect(panel.getByRole('listitem').first()).toContainText('Restored by');
      await expect(panel.getByRole('listitem').nth(1)).toContainText(`namefrom ${name} → to ${name} renamed`);
      expect(await overflow(page), where).toEqual({ page: 0, rows: [] });
      expect(await allViolations(page), `${where}: History panel`).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/history-panel-${viewport.width}-${theme}.png`,
        fullPage: true,
      });

      await page.goto('/admin/history');
      await expect(rowWith(page, `Gone ${run}`)).toBeVisible();
      expect(await overflow(page), `${where}: trash`).toEqual({ page: 0, rows: [] });
      expect(await allViolations(page), `${where}: trash`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/trash-${viewport.width}-${theme}.png`, fullPage: true });

      await page.getByRole('link', { name: 'Restore the site to…' }).click();
      const local = await page.evaluate((time) => {
        const at = new Date(time + 1000);
        const two = (value: number) => String(value).padStart(2, '0');
        return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
      }, since);
      await page.getByLabel('Date and time (your time zone)').fill(local);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: `Comes back: tag “Gone ${run}”` }),
      ).toBeVisible();
      expect(await overflow(page), `${where}: site restore`).toEqual({ page: 0, rows: [] });
      expect(await allViolations(page), `${where}: site restore`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/restore-site-${viewport.width}-${theme}.png`, fullPage: true });
    }
  }

  // Out of the trash: the same id comes back, and leaves the trash.
  await page.goto('/admin/history');
  await rowWith(page, `Gone ${run}`)
    .getByRole('button', { name: `Restore Gone ${run}` })
    .click();
  await page.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(toast(page, `Gone ${run} is back, with its links and its place.`)).toBeVisible();
  await expect(rowWith(page, `Gone ${run}`)).toHaveCount(0);
  expect((await request.get(`/api/v1/tags/${gone.id}`)).ok()).toBe(true);
  for (const id of [tag.id, gone.id]) await request.delete(`/api/v1/tags/${id}`, { headers });
});
