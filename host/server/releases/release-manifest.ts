import type { ReleaseBuild } from '@portfolio/shared/schemas';
import { type BuildManifest, entryFiles, exposedModuleChunks } from '../build-manifest';
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
/** How many of a release's files are asked for at once: it has about a hundred, its static host serves many more. */
const FILES_ASKED_AT_ONCE = 8;

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
 * One file of a release, asked from the server's side, from an allowed origin only. Redirects are not followed:
 * the allow-list names the origins a release may come from, and a redirect could lead anywhere.
 */
async function requestReleaseFile(url: string, allowedOrigins: readonly string[]): Promise<Response> {
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
  if (response.ok) return response;
  await response.body?.cancel();
  if (response.status >= 300 && response.status < 400)
    throw new ReleaseFileError(
      `${url} answered a redirect (${response.status}); releases are not followed elsewhere.`,
    );
  throw new ReleaseFileError(`${url} answered ${response.status}.`);
}

async function fetchReleaseFile(
  url: string,
  allowedOrigins: readonly string[],
  maxBytes = MAX_MANIFEST_BYTES,
): Promise<string> {
  const text = await (await requestReleaseFile(url, allowedOrigins)).text();
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

/** What is known of a build that says nothing about itself. */
export const UNKNOWN_BUILD: ReleaseBuild = {
  buildVersion: null,
  commit: null,
  builtAt: null,
  notes: null,
  downloadBytes: null,
  shared: null,
};
const MAX_NOTES = 4000;
const MAX_SHARED = 50;

/** `{ package: version }` as a release.json may say it: strings only, within the registry's limits. */
function sharedVersionsOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0].length <= 214 && entry[1].length <= 100,
    )
    .slice(0, MAX_SHARED);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * What the build says about itself: the manifest's `buildVersion`, and the commit, build time, notes, download
 * size and shared versions from the `release.json` the build writes beside it (absent from builds made another
 * way: then unknown). It is the release's own word, so only what fits the registry's limits is kept.
 */
export async function readReleaseBuild(
  manifest: FederationManifest,
  manifestUrl: string,
  allowedOrigins: readonly string[],
): Promise<ReleaseBuild> {
  const build: ReleaseBuild = {
    ...UNKNOWN_BUILD,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
  };
  try {
    const described = JSON.parse(
      await fetchReleaseFile(new URL('release.json', manifestUrl).href, allowedOrigins),
    ) as Record<string, unknown>;
    if (typeof described.commit === 'string') build.commit = described.commit.slice(0, 80);
    if (typeof described.builtAt === 'string' && !Number.isNaN(Date.parse(described.builtAt)))
      build.builtAt = new Date(described.builtAt).toISOString();
    if (typeof described.notes === 'string' && described.notes.trim())
      build.notes = described.notes.trim().slice(0, MAX_NOTES);
    if (Number.isSafeInteger(described.downloadBytes) && (described.downloadBytes as number) >= 0)
      build.downloadBytes = described.downloadBytes as number;
    build.shared = sharedVersionsOf(described.shared);
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
  return [...new Set([...entries, ...assets])].map((path) => resolvedAgainst(manifestUrl, path));
}

/** A path a manifest names, resolved against it; one that is no address stays as written, and is refused. */
function resolvedAgainst(manifestUrl: string, path: unknown): string {
  try {
    return new URL(String(path), manifestUrl).href;
  } catch {
    return String(path);
  }
}

/**
 * Every file of a release that is loaded to serve it: those its manifest names and, from the Vite build manifest
 * beside it when there is one, every chunk its entry imports, the lazy ones too (which the federation manifest may
 * leave out). The server entry only when the host renders the remote (`serverRendered`): a remote the browser
 * alone renders may name one it never built, and nothing ever loads it.
 */
export async function releaseFiles(
  manifest: FederationManifest,
  manifestUrl: string,
  allowedOrigins: readonly string[],
  serverRendered: boolean,
): Promise<string[]> {
  const build = await readBuildManifest(manifestUrl, allowedOrigins);
  const imported =
    typeof build === 'object' && build !== null
      ? entryFiles(build).map((file) => resolvedAgainst(manifestUrl, file))
      : [];
  const serverEntry = manifest.metaData?.ssrRemoteEntry;
  const unused =
    serverRendered || !serverEntry
      ? undefined
      : resolvedAgainst(manifestUrl, `${serverEntry.path ?? ''}${serverEntry.name ?? ''}`);
  return [...new Set([...namedUrls(manifest, manifestUrl), ...imported])].filter((url) => url !== unused);
}

/** What each of `urls` that does not answer 200 from here answered, in the order of `urls`. */
export async function unansweredFiles(urls: string[], allowedOrigins: readonly string[]): Promise<string[]> {
  const problems: (string | undefined)[] = [];
  let next = 0;
  const askInTurn = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      try {
        await (await requestReleaseFile(urls[index]!, allowedOrigins)).body?.cancel();
      } catch (error) {
        problems[index] = error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: FILES_ASKED_AT_ONCE }, askInTurn));
  return problems.filter((problem) => problem !== undefined);
}
