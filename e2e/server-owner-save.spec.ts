import { expect, test } from '@playwright/test';
import { ownerToken } from './admin';

// Changes the owner's profile: its own Playwright project, after the specs that read it.

test("an owner's save shows on the next load, escaped wherever it lands in the page", async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/v1/users/1', { headers: auth })).json()) as Record<
    string,
    unknown
  >;
  const { id: _id, experiences: _experiences, projects: _projects, ...profile } = before;
  const bio = `Ships "fast" & safe </script><script>window.__injected = 1</script><!-- ${Date.now()}`;
  const rendersBefore = Number((await request.get('/')).headers()['x-home-render']);

  try {
    expect((await request.put('/api/v1/users/1', { headers: auth, data: { ...profile, bio } })).ok()).toBe(
      true,
    );

    const response = await request.get('/');
    expect(Number(response.headers()['x-home-render'])).toBeGreaterThan(rendersBefore);
    const html = await response.text();
    expect(html).not.toContain('<script>window.__injected');
    expect(html).toContain(
      'Ships &quot;fast&quot; &amp; safe &lt;/script&gt;&lt;script&gt;window.__injected',
    );
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect((JSON.parse(jsonLd) as { description: string }).description).toBe(bio);
    const state = /<script type="application\/json" id="ssr-query-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(state).toContain('window.__injected');

    await page.goto('/');
    await expect(page.getByText(bio)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
    ).toBeUndefined();
  } finally {
    expect((await request.put('/api/v1/users/1', { headers: auth, data: profile })).ok()).toBe(true);
  }
});

test('a burst of visitors costs one render', async ({ request }) => {
  const first = await request.get('/');
  const render = first.headers()['x-home-render'];
  const burst = await Promise.all(Array.from({ length: 25 }, () => request.get('/')));
  expect(burst.map((response) => response.headers()['x-home-render'])).toEqual(burst.map(() => render));
});
