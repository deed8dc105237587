// The one list of shared singletons, imported by the host's and both remotes' vite configs so the three can
// never drift: one React, one router, one jotai store, one QueryClient, one API client.
// The plugin discovers React's subpaths (react/jsx-runtime, react-dom/client) itself; @portfolio/shared has no
// root entry, so each stateful entry is listed: the atoms and the API client's configuration must exist once
// per page. Stateless entries are left out on purpose, since every share costs each microfrontend ~1.5 kB
// gzipped of the plugin's loading code on the home page: `config` (constants) and `session` (sessionStorage
// reads and writes) are smaller than that, and `schemas` would make the host load zod (~90 kB) at start for
// every visitor; unshared, each travels with the code that imports it.
const singleton = { singleton: true } as const;

export const sharedSingletons = {
  react: singleton,
  'react-dom': singleton,
  // The router through our facade of the parts we use (shared/src/router), not the whole package.
  '@portfolio/shared/router': singleton,
  // TanStack Query through our facade of the parts we use (shared/src/query), not the whole package.
  '@portfolio/shared/query': singleton,
  '@portfolio/shared/api': singleton,
  // The atoms with the jotai hooks that read them (shared/src/state): one store, one share.
  '@portfolio/shared/state': singleton,
};

/**
 * A remote's production build uses the host's federation runtime (the host sets `provideExternalRuntime`), so a
 * page carries one runtime instead of three. A remote on its own has no host to provide it: `vite` (dev) and
 * `vite build --mode standalone` keep the remote's own runtime, so its standalone page works.
 */
export const remoteExperiments = ({ command, mode }: { command: string; mode: string }) =>
  command === 'build' && mode !== 'standalone' ? { externalRuntime: true } : {};

/** Fixed ports, the same in dev and preview, like three separate deployments (the one list: default-ports.json). */
export { default as PORTS } from './shared/src/config/default-ports.json' with { type: 'json' };
