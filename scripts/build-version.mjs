// A release's name and what it was built from: shared by the build (build-frontend.mjs) and `pnpm release`,
// which names the release before it builds it.
import { execFileSync } from 'node:child_process';

const git = (cwd, ...args) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** Names a version as the registry accepts it (see releaseVersionSchema in @portfolio/shared). */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/;

/**
 * `version` (RELEASE_VERSION), or the build's UTC time and commit (`20261125-210100-7d7acf9`, `-dirty` with
 * local changes to tracked files), with the commit, whether it was dirty and when it was built.
 */
export function describeBuild(cwd, version = process.env.RELEASE_VERSION) {
  const builtAt = new Date();
  const commit = git(cwd, 'rev-parse', '--short=7', 'HEAD') ?? null;
  const dirty = commit !== null && git(cwd, 'status', '--porcelain', '--untracked-files=no') !== '';
  const stamp = builtAt.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const name = version || [stamp, commit ?? 'nogit', ...(dirty ? ['dirty'] : [])].join('-');
  if (!VERSION_PATTERN.test(name))
    throw new Error(`RELEASE_VERSION "${name}": use letters, digits, dots, dashes, plus or underscores`);
  return { version: name, commit, dirty, builtAt: builtAt.toISOString() };
}

/**
 * The subjects of the commits since `commit`, newest first, one a line: a release's notes when none are given.
 * Empty when git cannot say (an unknown commit, no repository).
 */
export function commitSubjectsSince(cwd, commit, limit = 30) {
  if (!/^[0-9a-f]{4,40}$/i.test(commit)) return '';
  return git(cwd, 'log', `--max-count=${limit}`, '--format=%s', `${commit}..HEAD`) ?? '';
}
