import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { changePasswordLinkFromOutbox } from './outbox';
import { owner } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

/** Whatever the page keeps in storage a script can read: the session token must never be there. */
const readableStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }).includes('eyJ'));

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the owner signs in, reaches the admin area, is sent back there from /login, and logs out', async ({
  page,
}) => {
  const { email, password } = owner();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, email, password);

  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await readableStorage(page)).toBe(false);

  // A session token already there: /login goes straight on to /admin.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/?$/);

  // Logout loads the sign-in page afresh; the guard may have moved the address there already, so the test waits
  // for that load before it navigates itself.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/projects');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fprojects$/);
});

test("a wrong password shows 'Error: wrong credentials.' and keeps the visitor on /login", async ({
  page,
}) => {
  await page.goto('/login');
  await fillLogin(page, owner().email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Error: wrong credentials.' })).toBeVisible();
  // Said beside the form as well, where it stays after the toast has gone.
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or password is wrong.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form explains what is missing before anything is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    // Not even a session check: without the signed_in hint the page knows this browser is signed out.
    if (request.url().includes('/api/v1/auth/')) calls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(calls).toEqual([]);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/change-password without a token says so and links to a new e-mail, sending nothing', async ({
  page,
}) => {
  await page.goto('/change-password');
  await expect(page.getByRole('alert')).toContainText('missing its reset token');
  await page.getByRole('link', { name: 'Request a new e-mail' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
});

/** A user of its own, so changing a password never disturbs the owner's sessions in the other specs. */
async function createUser(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: owner() });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const email = `recover-${Date.now()}@e2e.test`;
  const created = await request.post('/api/v1/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      professionalTitle: 'Engineer',
      bio: 'Signs in with a recovered password.',
      availability: 'Available for hire',
      email,
      phone: '+1 555 0100',
      github: 'https://github.com/example',
      linkedin: 'https://www.linkedin.com/in/example',
      notionResume: 'https://example.notion.site/resume',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return {
    email,
    remove: () => request.delete(`/api/v1/users/${id}`, { headers: { Authorization: `Bearer ${token}` } }),
  };
}

test('a forgotten password: recover, follow the e-mailed link, choose a new one, sign in with it', async ({
  page,
  request,
}) => {
  // Many steps and a mail to wait for: more than the default time on a busy machine.
  test.setTimeout(90_000);
  const user = await createUser(request);
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByRole('status')).toHaveText('Email sent successfully!');
    await expect(page.getByRole('button', { name: 'Email Sent!' })).toBeDisabled();

    const link = await changePasswordLinkFromOutbox(user.email, 'Reset your Portfolio password');
    await page.goto(link);
    const newPassword = `new-${Date.now()}`;
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toHaveText('Password changed successfully!');
    await expect(page.getByRole('button', { name: 'Password Changed' })).toBeDisabled();
    // Then a full-page navigation to the home page.
    await expect(page).toHaveURL(/\/$/);

    // The link works once: opened again, it says so before any password is typed.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('This link was already used.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    await page.goto('/login');
    await fillLogin(page, user.email, newPassword);
    await expect(page).toHaveURL(/\/admin\/?$/);
  } finally {
    await user.remove();
  }
});
