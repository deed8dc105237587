import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { type RemoteLoader, RemoteLoaderContext } from './app/RemoteModule';
import { routes } from './app/routes';

/** A promise React's `use` reads at once: the server loaded the remote module before rendering. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const handler = createStaticHandler(routes);

/**
 * The host's page for `url` as the browser will hydrate it: the same routes, providers and remote slots, with
 * the remote modules the server loaded and a QueryClient holding the data it fetched.
 */
export async function serverApp(options: {
  url: URL;
  queryClient: QueryClient;
  remotes: ReadonlyMap<string, ComponentType>;
}) {
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response)
    throw new Error(`${options.url.pathname} redirects; it is not rendered here`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const load: RemoteLoader = (remote, expose) => {
    const component = options.remotes.get(`${remote}/${expose}`);
    return component ? settled(component) : Promise.reject(new Error(`${remote}/${expose} was not loaded`));
  };
  return (
    <QueryClientProvider client={options.queryClient}>
      <RemoteLoaderContext value={load}>
        {/* No hydration data script: the routes have no loaders, and the page's CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RemoteLoaderContext>
    </QueryClientProvider>
  );
}
