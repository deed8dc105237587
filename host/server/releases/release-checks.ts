import { REMOTE_EXPOSES, type RemoteName } from '@portfolio/shared/remotes';
import type { ReleaseBuild, ReleaseCheck } from '@portfolio/shared/schemas';
import semver from 'semver';
import {
  type FederationManifest,
  namedUrls,
  readFederationManifest,
  readReleaseBuild,
  releaseFiles,
  unansweredFiles,
  UNKNOWN_BUILD,
} from './release-manifest';

/** Shares the page cannot work without a single copy of: a remote must take them from the host. */
const REQUIRED_SHARES = ['react', 'react-dom'];

export interface ReleaseCheckContext {
  /** Exact origins (scheme, host and port) this remote's releases may be served from. */
  allowedOrigins: readonly string[];
  /** The singletons the host provides to every remote, by share name, with their versions. */
  provided: Readonly<Record<string, string>>;
  /** Renders the release on the server with the live data; rejects saying why it could not. */
  smokeRender?: (remote: RemoteName, manifestUrl: string) => Promise<string>;
}

export interface CheckedRelease {
  checks: ReleaseCheck[];
  build: ReleaseBuild;
  /** Whether its manifest names a server entry; undefined when the manifest was not read. */
  serverEntry?: boolean;
}

const passed = (name: string, message: string): ReleaseCheck => ({ name, ok: true, message });
const failed = (name: string, message: string): ReleaseCheck => ({ name, ok: false, message });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function checkOrigin(remote: RemoteName, manifestUrl: string, allowed: readonly string[]): ReleaseCheck {
  const remoteOriginsVariable = remote === 'publicRemote' ? 'PUBLIC_REMOTE_ORIGINS' : 'ADMIN_REMOTE_ORIGINS';
  const origin = new URL(manifestUrl).origin;
  return allowed.includes(origin)
    ? passed('origin', `${origin} is an allowed origin.`)
    : failed(
        'origin',
        `${origin} is not an allowed origin of this remote (allowed: ${allowed.join(', ') || 'none'}; set ${remoteOriginsVariable} on the host servers).`,
      );
}

function checkManifest(
  remote: RemoteName,
  manifest: FederationManifest,
  manifestUrl: string,
  serverRendered: boolean,
) {
  if (manifest.name !== remote)
    return failed(
      'manifest',
      `${manifestUrl} is the manifest of ${manifest.name ?? 'an unnamed remote'}, not of ${remote}.`,
    );
  if (!manifest.metaData?.remoteEntry) return failed('manifest', `${manifestUrl} names no remote entry.`);
  if (serverRendered && !manifest.metaData.ssrRemoteEntry)
    return failed(
      'manifest',
      `${manifestUrl} names no server entry (ssrRemoteEntry): the host renders ${remote} on its server, to serve or to check it (build it with scripts/build-frontend.mjs --ssr).`,
    );
  return passed(
    'manifest',
    `The manifest answered (build ${manifest.metaData.buildInfo?.buildVersion ?? 'unnamed'}).`,
  );
}

/** A release with more files than this is refused: each is asked for at every check. */
const MAX_RELEASE_FILES = 2000;

const listed = (items: string[], separator = ', ') =>
  items.slice(0, 3).join(separator) + (items.length > 3 ? ` and ${items.length - 3} more` : '');

/**
 * Every address the manifest names (entries, scripts, stylesheets) is on the remote's allowed origins: the
 * server fetches them, inlines the stylesheets and names the rest in pages, so one elsewhere could make it read
 * an internal address into a page, or load code the allow-list does not cover. Then each of them, and each chunk
 * the entry imports (lazy ones too), answers 200 from here: a missing one would be met by visitors only, as a
 * dead part of a page.
 */
