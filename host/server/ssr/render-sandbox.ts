import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * What a render process may reach besides its own folder: the paths it may read (its code and the packages that
 * code imports), and, when the host server runs as root, the unprivileged user it runs as.
 */
export interface RenderSandbox {
  readable: string[];
  user?: { uid: number; gid: number };
}

/** Written by the server build beside `render-worker.js`: the packages its code imports (vite.server.config.ts). */
export const WORKER_PACKAGES_FILE = 'render-worker.packages.json';

/** Node's permission model is `--permission` from Node 22 on, `--experimental-permission` before. */
export const permissionFlag = (flags: ReadonlySet<string> = process.allowedNodeEnvironmentFlags) =>
  flags.has('--permission') ? '--permission' : '--experimental-permission';

/**
 * The flags that confine a render process whose folder (its working directory, where the federation loader writes
 * the release's code) is `folder`: it reads that folder and `sandbox.readable`, writes that folder only, starts no
 * process, loads no addon and runs no WASI (all refused by the permission model unless allowed). Threads are allowed
 * because Node runs module hooks on one (render-hooks.ts), and those hooks refuse `worker_threads` to every module.
 */
export function sandboxFlags(sandbox: RenderSandbox, folder: string, flags?: ReadonlySet<string>): string[] {
  const readable = grantablePaths([folder, ...sandbox.readable]);
  // Node splits these flags' values at commas, and reads `*` as a wildcard: such a path would grant something else.
  const unsafe = [folder, ...sandbox.readable].find((path) => /[,*]/.test(path));
  if (unsafe)
    throw new Error(`A render process cannot be granted ${unsafe}: the path holds a comma or a star.`);
  return [
    permissionFlag(flags),
    ...readable.map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-write=${folder}`,
    '--allow-worker',
  ];
}

/**
 * `paths` as the permission model can grant them. Node 20's refuses a path that another granted path starts with
 * (`…/react` itself, granted beside `…/react-dom`, though not the files in it) and aborts on one granted twice, so
 * such a path is granted as a prefix (`…/react*`, which covers the other: in a node_modules folder, packages
 * whose names start alike), and a path inside another is left to it.
 */
export function grantablePaths(paths: readonly string[]): string[] {
  const sorted = [...new Set(paths.map((path) => path.replace(/(.)\/+$/, '$1')))].sort();
  const granted: string[] = [];
  for (const path of sorted) {
    const last = granted.at(-1);
    if (last?.endsWith('*') && path.startsWith(last.slice(0, -1))) continue;
    if (last !== undefined && path.startsWith(`${last}/`)) continue;
    if (last !== undefined && path.startsWith(last)) granted[granted.length - 1] = `${last}*`;
    else granted.push(path);
  }
  return granted;
}

/**
 * What code importing the packages `names` from `fromDir` reads: for each package and, transitively, each of its
 * `dependencies`, the path it is found at and its real folder; for its peer dependencies, the path they are found
 * at beside it (the code they hold is read when a package imports them, and they are among its dependencies or
 * `names` when it does). The permission model checks the path as written and follows links inside an allowed one,
 * so both are needed: with pnpm, `node_modules/react` is a link into `node_modules/.pnpm/react@…/node_modules/react`,
 * whose dependencies and peers are links beside it.
 */
export function packagePaths(fromDir: string, names: readonly string[]): string[] {
  const paths = new Set<string>();
  const visited = new Set<string>();
  const find = (dir: string, name: string) => {
    for (let at = dir; at !== dirname(at); at = dirname(at)) {
      const link = join(at, 'node_modules', name);
      if (existsSync(join(link, 'package.json'))) return link;
    }
    return undefined;
  };
  const visit = (dir: string, name: string) => {
    const link = find(dir, name);
    if (!link) throw new Error(`${name}, which the render process imports, is not installed.`);
    const real = realpathSync(link);
    paths.add(link).add(real);
    if (visited.has(real)) return;
    visited.add(real);
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(
      readFileSync(join(real, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    for (const dependency of Object.keys(dependencies)) visit(real, dependency);
    for (const peer of Object.keys(peerDependencies)) {
      const found = find(real, peer);
      if (found) paths.add(found);
    }
  };
  for (const name of names) visit(fromDir, name);
  return [...paths];
}

/** The `package.json` that says how Node reads `dir`'s `.js` files (ES modules), found upward. */
function scopePackageJson(dir: string): string[] {
  for (let at = dir; at !== dirname(at); at = dirname(at))
    if (existsSync(join(at, 'package.json'))) return [join(at, 'package.json')];
  return [];
}

/** Root's render processes run as `nobody`, read from `passwd` (one line: `nobody:x:65534:65534:…`). */
export function unprivilegedUser(passwd: string): { uid: number; gid: number } | undefined {
  const line = passwd.split('\n').find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/**
 * The sandbox of the render processes started from `workerPath`: they read its folder (the built server), the
 * `package.json` scoping it and the packages it imports (listed by the build beside it); started by root, they run
 * as `nobody`. A release's own imports are among those packages: only the shared ones are allowed to it.
 */
export async function renderSandbox(workerPath: string): Promise<RenderSandbox> {
  const workerDir = dirname(workerPath);
  const listed = await readFile(join(workerDir, WORKER_PACKAGES_FILE), 'utf8').catch(() => {
    throw new Error(`${join(workerDir, WORKER_PACKAGES_FILE)} is missing: build the host (pnpm build).`);
  });
  const readable = [
    workerDir,
    ...scopePackageJson(workerDir),
    ...packagePaths(workerDir, JSON.parse(listed) as string[]),
  ];
  const user = process.getuid?.() === 0 ? unprivilegedUser(readFileSync('/etc/passwd', 'utf8')) : undefined;
  return { readable, user };
}
