import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`pnpm test:e2e\`.`);
  return value;
};

export const owner = () => ({ email: env('E2E_OWNER_EMAIL'), password: env('E2E_OWNER_PASSWORD') });

export async function signIn(page: Page) {
  const { email, password } = owner();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password is hashed slowly on purpose: room for it on a machine the other checkouts' tests share.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
}

/**
 * Where each remote's live release is served from (the folder of its manifest, `<origin>/releases/<version>`),
 * read from the same runtime configuration the host uses: every file of that release starts with it.
 */
export async function remoteReleases(request: APIRequestContext) {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const folder = (manifest = '') => manifest.replace(/\/mf-manifest\.json$/, '');
  return { publicRemote: folder(remotes.publicRemote), adminRemote: folder(remotes.adminRemote) };
}

/**
 * Waits until the page-start script of a server-rendered page has run: before that its header's anchors are
 * plain links. It marks the section being read as soon as it runs.
 */
export async function waitForPageStart(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="true"]')).toHaveCount(
    1,
  );
}

/** The container of one island of a server-rendered page (`technologies`, `projects`). */
/**
 * The web-vitals chunk: the page's reporter loads it after the visitor's first interaction, on purpose
 * (docs/architecture.md#release-health), so a check of what an interaction costs the page leaves it aside.
 */
export const isVitalsChunk = (url: string) => /\/vitals-[\w-]+\.js$/.test(new URL(url).pathname);

export const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/** Waits until React has hydrated an island. */
export const islandHydrated = (page: Page, name: string) =>
  expect(island(page, name)).toHaveAttribute('data-island-hydrated', '', { timeout: 20_000 });

/** Asks for an island as a visitor's pointer does, where it is, and waits until React has hydrated it. */
export async function hydrateIsland(page: Page, name: string) {
  await island(page, name).dispatchEvent('pointerenter');
  await islandHydrated(page, name);
}

/**
 * The projects carousel (and Swiper) loads only when its island is hydrated, which its section coming into view
 * does: scroll there, wait for it, and come back to the top where a visitor starts.
 */
export async function showCarousel(page: Page) {
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await expect(page.locator('#projects .swiper-initialized')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Where the focus is after each of `presses` presses of `key` (Tab or Shift+Tab): the name of the focused
 * control inside `dialog`, 'browser' when it left the page for the browser's own controls (as a native modal
 * dialog lets it), or 'behind' for anything on the page outside the dialog.
 */
export async function focusWalk(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', presses: number) {
  const stops: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    stops.push(
      await dialog.evaluate((element) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'browser';
        if (!element.contains(focused)) return 'behind';
        return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '';
      }),
    );
  }
  return stops;
}

/**
 * The projects filter's status line, `1 of 3 projects uses Docker.`, with any number of projects in all: specs that
 * add a project to the shared stack (admin-resources, admin-ux, project-pages) run beside the ones that read the
 * home page, so the total may be 4 for a moment. The matching count and the technology are what a filter shows.
 */
export const filterStatus = (status: string) =>
  new RegExp(`^${status.replace(/\./g, '\\.').replace(/ of \d+ /, ' of \\d+ ')}$`);
