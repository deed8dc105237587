import { type APIRequestContext, expect, test } from '@playwright/test';
import { toast } from './admin';
import { allViolations } from './axe';
import { owner } from './support';

// Every post from this browser comes from one address, which may send 5 messages in 10 minutes: these tests
// send 5 between them (a form with mistakes counts), and read the rest.

/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-contact-shots';

interface Message {
  name: string;
  email: string;
  message: string;
  project: { id: number; name: string } | null;
  verification: string;
}

async function inbox(request: APIRequestContext): Promise<Message[]> {
  const login = await request.post('/api/v1/auth/login', { data: owner() });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/v1/messages?folder=inbox&limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { messages: Message[] }).messages;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Ask about this project" opens the form with the project chosen; sending it lands in the inbox', async ({
    page,
  }) => {
    await page.goto('/projects/trail-planner');
    await page.getByRole('link', { name: 'Ask about this project' }).click();
    await expect(page).toHaveURL(/\/contact\?project=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write to Alex');
    await expect(page.getByLabel('About')).toHaveValue(/\d+/);
    await expect(page.getByLabel('About').locator('option:checked')).toHaveText('Trail Planner');

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.org');
    await page.getByLabel('Message').fill('Is Trail Planner open to contributions? <b>Thanks</b>');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
    await expect(page.getByRole('status')).toContainText('Alex will read your message');
    const [newest] = await inbox(page.request);
    expect(newest).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.org',
      message: 'Is Trail Planner open to contributions? <b>Thanks</b>',
      project: { name: 'Trail Planner' },
      verification: 'unverified',
    });
  });

  test('a form with mistakes comes back with a message under each field and what was typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Email').fill('not an address');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Where the answer goes. Please enter a valid e-mail address',
    );
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
      'Up to 5,000 characters. Please write a message',
    );
    await expect(page.getByLabel('Email')).toHaveValue('not an address');
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a filled honeypot gets the same answer, and nothing reaches the inbox', async ({ page }) => {
    const text = 'A bot filled every field of this form.';
    const response = await page.request.post('/contact', {
      form: { name: 'Bot', email: 'bot@example.org', message: text, website: 'https://spam.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/contact?sent=1');
    expect((await inbox(page.request)).map((message) => message.message)).not.toContain(text);
  });

  test('the header and the footer lead to the form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Write to Alex' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write to Alex');
  });
});

test('with JavaScript: the form comes to life once reached for, proves its work in a worker and sends in place', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The page's reporter posts its page view on its own: only what carries a message counts here.
    if (request.method() === 'POST' && /contact|messages/.test(pathname)) posts.push(pathname);
  });

  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  // Read, not reached for: nothing but the page's own inline start script ran.
  expect(scripts).toEqual([]);
  const island = page.locator('[data-island="contact"]');
  await expect(island).not.toHaveAttribute('data-island-wanted');

  await page.getByLabel('Name').fill('Ada Lovelace');
  await expect(island).toHaveAttribute('data-island-hydrated', '');
  await expect.poll(() => workers.length).toBeGreaterThan(0);

  // A field left empty is said at once, under it, with the API's words; nothing is sent.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Where the answer goes. Please enter your e-mail address',
  );
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(
    'Up to 5,000 characters. Please write a message',
  );
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  expect(posts).toEqual([]);

  await page.getByLabel('Email').fill('ada@example.org');
  const text = 'Could the analytical engine run your Trail Planner? Written with JavaScript on.';
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  expect(posts).toEqual(['/api/v1/messages']);
  const [newest] = await inbox(page.request);
  expect(newest).toMatchObject({ name: 'Ada Lovelace', message: text, verification: 'verified' });
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1280]) {
    test(`/contact at ${width} px in the ${theme} theme has no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
      await page.goto('/contact');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
      await expect(page.locator('body')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await allViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/contact-${width}-${theme}.png`, fullPage: true });
    });
  }
}

test("the owner's Inbox: unread counted, a message shown as text, filed, deleted with Undo", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const text = '<script>document.title = "ran"</script> Could we talk about <b>Trail Planner</b>?';
  const sent = await page.request.post('/api/v1/messages', {
    data: { name: 'Ada Byron', email: 'ada.byron@example.org', message: text },
  });
  expect(sent.status()).toBe(202);
  const unread = async () => {
    const login = await page.request.post('/api/v1/auth/login', { data: owner() });
    const { token } = (await login.json()) as { token: string };
    const response = await page.request.get('/api/v1/messages?limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { unread: number }).unread;
  };
  const before = await unread();
  expect(before).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  // Signing in through the API above left this browser its refresh cookie: the admin opens signed in.
  await page.goto('/admin');
  const menu = page.getByRole('complementary', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: `Inbox ${before} unread` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Unread messages/ })).toContainText(String(before));

  await menu.getByRole('link', { name: /^Inbox/ }).click();
  const row = page.getByRole('link', { name: /Ada Byron/ }).first();
  await expect(row).toContainText('Unread:');
  await expect(row).toContainText('<script>');
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('body')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await allViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/inbox-${width}-${theme}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await row.click();
  await expect(page.getByTestId('message-text')).toHaveText(text);
  await expect(page).not.toHaveTitle('ran');
  await expect(
    menu.getByRole('link', { name: before > 1 ? `Inbox ${before - 1} unread` : 'Inbox' }),
  ).toBeVisible();
  const reply = new URL((await page.getByRole('link', { name: 'Reply' }).getAttribute('href'))!);
  expect(reply.searchParams.get('subject')).toBe('Re: your message');
  expect(reply.searchParams.get('body')).toContain(`> ${text}`);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Toggle theme' }).click();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await allViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/message-${width}-${theme}.png`, fullPage: true });
    }
  }

  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Message archived.')).toBeVisible();
  await page.getByRole('link', { name: 'Archive' }).click();
  await page
    .getByRole('link', { name: /Ada Byron/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Message deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Ada Byron/ })).toHaveCount(0);
  await toast(page, 'Message deleted.').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: /Ada Byron/ }).first()).toBeVisible();
});
