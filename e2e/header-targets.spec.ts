import { expect, test } from '@playwright/test';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

/** WCAG 2.2's 2.5.8 Target Size (Minimum), level AA: a pointer target is at least 24 by 24 CSS px. */
const MIN_TARGET_PX = 24;

for (const path of ['/', '/projects', '/login']) {
  test(`every link and button of the public header on ${path} is at least 24 × 24 px at 375 px, none overlapping`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    const header = page.locator('header').first();
    await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'About',
      'Experience',
      'My stack',
      'Projects',
    ]);

    const targets = await header.locator('a, button').evaluateAll((elements) =>
      elements
        .map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return { name, x: box.x, y: box.y, width: box.width, height: box.height };
        })
        // Hidden at this width (the header's mail icon shows from 640 px): nothing to tap.
        .filter((target) => target.width > 0 && target.height > 0),
    );
    // The account link (avatar), the four sections, the theme toggle.
    expect(targets.map((target) => target.name)).toEqual([
      expect.any(String),
      'About',
      'Experience',
      'My stack',
      'Projects',
      'Toggle theme',
    ]);
    for (const target of targets) {
      expect.soft(target.width, `${target.name}'s width`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      expect.soft(target.height, `${target.name}'s height`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
    // Two targets that overlap would each take the other's taps.
    for (const [index, a] of targets.entries())
      for (const b of targets.slice(index + 1)) {
        const overlap =
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect.soft(overlap, `${a.name} and ${b.name} overlap`).toBe(false);
      }
    // The header keeps one line at 375 px: the four sections did not wrap under one another.
    const tops = new Set(targets.slice(1, 5).map((target) => Math.round(target.y)));
    expect(tops.size).toBe(1);
  });
}
