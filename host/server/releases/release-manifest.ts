import type { ReleaseBuild } from '@portfolio/shared/schemas';
import { type BuildManifest, exposedModuleChunks } from '../build-manifest';
import type { ExposedAssets } from '../ssr/server-pages';

/** The parts of a remote's `mf-manifest.json` the server reads. */
export interface FederationManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name: string; path: string };
    ssrRemoteEntry?: { name: string; path: string };
  };
  shared?: {
    name: string;
    version?: string;
    singleton?: boolean;
    requiredVersion?: string | false;
    assets?: ManifestAssets;
  }[];
  exposes?: { path: string; assets: ManifestAssets }[];
}

/** The files of an exposed module or a shared one, as paths relative to the manifest. */
interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}

const FETCH_TIMEOUT_MS = 5000;
/** A manifest is a few kilobytes; anything this large is not one. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export class ReleaseFileError extends Error {
  override name = 'ReleaseFileError';
}

/**
 * `url` when it is on one of the remote's allowed origins, else a refusal naming it: a manifest is written by
 * whoever can write the remote's static origin, so every address it names is checked before it is fetched,
 * served or written into a page.
 */
export function allowedUrl(url: string, allowedOrigins: readonly string[]): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || !allowedOrigins.includes(parsed.origin))
    throw new ReleaseFileError(
      `${url} is not on an allowed origin of this remote (${allowedOrigins.join(', ') || 'none'}).`,
    );
  return parsed.href;
}

/**
 * One file of a release, fetched from the server's side, from an allowed origin only. Redirects are not followed:
 * the allow-list names the origins a release may come from, and a redirect could lead anywhere.
 */
async function fetchReleaseFile(
  url: string,
  allowedOrigins: readonly string[],
  maxBytes = MAX_MANIFEST_BYTES,
): Promise<string> {
  allowedUrl(url, allowedOrigins);
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

export async function readFederationManifest(
  manifestUrl: string,
  allowedOrigins: readonly string[],
): Promise<FederationManifest> {
  const text = await fetchReleaseFile(manifestUrl, allowedOrigins);
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
  allowedOrigins: readonly string[],
): Promise<ReleaseBuild> {
  const build: ReleaseBuild = {
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    commit: null,
    builtAt: null,
  };
  try {
    const described = JSON.parse(
      await fetchReleaseFile(new URL('release.json', manifestUrl).href, allowedOrigins),
    ) as {
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
async function readBuildManifest(
  manifestUrl: string,
  allowedOrigins: readonly string[],
): Promise<BuildManifest | undefined> {
  try {
    return JSON.parse(
      await fetchReleaseFile(new URL('.vite/manifest.json', manifestUrl).href, allowedOrigins),
    ) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * The expose's scripts and stylesheets (read once per release: they never change), as absolute URLs, each on an
 * allowed origin: the stylesheets are written into the page, the scripts named in it.
 */
export async function readExposedAssets(
  manifest: FederationManifest,
  manifestUrl: string,
  expose: string,
  allowedOrigins: readonly string[],
): Promise<ExposedAssets> {
  const url = (path: string) => allowedUrl(new URL(path, manifestUrl).href, allowedOrigins);
  const exposed = manifest.exposes?.find((entry) => entry.path === `./${expose}`);
  const entry = manifest.metaData?.remoteEntry;
  const listed = exposed?.assets.js.sync ?? [];
  const build = await readBuildManifest(manifestUrl, allowedOrigins);
  const imported = build ? exposedModuleChunks(build, listed) : [];
  return {
    scripts: [...new Set([...(entry ? [entry.path + entry.name] : []), ...listed, ...imported])].map(url),
    styles: await Promise.all(
      (exposed?.assets.css.sync ?? []).map(async (path) => {
        const href = url(path);
        return { href, css: await fetchReleaseFile(href, allowedOrigins, 10 * MAX_MANIFEST_BYTES) };
      }),
    ),
  };
}

/**
 * Every address the manifest names, resolved against it: the browser and server entries, and each exposed and
 * shared module's scripts and stylesheets. What the release check holds to the remote's allowed origins.
 */
export function namedUrls(manifest: FederationManifest, manifestUrl: string): string[] {
  const entries = [manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].flatMap((entry) =>
    entry ? [`${entry.path ?? ''}${entry.name ?? ''}`] : [],
  );
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets }) =>
    assets
      ? [...assets.js.sync, ...(assets.js.async ?? []), ...assets.css.sync, ...(assets.css.async ?? [])]
      : [],
  );
  return [...new Set([...entries, ...assets])].map((path) => {
    try {
      return new URL(String(path), manifestUrl).href;
    } catch {
      return String(path);
    }
  });
}
