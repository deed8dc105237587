import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { type RemoteLoader, RemoteLoaderContext } from './app/RemoteModule';
import { AppRoutes } from './app/routes';

/** A promise React's `use` reads at once: the server loaded the remote module before rendering. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * The host's page for `url` as the browser will hydrate it: the same routes, providers and remote slots, with
 * the remote modules the server loaded and a QueryClient holding the data it fetched.
 */
export function serverApp(options: {
  url: URL;
  queryClient: QueryClient;
  remotes: ReadonlyMap<string, ComponentType>;
}) {
  const load: RemoteLoader = (remote, expose) => {
    const component = options.remotes.get(`${remote}/${expose}`);
    return component ? settled(component) : Promise.reject(new Error(`${remote}/${expose} was not loaded`));
  };
  return (
    <QueryClientProvider client={options.queryClient}>
      <RemoteLoaderContext value={load}>
        <StaticRouter location={options.url.pathname + options.url.search}>
          <AppRoutes />
        </StaticRouter>
      </RemoteLoaderContext>
    </QueryClientProvider>
  );
}

/**
 * A candidate release of the admin remote as the release check renders it: its `AdminApp` alone under `/admin/*`
 * at `url`, with no shell and no session. A screen that needs no data is rendered, so nothing asks the API (the
 * queries a screen declares run only in the browser).
 */
export function adminCheckApp(options: { url: string; queryClient: QueryClient; AdminApp: ComponentType }) {
  return (
    <QueryClientProvider client={options.queryClient}>
      <StaticRouter location={options.url}>
        <Routes>
          <Route path="/admin/*" element={<options.AdminApp />} />
        </Routes>
      </StaticRouter>
    </QueryClientProvider>
  );
}
