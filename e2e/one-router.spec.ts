import { expect, type Page, test } from '@playwright/test';
import { filterStatus, remoteReleases, showCarousel } from './support';

/** Set on the page's window: a full page load would drop it. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

test("a remote's links move the address the host's header follows, and the header's move the remote's: one address for the page", async ({
  page,
  request,
}) => {
  const { publicRemote } = await remoteReleases(request);
  const routerFromRemote: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(publicRemote) && /router/i.test(req.url())) routerFromRemote.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await showCarousel(page);
  await markPage(page);

  // A <Link> the public remote renders, in its island: the address changes in place, and the visitor is taken
  // to the projects it names.
  const projects = page.getByRole('region', { name: 'Projects' });
  await page
    .getByRole('region', { name: 'My stack' })
    .getByRole('link', { name: 'Docker', exact: true })
    .click();
  await expect(page).toHaveURL(/\/\?tech=docker#projects$/);
  await expect(projects.getByRole('status').first()).toHaveText(filterStatus('1 of 3 projects uses Docker.'));
  // The host's own navigation (its header) reaches the remote: the filter in the address is gone, so is its status;
  // and the header follows the address it set, marking the section the hash names. (Its "Projects" is the
  // /projects page, so the remote's #projects marks none of its links.)
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await about.click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(about).toHaveAttribute('aria-current', 'true');
  await expect(projects.getByText(filterStatus('1 of 3 projects uses Docker.'))).toHaveCount(0);

  // Back, through the one history both follow.
  await page.goBack();
  await expect(projects.getByRole('status').first()).toHaveText(filterStatus('1 of 3 projects uses Docker.'));

  expect(await stillSamePage(page)).toBe(true);
  // The remote used the host's shared router, never a copy of its own.
  expect(routerFromRemote).toEqual([]);
});
