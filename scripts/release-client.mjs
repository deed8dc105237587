// The release registry's contract as CI and `pnpm start` call it, on the site's origin (the host server checks
// each release before the API records it). Used by `pnpm release` (scripts/release.mjs) and scripts/stack.mjs.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The remotes by the names the CLI takes, with their package folders. */
export const REMOTES = {
  public: { name: 'publicRemote', folder: 'public-remote' },
  admin: { name: 'adminRemote', folder: 'admin-remote' },
};

/** `public`, `publicRemote` → its entry; undefined for anything else. */
export const remoteNamed = (name) =>
  Object.values(REMOTES).find((remote) => remote.name === name) ?? REMOTES[name];

/** How many releases a static folder keeps besides those in use (live, previous, rolling out, previewed). */
export const KEPT_RELEASES = 10;

export class ReleaseError extends Error {
  constructor(message, answer) {
    super(message);
    this.name = 'ReleaseError';
    this.answer = answer;
  }
}

export class ReleaseClient {
  /** `credential`: a deploy key of the remote, or a signed-in user's session token. */
  constructor(siteUrl, credential) {
    this.siteUrl = siteUrl.replace(/\/$/, '');
    this.credential = credential;
  }

  async call(method, path, body) {
    const response = await fetch(`${this.siteUrl}/api/v1/releases/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(this.credential ? { authorization: `Bearer ${this.credential}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    let answer;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = { detail: text };
    }
    if (!response.ok)
      throw new ReleaseError(answer?.detail ?? `${method} ${path} answered ${response.status}`, {
        status: response.status,
        ...answer,
      });
    return answer;
  }

  status(remote) {
    return this.call('GET', remote);
  }

  /** Each release's page views, errors and vitals over the last `minutes`, and the rollout's decision. */
  health(remote, minutes = 60) {
    return this.call('GET', `${remote}/health?minutes=${minutes}`);
  }

  register(remote, version, manifestUrl) {
    return this.call('POST', remote, { version, manifestUrl });
  }

  /** Promotes (100), rolls out (1–99) or stops a rollout (0), naming the live release it expects. */
  promote(remote, version, { expectedLive, percent = 100, force }) {
    return this.call('PUT', `${remote}/live`, {
      version,
      expectedLive,
      percent,
      ...(force ? { force } : {}),
    });
  }

  preview(remote, version) {
    return this.call('POST', `${remote}/previews`, { version });
  }
}

/** One line per check: ✓ or ✗, its name and what it found. */
export const formatChecks = (checks = []) =>
  checks.map((check) => `  ${check.ok ? '✓' : '✗'} ${check.name.padEnd(8)} ${check.message}`).join('\n');

/**
 * Removes the releases a static folder no longer needs: it keeps the newest `keep` and every release the registry
 * still uses (live, previous, rolling out, or with a preview link that has not expired), so no open tab or
 * preview loses its files.
 */
export async function pruneReleases(staticRoot, state, keep = KEPT_RELEASES) {
  const folder = join(staticRoot, 'releases');
  const versions = await readdir(folder).catch(() => []);
  const dated = await Promise.all(
    versions.map(async (version) => {
      const built = await readFile(join(folder, version, 'release.json'), 'utf8')
        .then((text) => Date.parse(JSON.parse(text).builtAt))
        .catch(async () => (await stat(join(folder, version))).mtimeMs);
      return { version, built: Number.isNaN(built) ? 0 : built };
    }),
  );
  const now = Date.now();
  const inUse = new Set(
    [
      state.live?.version,
      state.previous,
      state.rollout?.version,
      ...state.releases
        .filter((release) => Date.parse(release.previewUntil ?? '') > now)
        .map((release) => release.version),
    ].filter(Boolean),
  );
  const newest = dated
    .sort((a, b) => b.built - a.built)
    .slice(0, keep)
    .map(({ version }) => version);
  const removed = dated
    .map(({ version }) => version)
    .filter((version) => !inUse.has(version) && !newest.includes(version));
  await Promise.all(removed.map((version) => rm(join(folder, version), { recursive: true, force: true })));
  return removed;
}
