// The one list of shared singletons, imported by the host's and both remotes' vite configs so the three can
// never drift: one React, one router, one jotai store, one QueryClient, one copy of @portfolio/shared.
// The plugin discovers React's subpaths (react/jsx-runtime, react-dom/client) itself; @portfolio/shared has no
// root entry, so each stateful entry is listed: the atoms, the session and the API client's configuration must
// exist once per page. `@portfolio/shared/schemas` is left out on purpose: it is stateless, and as a share the
// host would load it (and zod, ~90 kB) at start for every visitor; unshared, it travels with the form chunks.
const singleton = { singleton: true } as const;

export const sharedSingletons = {
  react: singleton,
  'react-dom': singleton,
  'react-router-dom': singleton,
  'react-router': singleton,
  jotai: singleton,
  '@tanstack/react-query': singleton,
  '@portfolio/shared/api': singleton,
  '@portfolio/shared/config': singleton,
  '@portfolio/shared/session': singleton,
  '@portfolio/shared/state': singleton,
};

/** Fixed ports, the same in dev and preview, like three separate deployments. */
export const PORTS = { host: 5173, publicRemote: 5174, adminRemote: 5175, api: 4000 } as const;