async function checkFiles(
  manifest: FederationManifest,
  manifestUrl: string,
  allowed: readonly string[],
  serverRendered: boolean,
) {
  const outside = namedUrls(manifest, manifestUrl).filter(
    (url) => !URL.canParse(url) || !allowed.includes(new URL(url).origin),
  );
  if (outside.length > 0)
    return failed(
      'files',
      `The manifest names files outside this remote's allowed origins: ${listed(outside)}.`,
    );
  const files = await releaseFiles(manifest, manifestUrl, allowed, serverRendered);
  if (files.length > MAX_RELEASE_FILES)
    return failed(
      'files',
      `The release names ${files.length} files; a release may have ${MAX_RELEASE_FILES} at most.`,
    );
  const unanswered = await unansweredFiles(files, allowed);
  if (unanswered.length > 0)
    return failed(
      'files',
      `${unanswered.length} of the release's ${files.length} files cannot be loaded, so visitors would meet a broken page: ${listed(
        unanswered.map((problem) => problem.replace(/\.$/, '')),
        '; ',
      )}.`,
    );
  return passed('files', `All ${files.length} files of the release answer from an allowed origin.`);
}

function checkExposes(remote: RemoteName, manifest: FederationManifest): ReleaseCheck {
  const exposed = new Set((manifest.exposes ?? []).map((entry) => entry.path));
  const missing = Object.keys(REMOTE_EXPOSES[remote]).filter((path) => !exposed.has(path));
  return missing.length === 0
    ? passed('exposes', `Exposes ${Object.keys(REMOTE_EXPOSES[remote]).join(', ')}.`)
    : failed('exposes', `Does not expose ${missing.join(', ')}, which the host uses.`);
}

/** Every singleton the remote takes is one the host provides, at a version the remote accepts. */
export function checkShared(
  manifest: FederationManifest,
  provided: Readonly<Record<string, string>>,
): ReleaseCheck {
  const problems: string[] = [];
  const shared = manifest.shared ?? [];
  for (const name of REQUIRED_SHARES)
    if (!shared.some((entry) => entry.name === name))
      problems.push(`${name}: the remote does not take it from the host, so the page would run two copies`);
  for (const entry of shared) {
    const version = provided[entry.name];
    if (version === undefined) {
      if (entry.singleton) problems.push(`${entry.name}: shared as a singleton, but the host provides none`);
      continue;
    }
    if (!entry.singleton)
      problems.push(`${entry.name}: the host shares it as a singleton, the remote does not`);
    const required = entry.requiredVersion;
    if (typeof required !== 'string' || !semver.validRange(required))
      problems.push(`${entry.name}: the remote declares no version it needs (requiredVersion)`);
    else if (!semver.satisfies(version, required, { includePrerelease: true }))
      problems.push(`${entry.name}: the remote needs ${required}, the host provides ${version}`);
  }
  return problems.length > 0
    ? failed('shared', `${problems.join('; ')}.`)
    : passed('shared', `${shared.length} shared modules satisfied by the host.`);
}

/**
 * Every check a release must pass before it may serve anyone, at registration and again at preview, promotion
 * and rollback. The origin comes first and nothing is fetched from one that is not allowed; a check that could
 * not run because an earlier one failed is left out.
 */
export async function checkRelease(
  remote: RemoteName,
  manifestUrl: string,
  context: ReleaseCheckContext,
): Promise<CheckedRelease> {
  const origin = checkOrigin(remote, manifestUrl, context.allowedOrigins);
  if (!origin.ok) return { checks: [origin], build: UNKNOWN_BUILD };
  let manifest: FederationManifest;
  try {
    manifest = await readFederationManifest(manifestUrl, context.allowedOrigins);
  } catch (error) {
    return { checks: [origin, failed('manifest', reason(error))], build: UNKNOWN_BUILD };
  }
  const serverRendered = context.smokeRender !== undefined;
  const checks = [
    origin,
    checkManifest(remote, manifest, manifestUrl, serverRendered),
    await checkFiles(manifest, manifestUrl, context.allowedOrigins, serverRendered),
    checkExposes(remote, manifest),
    checkShared(manifest, context.provided),
  ];
  const build = await readReleaseBuild(manifest, manifestUrl, context.allowedOrigins);
  if (context.smokeRender && checks.every((check) => check.ok)) {
    try {
      checks.push(passed('render', await context.smokeRender(remote, manifestUrl)));
    } catch (error) {
      checks.push(failed('render', reason(error)));
    }
  }
  return { checks, build, serverEntry: manifest.metaData?.ssrRemoteEntry !== undefined };
}
