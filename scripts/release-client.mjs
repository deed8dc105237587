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

/** `pnpm release`'s exit codes, for a CI script to tell a refusal from a failure and a conflict. */
export const EXIT_CODES = { ok: 0, failed: 1, usage: 2, refused: 3, conflict: 4 };

/** What an answer's status says happened: a conflict (409), a refusal (any other 4xx), or a failure. */
const kindOf = (status) =>
  status === 409 ? 'conflict' : status >= 400 && status < 500 ? 'refused' : 'failed';

export class ReleaseError extends Error {
  /** `kind`: a key of EXIT_CODES; by default what the site's answer (`answer.status`) says. */
  constructor(message, answer, kind = answer?.status ? kindOf(answer.status) : 'failed') {
    super(message);
    this.name = 'ReleaseError';
    this.answer = answer;
    this.kind = kind;
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
    }).catch((error) => {
      throw new ReleaseError(
        `${this.siteUrl} could not be reached: ${error.cause?.message ?? error.message}`,
      );
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

  /** Stops a running rollout, or else moves live back to `version` (the previous release when undefined). */
  rollback(remote, { expectedLive, version }) {
    return this.call('POST', `${remote}/rollback`, { expectedLive, ...(version ? { version } : {}) });
  }

  preview(remote, version) {
    return this.call('POST', `${remote}/previews`, { version });
  }
}

/** One line per check: ✓ or ✗, its name and what it found. */
export const formatChecks = (checks = []) =>
  checks.map((check) => `  ${check.ok ? '✓' : '✗'} ${check.name.padEnd(8)} ${check.message}`).join('\n');

/** A folder this young may be a release whose registration is under way in another job: never removed. */
const REGISTERING_MS = 60 * 60 * 1000;

/**
 * Removes the releases a static folder no longer needs. It keeps every release the registry still uses (live,
 * previous, rolling out, or with a preview link that has not expired), so no open tab or preview loses its files,
 * and the newest `keep` healthy ones (registered, every check passed) to go back to; a refused or unregistered
 * folder takes no place among them, and goes once it is an hour old.
 */
export async function pruneReleases(staticRoot, state, keep = KEPT_RELEASES) {
  const folder = join(staticRoot, 'releases');
  const versions = (await readdir(folder).catch(() => [])).filter((name) => !name.startsWith('.'));
  const dated = await Promise.all(
    versions.map(async (version) => {
      const { mtimeMs } = await stat(join(folder, version));
      const built = await readFile(join(folder, version, 'release.json'), 'utf8')
        .then((text) => Date.parse(JSON.parse(text).builtAt))
        .catch(() => mtimeMs);
      return { version, built: Number.isNaN(built) ? 0 : built, placedAt: mtimeMs };
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
  const healthy = new Set(
    state.releases
      .filter((release) => release.checks.every((check) => check.ok))
      .map((release) => release.version),
  );
  const newestHealthy = new Set(
    dated
      .filter(({ version }) => healthy.has(version))
      .sort((a, b) => b.built - a.built)
      .slice(0, keep)
      .map(({ version }) => version),
  );
  const removed = dated
    .filter(
      ({ version, placedAt }) =>
        !inUse.has(version) && !newestHealthy.has(version) && now - placedAt > REGISTERING_MS,
    )
    .map(({ version }) => version);
  await Promise.all(removed.map((version) => rm(join(folder, version), { recursive: true, force: true })));
  return removed;
}

/**
 * Registers the release placed at `<staticRoot>/releases/<version>/`; when the site refuses it (a check failed),
 * removes that folder before saying so: a refused release's files must not stay served, where anyone could load
 * them by address. Any other failure (the site unreachable, a conflict) leaves the folder to the next prune.
 */
export async function registerOrWithdraw(client, staticRoot, remote, version, manifestUrl) {
  try {
    return await client.register(remote, version, manifestUrl);
  } catch (error) {
    if (!(error instanceof ReleaseError) || error.answer?.status !== 422) throw error;
    await rm(join(staticRoot, 'releases', version), { recursive: true, force: true });
    error.message += ` Its files were removed from ${join(staticRoot, 'releases', version)}.`;
    throw error;
  }
}
