// The module hooks of a render process (registered by render-guard.ts before the release's server code loads):
// what a module there may import. Built on its own (dist/server/render-hooks.js): Node loads it in its hooks
// thread, so it imports nothing but Node's own modules.
import { builtinModules, type ResolveHook } from 'node:module';

/**
 * Node's modules no module of a render process may import, whoever asks: they reach the network, start processes
 * or threads, or open the runtime's internals (`module`'s createRequire and `vm` would load code past these hooks,
 * `v8` changes the engine's flags). Asked for by no module the worker runs; Node's permission model does not cover
 * the network on Node 20.
 */
const REFUSED_BUILTINS = new Set([
  'child_process',
  'cluster',
  'dgram',
  'diagnostics_channel',
  'dns',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'net',
  'repl',
  'sqlite',
  'tls',
  'trace_events',
  'tty',
  'v8',
  'vm',
  'wasi',
  'worker_threads',
]);

/**
 * The packages a release's server code may import by name: the shared singletons it takes from the host (React,
 * the router and TanStack Query that the shared facades wrap) and the federation runtime its entry initialises.
 * Any other package would run with what that package can do.
 */
export const RELEASE_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@module-federation/runtime',
];

export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

const builtinName = (specifier: string): string | undefined => {
  const name = specifier.startsWith('node:') ? specifier.slice('node:'.length) : specifier;
  return specifier.startsWith('node:') || builtinModules.includes(name) ? name.split('/')[0] : undefined;
};

/** A package name (`react`, `@tanstack/react-query`), not a path or a URL (`./x.js`, `file:…`, `data:…`). */
const isBare = (specifier: string) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Why `specifier`, imported by the module at `parentUrl`, is refused before it is resolved, if it is: a refused
 * builtin for any module; for the release's own modules (those under `releaseFolder`, the process's folder where
 * the federation loader writes them), any package but RELEASE_PACKAGES.
 */
export function refusalBeforeResolving(
  specifier: string,
  parentUrl: string | undefined,
  releaseFolder: string,
): string | undefined {
  const builtin = builtinName(specifier);
  if (builtin !== undefined)
    return REFUSED_BUILTINS.has(builtin)
      ? `${specifier} is not available to a render process: it renders, and reaches no network, process or runtime internals.`
      : undefined;
  if (
    parentUrl?.startsWith(releaseFolder) &&
    isBare(specifier) &&
    !RELEASE_PACKAGES.includes(packageOf(specifier))
  )
    return `A release's server code may import only the shared packages (${RELEASE_PACKAGES.join(', ')}), not ${specifier}.`;
  return undefined;
}

/** Why a release module's import that resolved to `url` is refused, if it is: its files are its folder's only. */
export function refusalOfResolved(
  specifier: string,
  parentUrl: string | undefined,
  url: string,
  releaseFolder: string,
): string | undefined {
  if (!parentUrl?.startsWith(releaseFolder) || isBare(specifier) || builtinName(specifier) !== undefined)
    return undefined;
  return url.startsWith(releaseFolder)
    ? undefined
    : `A release's server code may import only its own files, not ${url}.`;
}

let releaseFolder = '';

/** `releaseFolder`: the file URL (ending in `/`) of the render process's folder. */
export function initialize(data: { releaseFolder: string }) {
  releaseFolder = data.releaseFolder;
}

export const resolve: ResolveHook = async (specifier, context, next) => {
  const before = refusalBeforeResolving(specifier, context.parentURL, releaseFolder);
  if (before) throw new ImportRefused(before);
  const resolved = await next(specifier, context);
  const after = refusalOfResolved(specifier, context.parentURL, resolved.url, releaseFolder);
  if (after) throw new ImportRefused(after);
  return resolved;
};
