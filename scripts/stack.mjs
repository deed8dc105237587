// Starts the production-like stack: the API, the host's production server and the two remotes' static servers,
// each on its own port like a separate deployment. Used by `pnpm start` and by the end-to-end runner.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { formatChecks, pruneReleases, ReleaseClient, REMOTES } from './release-client.mjs';
import DEFAULT_PORTS from '../shared/src/config/default-ports.json' with { type: 'json' };

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// The one list of the default ports, read by the vite configs, the API and the host server too.
export { DEFAULT_PORTS };

/** Four consecutive ports from `base`, so a second stack (tests, benchmarks) runs beside `pnpm start`. */
export const portsFrom = (base) => ({
  host: base,
  publicRemote: base + 1,
  adminRemote: base + 2,
  api: base + 3,
});

/** The site's own keys: a remote's static server is never given them. */
const SITE_SECRETS = ['RELEASES_SECRET', 'PREVIEW_SECRET', 'PAGE_VIEW_SECRET'];

const STATIC_SERVER = join(ROOT, 'static-server', 'dist', 'serve-cli.js');

function launch(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

async function waitFor(url, child, name, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The release each remote's last build made (`<outDir>/last-build.json`, written by build-frontend.mjs). */
async function lastBuilds(outDir) {
  const entries = await Promise.all(
    Object.values(REMOTES).map(async ({ name, folder }) => {
      const path = join(ROOT, folder, outDir, 'last-build.json');
      const { version } = JSON.parse(
        await readFile(path, 'utf8').catch(() => {
          throw new Error(`${path} is missing: build first (pnpm build)`);
        }),
      );
      return [name, version];
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * A deploy key per remote for this stack, made on the API's database before the API starts (the embedded
 * database takes one process at a time); a start revokes the keys the one before made.
 */
async function stackDeployKeys(outDir, env) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(outDir, 'deploy-key.js'),
      ...Object.values(REMOTES).flatMap(({ name }) => ['--remote', name]),
      '--name',
      'pnpm start',
      '--replace',
      '--json',
    ],
    { cwd: join(ROOT, 'api'), env },
  );
  return JSON.parse(stdout);
}

/**
 * Publishes each remote's last build as a release and promotes it, as CI would with `pnpm release`: through the
 * site, which checks it first. A release that fails its checks is not promoted; the one live before keeps serving.
 */
async function promoteBuilds(siteUrl, builds, manifests, keys, outDir) {
  for (const { name, folder } of Object.values(REMOTES)) {
    const client = new ReleaseClient(siteUrl, keys[name]);
    try {
      await client.register(name, builds[name], manifests[name]);
      const state = await client.status(name);
      if (state.live?.version !== builds[name])
        await client.promote(name, builds[name], { expectedLive: state.live?.version ?? null });
      await pruneReleases(join(ROOT, folder, outDir), await client.status(name));
    } catch (error) {
      console.error(`\n⚠ ${name} ${builds[name]} was not made live: ${error.message}`);
      if (error.answer?.checks) console.error(formatChecks(error.answer.checks));
    }
  }
}

/**
 * Starts everything from the builds in each package's `outDir` and resolves once every piece answers, with each
 * remote's last build live. The remotes' addresses are the host server's configuration and its release registry
 * (never written into a build), so a second stack on other ports can run beside this one.
 */
export async function startStack({ ports = DEFAULT_PORTS, env = {}, outDir = 'dist' } = {}) {
  const origin = (port) => `http://localhost:${port}`;
  const builds = await lastBuilds(outDir);
  const remotes = {
    publicRemote: `${origin(ports.publicRemote)}/releases/${builds.publicRemote}/mf-manifest.json`,
    adminRemote: `${origin(ports.adminRemote)}/releases/${builds.adminRemote}/mf-manifest.json`,
  };

  const apiUrl = `http://127.0.0.1:${ports.api}`;
  // Shared by the API and the host server: release changes reach the API only through the host's checks.
  const releasesSecret =
    env.RELEASES_SECRET ?? process.env.RELEASES_SECRET ?? randomBytes(32).toString('base64url');
  const baseEnv = { ...process.env, ...env, RELEASES_SECRET: releasesSecret };
  const staticEnv = Object.fromEntries(
    Object.entries(baseEnv).filter(([name]) => !SITE_SECRETS.includes(name)),
  );
  // Signs preview links: the host servers' own key, never given to the API.
  const previewSecret =
    env.PREVIEW_SECRET ?? process.env.PREVIEW_SECRET ?? randomBytes(32).toString('base64url');
  // Signs every page's page-view token: the host servers' and the API's, which counts only what they signed.
  const pageViewSecret =
    env.PAGE_VIEW_SECRET ?? process.env.PAGE_VIEW_SECRET ?? randomBytes(32).toString('base64url');
  const apiEnv = {
    PUBLIC_URL: origin(ports.host),
    CORS_ORIGINS: [ports.host, ports.publicRemote, ports.adminRemote].map(origin).join(','),
    // Requests arrive through the host's proxy on this machine, which names the visitor in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...baseEnv,
    PAGE_VIEW_SECRET: pageViewSecret,
    PORT: String(ports.api),
    NODE_ENV: 'production',
  };
  const deployKeys = await stackDeployKeys(outDir, apiEnv);
  const children = {
    api: launch('api', process.execPath, [join(outDir, 'server.js')], {
      cwd: join(ROOT, 'api'),
      env: apiEnv,
    }),
  };
  // `localhost` on both loopback addresses: browsers and Node may resolve it to either.
  children.host = launch('host', process.execPath, [join(outDir, 'server', 'main.js')], {
    cwd: join(ROOT, 'host'),
    env: {
      ...baseEnv,
      HOST: 'localhost',
      PORT: String(ports.host),
      API_URL: apiUrl,
      // What the host serves until the registry names a live release of each remote.
      PUBLIC_REMOTE_URL: remotes.publicRemote,
      ADMIN_REMOTE_URL: remotes.adminRemote,
      PUBLIC_URL: origin(ports.host),
      PREVIEW_SECRET: previewSecret,
      PAGE_VIEW_SECRET: pageViewSecret,
    },
  });
  for (const [name, pkg] of [
    ['publicRemote', 'public-remote'],
    ['adminRemote', 'admin-remote'],
  ]) {
    children[name] = launch(name, process.execPath, [STATIC_SERVER, outDir], {
      cwd: join(ROOT, pkg),
      // A remote's static origin is a team's deployment: it is given no secret of the site's.
      env: { ...staticEnv, HOST: 'localhost', PORT: String(ports[name]), CORS_ORIGINS: origin(ports.host) },
    });
  }

  const stop = async () => {
    const alive = Object.values(children).filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    await Promise.all(
      alive.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };

  try {
    await Promise.all([
      waitFor(`${apiUrl}/api/health`, children.api, 'api'),
      waitFor(`${origin(ports.host)}/remotes.json`, children.host, 'host'),
      waitFor(remotes.publicRemote, children.publicRemote, 'publicRemote'),
      waitFor(remotes.adminRemote, children.adminRemote, 'adminRemote'),
    ]);
    await promoteBuilds(origin(ports.host), builds, remotes, deployKeys, outDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: { site: origin(ports.host), api: apiUrl, ...remotes },
    children,
    stop,
    deployKeys,
    releasesSecret,
    previewSecret,
    pageViewSecret,
  };
}
