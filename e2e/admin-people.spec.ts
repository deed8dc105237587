import { expect, type Page, test } from '@playwright/test';
import { confirmDelete, ownerToken, rowWith, saveNew, search, toast, uploadImage } from './admin';
import { changePasswordLinkFromOutbox } from './outbox';
import { owner, signIn } from './support';

/** Signs in through the form as someone other than the owner. */
async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
}

// Several full page loads and a second browser context, on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('the owner edits their profile and adds an ongoing experience, and the home page and header show both', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const title = `Principal engineer ${run}`;
  const company = `E2E Company ${run}`;
  const token = await ownerToken(request);
  const before = (await (
    await request.get('/api/v1/users/1', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>;
  await signIn(page);

  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Professional title' }).fill(title);
  await uploadImage(page, 'Avatar');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'User updated successfully.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Professional title' })).toBeDisabled();

  await page.goto('/admin/experiences/create-new');
  await page.getByRole('textbox', { name: 'Title' }).fill('Staff Engineer');
  await page.getByRole('textbox', { name: 'Description' }).fill('Added by the end-to-end tests.');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(company);
  await page.getByLabel('Start date').fill('2030-01-01');
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption('contract');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Remote');
  await saveNew(page, 'Experience created successfully!', '/admin/experiences');
  await expect(rowWith(page, company)).toContainText('January 2030 – Ongoing');

  await page.goto('/');
  await expect(page.getByText(title)).toBeVisible();
  const timelineEntry = page.locator('#experience li').filter({ hasText: company });
  await expect(timelineEntry).toContainText('Ongoing');
  const headerAvatar = page.getByRole('banner').locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/api\/uploads\/avatars\//);

  // Put the owner's profile back and remove the experience.
  await page.goto(`/admin/experiences?search=${encodeURIComponent(company)}`);
  await rowWith(page, company)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page, `Delete your experience at ${company} as Staff Engineer?`);
  await expect(toast(page, 'Experience successfully deleted!')).toBeVisible();
  // The avatar stays the one just uploaded: replacing the seed's removed its file (nothing referenced it any
  // more), so pointing back at it would leave the home page with a broken image.
  const { avatar } = (await (
    await request.get('/api/v1/users/1', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { avatar: string };
  const { id: _id, experiences: _experiences, projects: _projects, ...profile } = before;
  const restored = await request.put('/api/v1/users/1', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...profile, avatar },
  });
  expect(restored.ok()).toBe(true);
});

test('the owner invites a user, who sets a password from the e-mail, signs in and changes it; the owner finds and deletes them', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const email = `sam.${run}@e2e.test`;
  const password = `first-${run}`;
  await signIn(page);

  // The owner's own row has no Delete.
  await page.goto('/admin/users');
  await expect(rowWith(page, owner().email)).toBeVisible();
  await expect(rowWith(page, owner().email).getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'New' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill(run);
  await page.getByRole('textbox', { name: 'Professional title' }).fill('Designer');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Draws interfaces.');
  await page.getByRole('combobox', { name: 'Availability' }).selectOption('Looking');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0142');
  await page.getByRole('textbox', { name: 'GitHub' }).fill('https://github.com/sam');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/sam');
  await page.getByRole('textbox', { name: 'Notion resume' }).fill('https://www.notion.so/sam');
  await saveNew(page, 'User created successfully! An invitation e-mail is on its way.', '/admin/users');

  // The invited user, in a browser of their own: the link from the e-mail, a password, then signing in.
  const link = await changePasswordLinkFromOutbox(email, 'You are invited to the Portfolio admin');
  const invited = await browser.newContext();
  const theirPage = await invited.newPage();
  await theirPage.goto(link);
  await theirPage.getByLabel('Password', { exact: true }).fill(password);
  await theirPage.getByLabel('Confirm password', { exact: true }).fill(password);
  await theirPage.getByRole('button', { name: 'Change password' }).click();
  // Setting a password hashes it slowly on purpose: room for it on a machine the other checkouts share.
  await expect(theirPage.getByRole('button', { name: 'Password Changed' })).toBeVisible({ timeout: 30_000 });
  await signInAs(theirPage, email, password);
  await theirPage.goto('/admin/profile');
  await expect(theirPage.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  // They change their password from their profile: this session goes on, their other one ends.
  const otherSession = await browser.newContext();
  const otherPage = await otherSession.newPage();
  await signInAs(otherPage, email, password);
  const newPassword = `second-${run}`;
  await theirPage.getByRole('button', { name: 'Change password' }).click();
  await theirPage.getByLabel('Current password', { exact: true }).fill(password);
  await theirPage.getByLabel('New password', { exact: true }).fill(newPassword);
  await theirPage.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await theirPage.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(theirPage, 'Password changed successfully!')).toBeVisible({ timeout: 30_000 });
  await theirPage.goto('/admin/users');
  await expect(theirPage.getByRole('table')).toBeVisible();
  // The other session, still open on the admin, finds out at its next call.
  await otherPage
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(toast(otherPage, 'Your session has expired. Please sign in again.')).toBeVisible();
  // A fresh page of it is not signed in either.
  await otherPage.goto('/admin/users');
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
  await signInAs(otherPage, email, newPassword);
  await otherSession.close();
  await invited.close();

  // The owner finds them by e-mail and deletes them.
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Search by' }).selectOption('E-mail');
  await search(page, email);
  await rowWith(page, `Sam ${run}`)
    .getByRole('button', { name: `Delete Sam ${run}` })
    .click();
  await confirmDelete(page, `Delete user 'Sam ${run}'?`);
  await expect(toast(page, 'User deleted successfully.')).toBeVisible();
  await expect(page.getByText('No Results')).toBeVisible();
});
