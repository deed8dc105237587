import { expect, type Page, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  publicRemoteRelease,
  type SpareServer,
  sparePort,
  startApiServer,
  startHostServer,
  startStaticServer,
} from './servers';
import { allViolations } from './axe';
import { env } from './support';

/**
 * Releases a team can trust in an incident, on a stack of its own (PostgreSQL, one API, one host server and a
 * static origin per remote): a rollback during a rollout stops it first, and the CLI says what it did.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = randomBytes(32).toString('base64url');
const OWNER = { email: 'owner@trust.test', password: randomBytes(12).toString('base64url') };

const BROKEN_ADMIN = 'a-broken';
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-release-shots';

const servers: SpareServer[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
let host: SpareServer;
let publicOrigin: SpareServer;
let adminOrigin: SpareServer;
let adminVersion: string;
let publicKey: string;
let ownerToken: string;
let apiUrl: string;
let databaseUrl: URL;
let adminKey: string;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A statement with bound `values` on this spec's own database, as someone with access to it would run it. */
async function onSiteDatabase(statement: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl.href });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The site's release registry as CI calls it, with the public remote's deploy key (or `key`). */
async function call(method: string, path: string, body?: object, key = publicKey) {
  const response = await fetch(`${host.url}/api/v1/releases/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, never>,
  };
}

interface Registry {
  live: { version: string } | null;
  previous: string | null;
  rollout: { version: string; percent: number } | null;
}
const registry = async () => (await call('GET', 'publicRemote')).body as unknown as Registry;

/** The public remote release the host server renders `/` with (for everyone once no rollout runs). */
const servedRelease = async () => (await fetch(`${host.url}/`)).headers.get('x-public-remote-release');

/** `pnpm release <args>` as CI runs it (CI set), against this stack unless `extraEnv` says otherwise. */
async function release(args: string[], extraEnv: Record<string, string | undefined> = {}) {
  const root = env('E2E_ROOT');
  const environment: Record<string, string | undefined> = {
    ...process.env,
    CI: 'true',
    PORTFOLIO_URL: host.url,
    PORTFOLIO_DEPLOY_KEY: publicKey,
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name];
  return promisify(execFile)(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args], {
    cwd: root,
    env: environment,
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function signIn(page: Page) {
  await page.goto(`${host.url}/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 });
}

