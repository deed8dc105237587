import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

// The budget for a visitor's first load of `/` on a phone, measured gzipped (what a compressing server sends)
// whatever the server in front does. It was 285 KiB in 34 files before one federation runtime, the router and
// TanStack Query facades and the lazy carousel; 194 KiB after; 177 KiB once our own navigation guard replaced
// the data router (30 -> 14 KiB of router); 174.5 KiB with the stateless shared modules unshared; 173.8 KiB with
// jotai shared inside the state module; 179.2 KiB when the project pages came (the host server preloaded every
// page of the public remote with `/`, and the home's code split into chunks it shares with them); 175.4 KiB once
// `/` preloads only its own page and the project card, which the home's skeleton used to pull in, waits for the
// carousel; 177.9 KiB (171.8 as sent) with the session shared by every tab (in-memory token, refresh, sign-out
// across tabs), which lives in the one shared API module `/` loads: taking it out of `/`'s path is open work.
// The goal is 170 KiB (docs/PERFORMANCE.md says what is left); this budget
// keeps what was won from slipping back.
const BUDGET_KIB = 178.5;
// The same scripts as our servers send them (brotli, precompressed at build) with their response headers, which
// on HTTP/1.1 go uncompressed with every file: 180 KiB while the host sent its pages' CSP and frame options with
// each script, 167 KiB once those went only with documents. This is the figure, with its goal.
// Over the goal since the shared session came (see above), until that leaves `/`'s path.
const TRANSFERRED_BUDGET_KIB = 172.5;

test.use({ viewport: { width: 375, height: 812 } });

test(`a cold load of / downloads at most ${BUDGET_KIB} KiB of JavaScript gzipped, ${TRANSFERRED_BUDGET_KIB} KiB as sent`, async ({
  page,
}) => {
  const scripts: { url: string; gzip: number; transferred: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js$/.test(new URL(response.url()).pathname)) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) =>
          void scripts.push({
            url: response.url(),
            gzip: gzipSync(body).length,
            transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          }),
        () => {},
      ),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const kib = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  const transferredKib = scripts.reduce((sum, script) => sum + script.transferred, 0) / 1024;
  console.log(
    `JavaScript on /: ${kib.toFixed(1)} KiB gzipped, ${transferredKib.toFixed(1)} KiB as sent, in ${scripts.length} files`,
  );
  // The carousel's Swiper waits below the fold until the visitor scrolls towards it.
  expect(scripts.filter((script) => /swiper|ProjectsCarousel/i.test(script.url))).toEqual([]);
  expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
  expect(transferredKib).toBeLessThanOrEqual(TRANSFERRED_BUDGET_KIB);
});
