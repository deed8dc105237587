import type { ReleaseBuild } from '@portfolio/shared/schemas';
import { type BuildManifest, exposedModuleChunks } from '../build-manifest';
import type { InlineStyle } from '../page-template';
import type { ExposedAssets } from '../ssr/server-pages';

/** The parts of a remote's `mf-manifest.json` the server reads. */
export interface FederationManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name: string; path: string };
    ssrRemoteEntry?: { name: string; path: string };
  };
  shared?: { name: string; version?: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const FETCH_TIMEOUT_MS = 5000;
/** A manifest is a few kilobytes; anything this large is not one. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export class ReleaseFileError extends Error {
  override name = 'ReleaseFileError';
}

/**
 * One file of a release, fetched from the server's side. Redirects are not followed: the allow-list names the
 * origins a release may come from, and a redirect could lead anywhere.
 */
async function fetchReleaseFile(url: string, maxBytes = MAX_MANIFEST_BYTES): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'did not answer in 5 s'
        : 'could not be reached';
    throw new ReleaseFileError(`${url} ${reason}.`);
  }
  if (response.status >= 300 && response.status < 400)
    throw new ReleaseFileError(
      `${url} answered a redirect (${response.status}); releases are not followed elsewhere.`,
    );
  if (!response.ok) throw new ReleaseFileError(`${url} answered ${response.status}.`);
  const text = await response.text();
  if (text.length > maxBytes) throw new ReleaseFileError(`${url} is larger than ${maxBytes} bytes.`);
  return text;
}

export async function readFederationManifest(manifestUrl: string): Promise<FederationManifest> {
  const text = await fetchReleaseFile(manifestUrl);
  try {
    return JSON.parse(text) as FederationManifest;
  } catch {
    throw new ReleaseFileError(`${manifestUrl} is not JSON.`);
  }
}

/**
 * What the build says about itself: the manifest's `buildVersion`, and the commit and build time from the
 * `release.json` the build writes beside it (absent from builds made another way: then unknown).
 */
export async function readReleaseBuild(
  manifest: FederationManifest,
  manifestUrl: string,
): Promise<ReleaseBuild> {
  const build: ReleaseBuild = {
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    commit: null,
    builtAt: null,
  };
  try {
    const described = JSON.parse(await fetchReleaseFile(new URL('release.json', manifestUrl).href)) as {
      commit?: unknown;
      builtAt?: unknown;
    };
    if (typeof described.commit === 'string') build.commit = described.commit.slice(0, 80);
    if (typeof described.builtAt === 'string' && !Number.isNaN(Date.parse(described.builtAt)))
      build.builtAt = new Date(described.builtAt).toISOString();
  } catch {
    // Optional: a release built without our build script has no release.json.
  }
  return build;
}

/**
 * The remote's Vite build manifest, beside its `mf-manifest.json`, or nothing: without it the page still loads,
 * only the module the remote entry imports first (and what it imports) is requested later.
 */
async function readBuildManifest(manifestUrl: string): Promise<BuildManifest | undefined> {
  try {
    return JSON.parse(
      await fetchReleaseFile(new URL('.vite/manifest.json', manifestUrl).href),
    ) as BuildManifest;
  } catch {
    return undefined;
  }
}

async function readStylesheet(href: string): Promise<InlineStyle> {
  return { href, css: await fetchReleaseFile(href, 10 * MAX_MANIFEST_BYTES) };
}

/** The expose's scripts and stylesheets (read once per release: they never change), as absolute URLs. */
export async function readExposedAssets(
  manifest: FederationManifest,
  manifestUrl: string,
  expose: string,
): Promise<ExposedAssets> {
  const url = (path: string) => new URL(path, manifestUrl).href;
  const exposed = manifest.exposes?.find((entry) => entry.path === `./${expose}`);
  const entry = manifest.metaData?.remoteEntry;
  const listed = exposed?.assets.js.sync ?? [];
  const build = await readBuildManifest(manifestUrl);
  const imported = build ? exposedModuleChunks(build, listed) : [];
  return {
    scripts: [...new Set([...(entry ? [entry.path + entry.name] : []), ...listed, ...imported])].map(url),
    styles: await Promise.all((exposed?.assets.css.sync ?? []).map((path) => readStylesheet(url(path)))),
  };
}