test.beforeAll(async ({ request }, info) => {
  test.setTimeout(180_000);
  const port = (offset: number) => sparePort(info.workerIndex, offset);
  const database = `portfolio_e2e_trust_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${database}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-trust-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  // Three releases of the public remote (copies of the end-to-end build under their own versions) and the
  // admin remote's build, each on a static origin of its own.
  const publicRoot = await mkdtemp(join(tmpdir(), 'portfolio-trust-public-'));
  cleanups.push(() => rm(publicRoot, { recursive: true, force: true }));
  for (const version of ['p1', 'p2', 'p3'])
    await cp(await publicRemoteRelease(), join(publicRoot, 'releases', version), { recursive: true });
  // The admin remote's build under its own version, and a copy of it that throws at import, browser and server.
  const adminBuild = join(env('E2E_ROOT'), 'admin-remote', env('E2E_OUT_DIR'));
  adminVersion = (
    JSON.parse(await readFile(join(adminBuild, 'last-build.json'), 'utf8')) as { version: string }
  ).version;
  const adminRoot = await mkdtemp(join(tmpdir(), 'portfolio-trust-admin-'));
  cleanups.push(() => rm(adminRoot, { recursive: true, force: true }));
  for (const version of [adminVersion, BROKEN_ADMIN])
    await cp(join(adminBuild, 'releases', adminVersion), join(adminRoot, 'releases', version), {
      recursive: true,
    });
  for (const entry of ['remoteEntry.js', 'remoteEntry.ssr.js']) {
    const file = join(adminRoot, 'releases', BROKEN_ADMIN, entry);
    await writeFile(file, `throw new Error('broken at import');\n${await readFile(file, 'utf8')}`);
    // The static server would answer the unbroken precompressed copies.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }

  const hostUrl = `http://localhost:${port(3)}`;
  const api = await startApiServer(port(0), {
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: dataDir,
    RELEASES_SECRET: SECRET,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    PUBLIC_URL: hostUrl,
    CORS_ORIGINS: hostUrl,
    LOG_LEVEL: 'warn',
  });
  servers.push(api);
  apiUrl = api.url;
  publicOrigin = await startStaticServer(publicRoot, port(1), hostUrl);
  adminOrigin = await startStaticServer(adminRoot, port(2), hostUrl);
  servers.push(publicOrigin, adminOrigin);
  host = await startHostServer(port(3), {
    API_URL: api.url,
    RELEASES_SECRET: SECRET,
    PREVIEW_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_REMOTE_URL: `${publicOrigin.url}/releases/p1/mf-manifest.json`,
    ADMIN_REMOTE_URL: `${adminOrigin.url}/releases/${adminVersion}/mf-manifest.json`,
    RELEASES_POLL_MS: '500',
  });
  servers.push(host);

  const login = await request.post(`${api.url}/api/v1/auth/login`, { data: OWNER });
  ownerToken = ((await login.json()) as { token: string }).token;
  const key = await request.post(`${api.url}/api/v1/deploy-keys`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { name: 'CI public', remote: 'publicRemote' },
  });
  publicKey = ((await key.json()) as { key: string }).key;

  // p2 live, p1 before it; p3 published and rolling out to 20 % when the incident starts.
  for (const version of ['p1', 'p2', 'p3'])
    expect(
      (
        await call('POST', 'publicRemote', {
          version,
          manifestUrl: `${publicOrigin.url}/releases/${version}/mf-manifest.json`,
        })
      ).status,
    ).toBe(201);
  for (const [version, expectedLive, percent] of [
    ['p1', null, 100],
    ['p2', 'p1', 100],
    ['p3', 'p2', 20],
  ] as const)
    expect((await call('PUT', 'publicRemote/live', { version, expectedLive, percent })).status).toBe(200);
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test('a rollback during a rollout stops it and leaves live unchanged; a second one moves live back', async () => {
  const first = await release(['public', 'rollback']);
  expect(first.code).toBe(0);
  expect(first.stdout).toContain(
    'publicRemote: Stopped the rollout of p3 (20 % of visitors): every visitor is on p2 again, and live is unchanged. Roll back again to go back to p1.',
  );
  expect(await registry()).toMatchObject({ live: { version: 'p2' }, previous: 'p1', rollout: null });
  await expect.poll(servedRelease, { intervals: [100] }).toBe('p2');

  const second = await release(['public', 'rollback']);
  expect(second.stdout).toContain('publicRemote: Rolled back from p2 to p1: every visitor is on p1.');
  expect(await registry()).toMatchObject({ live: { version: 'p1' }, previous: 'p2', rollout: null });
  await expect.poll(servedRelease, { intervals: [100] }).toBe('p1');
});

test('the owner does the same from the releases screen, told what each rollback did', async ({ page }) => {
  expect(
    (await call('PUT', 'publicRemote/live', { version: 'p3', expectedLive: 'p1', percent: 20 })).status,
  ).toBe(200);
  await signIn(page);
  await page.goto(`${host.url}/admin/releases`);
  const site = page.getByRole('region', { name: 'Public site' });
  await site.getByRole('button', { name: 'Roll back: stop the rollout of p3' }).click();
  await expect(page.getByRole('dialog')).toContainText('Stop the rollout of p3 (20 % of visitors)?');
  await page.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stopped the rollout of p3' })).toBeVisible();
  expect(await registry()).toMatchObject({ live: { version: 'p1' }, rollout: null });

  await site.getByRole('button', { name: 'Roll back to p2' }).click();
  await page.getByRole('button', { name: "Yes, I'm sure" }).click();
  // This one checks p2 again (a smoke render among the checks): on a busy machine that takes a while.
  await expect(page.getByRole('status').filter({ hasText: 'Rolled back from p1 to p2' })).toBeVisible({
    timeout: 45_000,
  });
  expect(await registry()).toMatchObject({ live: { version: 'p2' }, previous: 'p1', rollout: null });
});

test('the CLI never guesses the site under CI, names the variable to set, and answers JSON with exit codes a script reads', async () => {
  const noUrl = await release(['public', 'status', '--json'], { PORTFOLIO_URL: undefined });
  expect(noUrl.code).toBe(2);
  expect(noUrl.stderr).toContain('PORTFOLIO_URL is not set: under CI the site is never guessed.');
  expect(JSON.parse(noUrl.stdout)).toMatchObject({ ok: false, error: { kind: 'usage' } });

  const noKey = await release(['public', 'status'], { PORTFOLIO_DEPLOY_KEY: undefined });
  expect(noKey.code).toBe(2);
  expect(noKey.stderr).toContain('PORTFOLIO_DEPLOY_KEY is not set');

  const status = await release(['public', 'status', '--json']);
  expect(status.code).toBe(0);
  expect(JSON.parse(status.stdout)).toMatchObject({
    ok: true,
    command: 'status',
    remote: 'publicRemote',
    live: { version: 'p2' },
    previous: 'p1',
  });
  // Each release says what a visitor downloads of it (release.json); p3 is a copy of p2: no change, not flagged.
  const p3 = (JSON.parse(status.stdout) as { releases: { version: string }[] }).releases.find(
    (listed) => listed.version === 'p3',
  );
  expect(p3).toMatchObject({
    downloadBytes: expect.any(Number),
    downloadChange: { bytes: 0, share: 0, flagged: false },
    shared: { react: expect.stringMatching(/^19\./) },
  });
  const statusText = await release(['public', 'status']);
  expect(statusText.stdout).toMatch(/p3 .*\n +download \d+\.\d KiB gzipped \(\+0\.0 % against live\)\n/);

  // latest: the newest release that passed its checks.
  const latest = await release(['public', 'promote', 'latest', '--json']);
  expect(latest.code).toBe(0);
  expect(JSON.parse(latest.stdout)).toMatchObject({ ok: true, version: 'p3', live: { version: 'p3' } });

  const again = await release(['public', 'promote', 'latest', '--json']);
  expect(again.code).toBe(3);
  expect(JSON.parse(again.stdout)).toMatchObject({
    ok: false,
    error: { kind: 'refused', status: 400, message: 'p3 is live already.' },
  });

  const notRollingOut = await release(['public', 'promote', 'p1', '--percent', '0', '--json']);
  expect(notRollingOut.code).toBe(4);
  expect(JSON.parse(notRollingOut.stdout)).toMatchObject({
    ok: false,
    error: { kind: 'conflict', status: 409 },
  });

  const unreachable = await release(['public', 'status', '--json'], {
    // A port of this spec's block that nothing listens on.
    PORTFOLIO_URL: `http://127.0.0.1:${sparePort(test.info().workerIndex, 9)}`,
  });
  expect(unreachable.code).toBe(1);
  expect(JSON.parse(unreachable.stdout)).toMatchObject({ ok: false, error: { kind: 'failed' } });
});

test('a key that may only publish cannot promote, and an expired key is refused, each saying why', async () => {
  const makeKey = async (data: object) => {
    const response = await fetch(`${apiUrl}/api/v1/deploy-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'publicRemote', ...data }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };
  const publishOnly = await makeKey({ name: 'CI build', scopes: ['publish'] });
  const promotion = await release(['public', 'promote', 'p1', '--json'], {
    PORTFOLIO_DEPLOY_KEY: publishOnly,
  });
  expect(promotion.code).toBe(3);
  expect(JSON.parse(promotion.stdout)).toMatchObject({
    ok: false,
    error: {
      kind: 'refused',
      status: 403,
      message:
        'This deploy key has the publish scope, not promote: rolling out, promoting and rolling back need a key with the promote scope.',
    },
  });
  expect((await release(['public', 'status'], { PORTFOLIO_DEPLOY_KEY: publishOnly })).code).toBe(0);

  const shortLived = await makeKey({
    name: 'CI short',
    expiresAt: new Date(Date.now() + 1000).toISOString(),
  });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const expired = await release(['public', 'status'], { PORTFOLIO_DEPLOY_KEY: shortLived });
  expect(expired.code).toBe(3);
  expect(expired.stderr).toContain('This deploy key expired at');
});

test("a refused release's files are removed from the static folder before the refusal is reported", async () => {
  type Register = (
    client: unknown,
    staticRoot: string,
    remote: string,
    version: string,
    manifestUrl: string,
  ) => Promise<unknown>;
  const { registerOrWithdraw, ReleaseClient } = (await import(
    join(env('E2E_ROOT'), 'scripts', 'release-client.mjs')
  )) as { registerOrWithdraw: Register; ReleaseClient: new (url: string, key: string) => unknown };
  const root = await mkdtemp(join(tmpdir(), 'portfolio-trust-refused-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  await cp(await publicRemoteRelease(), join(root, 'releases', 'r1'), { recursive: true });
  // Its origin is allowed, but nothing is there: the manifest check fails.
  const refusal = registerOrWithdraw(
    new ReleaseClient(host.url, publicKey),
    root,
    'publicRemote',
    'r1',
    `${publicOrigin.url}/releases/r1/mf-manifest.json`,
  );
  await expect(refusal).rejects.toMatchObject({
    kind: 'refused',
    message: expect.stringContaining(`Its files were removed from ${join(root, 'releases', 'r1')}.`),
  });
  expect(await readdir(join(root, 'releases'))).toEqual([]);
});

test('publishing prunes refused and unregistered folders, keeping what is in use and the newest 10 healthy', async () => {
  type Prune = (root: string, state: object, keep?: number) => Promise<string[]>;
  const { pruneReleases } = (await import(join(env('E2E_ROOT'), 'scripts', 'release-client.mjs'))) as {
    pruneReleases: Prune;
  };
  const root = await mkdtemp(join(tmpdir(), 'portfolio-trust-prune-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const place = async (version: string, builtAt: Date, placedAt = hoursAgo(2)) => {
    const dir = join(root, 'releases', version);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'release.json'), JSON.stringify({ version, builtAt: builtAt.toISOString() }));
    await utimes(dir, placedAt, placedAt);
  };
  const healthy = Array.from({ length: 12 }, (_, index) => `h${String(index + 1).padStart(2, '0')}`);
  for (const [index, version] of healthy.entries()) await place(version, hoursAgo(30 - index));
  // Newer than every healthy one, yet neither takes a place among the ten kept.
  await place('refused', hoursAgo(1));
  await place('failing', hoursAgo(1));
  // Placed a minute ago: its registration may be under way.
  await place('incoming', hoursAgo(1), new Date());
  const release = (version: string, ok = true) => ({
    version,
    previewUntil: null,
    checks: [{ name: 'render', ok, message: '' }],
  });
  const removed = await pruneReleases(root, {
    live: { version: 'h01' },
    previous: null,
    rollout: null,
    releases: [...healthy.map((version) => release(version)), release('failing', false)],
  });
  expect(removed.sort()).toEqual(['failing', 'h02', 'refused']);
  expect((await readdir(join(root, 'releases'))).sort()).toEqual(
    ['h01', ...healthy.slice(2), 'incoming'].sort(),
  );
});

const adminManifest = (version: string) => `${adminOrigin.url}/releases/${version}/mf-manifest.json`;

test('an admin release that throws at import is refused with a message; a working one passes its render', async () => {
  const made = await fetch(`${apiUrl}/api/v1/deploy-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'CI admin', remote: 'adminRemote' }),
  });
  adminKey = ((await made.json()) as { key: string }).key;
  type Checked = { checks: { name: string; ok: boolean; message: string }[] };

  const broken = await call(
    'POST',
    'adminRemote',
    { version: BROKEN_ADMIN, manifestUrl: adminManifest(BROKEN_ADMIN) },
    adminKey,
  );
  expect(broken.status).toBe(422);
  const failed = (broken.body as unknown as Checked).checks.filter((check) => !check.ok);
  expect(failed.map((check) => check.name)).toEqual(['render']);
  expect(failed[0]!.message).toMatch(/broken at import/);

  const working = await call(
    'POST',
    'adminRemote',
    { version: adminVersion, manifestUrl: adminManifest(adminVersion) },
    adminKey,
  );
  expect(working.status).toBe(201);
  // What its build's release.json says of it.
  expect(working.body).toMatchObject({
    downloadBytes: expect.any(Number),
    shared: { react: expect.stringMatching(/^19\./) },
  });
  expect((working.body as unknown as Checked).checks).toContainEqual({
    name: 'render',
    ok: true,
    message: expect.stringMatching(/^AdminApp rendered \/admin\/tags\/create-new \(\d+ KiB of HTML\)\.$/),
  });
  expect(
    (await call('PUT', 'adminRemote/live', { version: adminVersion, expectedLive: null }, adminKey)).status,
  ).toBe(200);
});

