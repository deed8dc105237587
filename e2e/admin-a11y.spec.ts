import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn } from './support';

// Twelve whole page loads with remotes and an axe run each, on a machine the other checkouts' tests share: on a
// busy machine that took more than 90 s.
test.describe.configure({ timeout: 180_000 });

/** Each admin screen of the resource framework, in the state a user sees it in. */
const SCREENS: [string, string, (page: Page) => Promise<void>][] = [
  ['the tags list', '/admin/tags', (page) => expect(page.getByRole('table')).toBeVisible()],
  ['the technologies list', '/admin/technologies', (page) => expect(page.getByRole('table')).toBeVisible()],
  ['the projects list', '/admin/projects', (page) => expect(page.getByRole('table')).toBeVisible()],
  [
    'a read-only project with its technologies',
    '/admin/projects/1',
    (page) => expect(page.getByRole('list', { name: 'Technologies' })).toBeVisible(),
  ],
  [
    "a project's case study being edited, its write-up's preview shown",
    '/admin/projects/1',
    async (page) => {
      await page.getByRole('button', { name: 'Edit' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: 'Problem' })).toBeVisible();
      await expect(preview.locator('pre code .hljs-keyword').first()).toBeVisible();
    },
  ],
  [
    'a technology being edited, its tag suggestions open',
    '/admin/technologies/1',
    async (page) => {
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('combobox', { name: 'Add a tag' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
    },
  ],
  [
    'a new project with every message shown',
    '/admin/projects/create-new',
    async (page) => {
      await page.getByRole('textbox', { name: 'Live site' }).fill('not a url');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Project name is required')).toBeVisible();
    },
  ],
  [
    // Its colour starts on gray: the name is the one message a new tag can show.
    'a new tag with its message shown',
    '/admin/tags/create-new',
    async (page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Tag name is required')).toBeVisible();
    },
  ],
  ['the users list', '/admin/users', (page) => expect(page.getByRole('table')).toBeVisible()],
  [
    'a new user with every message shown',
    '/admin/users/create-new',
    async (page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Availability is required')).toBeVisible();
    },
  ],
  ['the experiences list', '/admin/experiences', (page) => expect(page.getByRole('table')).toBeVisible()],
  [
    'a new experience with every message shown',
    '/admin/experiences/create-new',
    async (page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Location is required')).toBeVisible();
    },
  ],
  [
    'your profile, being edited',
    '/admin/profile',
    async (page) => {
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    },
  ],
];

for (const theme of ['dark', 'light'] as const) {
  test(`every admin screen has no serious or critical axe violations (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    await signIn(page);
    for (const [name, path, ready] of SCREENS) {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page), name).toEqual([]);
    }
  });
}
