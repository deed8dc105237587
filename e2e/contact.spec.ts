import { type APIRequestContext, expect, test } from '@playwright/test';
import { allViolations } from './axe';
import { owner } from './support';

// Every post from this browser comes from one address, which may send 5 messages in 10 minutes: these tests
// send 3 between them, and read the rest.

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