test('with a broken admin release forced live, the owner still rolls it back from the browser', async ({
  page,
}) => {
  // What no check lets through, but a hand edit of the registry (or a bug in a check) could.
  await onSiteDatabase(
    `INSERT INTO remote_releases (remote, version, manifest_url, checks, registered_by)
     VALUES ('adminRemote', $1, $2, '[]', '{"kind":"user","id":1,"name":"forced"}') ON CONFLICT DO NOTHING`,
    [BROKEN_ADMIN, adminManifest(BROKEN_ADMIN)],
  );
  await onSiteDatabase(
    `UPDATE remote_states SET previous_version = live_version, live_version = $1, live_since = now()
     WHERE remote = 'adminRemote'`,
    [BROKEN_ADMIN],
  );
  // Every page names the releases it is served with: the host server has followed the registry.
  await expect
    .poll(
      async () => (await (await fetch(`${host.url}/login`)).text()).includes(adminManifest(BROKEN_ADMIN)),
      {
        intervals: [200],
      },
    )
    .toBe(true);

  await signIn(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The admin area could not be loaded.' }),
  ).toBeVisible();
  const adminArea = page.getByRole('article', { name: 'Admin area' });
  await expect(adminArea.getByRole('definition').first()).toContainText(BROKEN_ADMIN);
  await expect(adminArea).toContainText(`Previous${adminVersion}`);
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    await page.reload();
    await expect(adminArea.getByRole('button', { name: 'Roll back' })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: join(SHOTS, `emergency-releases-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }

  await adminArea.getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Roll the admin area back to ${adminVersion}?`);
  await page.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Rolled back from ${BROKEN_ADMIN} to ${adminVersion}` }),
  ).toBeVisible({ timeout: 45_000 });
  await adminArea.getByRole('button', { name: 'Open the admin area' }).click();
  await expect(page.getByRole('heading', { name: 'Live releases' })).toBeVisible({ timeout: 30_000 });

  // The releases screen with each release's download, and the menu with Deployments apart.
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${host.url}/admin/releases`);
      await expect(
        page
          .getByRole('region', { name: 'Admin area' })
          .getByText(/Download: \d+\.\d KiB gzipped/)
          .first(),
      ).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: join(SHOTS, `admin-releases-${width}-${theme}.png`), fullPage: true });
      if (width === 375) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('list', { name: 'Deployments' })).toBeVisible();
        await page.screenshot({ path: join(SHOTS, `admin-menu-${width}-${theme}.png`) });
      }
    }
  }
});

// The page's answer is still streaming when the server is told to stop (its body is never read here): the server
// stops once it is out, within the 10 s grace, and removes the folders on its way (issue #41, item 6).
test("a host server that stops leaves none of its render processes' folders behind", async () => {
  const renderFolders = join(env('E2E_ROOT'), 'host', 'node_modules', '.ssr-cache');
  const ours = async () =>
    (await readdir(renderFolders).catch(() => [] as string[])).filter((folder) =>
      folder.startsWith(`${host.process.pid}-`),
    );
  // p2 is live here: its render process has been serving pages.
  expect((await fetch(`${host.url}/`)).headers.get('x-public-remote-release')).not.toBeNull();
  expect(await ours()).not.toEqual([]);
  await host.stop();
  expect(await ours()).toEqual([]);
});
