// A release's server renderer, in a process of its own (started by render-process.ts): the remote's server code
// runs here, never in the host server, so a release that throws, hangs or exits at import takes only this
// process with it, and retiring the release frees its modules (Node cannot unload ES modules otherwise). The
// process is confined (render-sandbox.ts, render-guard.ts): it reads its code and its folder only, and reaches
// nothing on the network but its release's origin.
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoader from '@module-federation/vite/ssrEntryLoader';
import { ApiError } from '@portfolio/shared/api';
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { adminCheckApp, serverApp } from '../../src/entry-server';
import { confineReleaseCode } from './render-guard';
import { renderMarkup } from './render-markup';
import { serverShared } from './shared-modules';
import { diagnoseEntry } from './diagnose-entry';
import type { RenderRelease, WorkerMessage, RenderRequest } from './render-protocol';

const send = (message: WorkerMessage) => process.send!(message);
const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

async function loadExposes(release: RenderRelease): Promise<Map<string, ComponentType>> {
  const federation = createInstance({
    name: 'hostServer',
    remotes: [{ name: release.remote, entry: release.manifestUrl }],
    shared: serverShared,
    // The loader's declared types are looser than the runtime's (`init: unknown`); the objects are the same.
    plugins: [ssrEntryLoader() as ModuleFederationRuntimePlugin],
  });
  const loaded = new Map<string, ComponentType>();
  for (const expose of release.exposes) {
    const id = `${release.remote}/${expose}`;
    const module = await federation.loadRemote<{ default?: ComponentType }>(id);
    if (typeof module?.default !== 'function' && typeof module?.default !== 'object')
      throw new Error(`${release.remote} did not provide ${expose}`);
    loaded.set(id, module.default);
  }
  return loaded;
}

/** What the release's server entry throws when imported, when that is why it did not load. */
async function whyEntryFailed(release: RenderRelease): Promise<string | undefined> {
  try {
    const manifest = (await (await fetch(release.manifestUrl)).json()) as {
      metaData?: { ssrRemoteEntry?: { path: string; name: string } };
    };
    const entry = manifest.metaData?.ssrRemoteEntry;
    if (!entry) return undefined;
    const entryUrl = new URL(entry.path + entry.name, release.manifestUrl).href;
    const thrown = await diagnoseEntry(
      entryUrl,
      join(process.cwd(), 'node_modules', '.ssr-cache', String(process.pid), 'diagnose'),
    );
    return thrown && `The server entry ${entryUrl} threw while loading: ${thrown}`;
  } catch {
    return undefined;
  }
}

async function render(release: RenderRelease, remotes: Map<string, ComponentType>, request: RenderRequest) {
  // Nothing is fetched while rendering: the queries are filled before and never go stale here.
  // An API 404 (a missing project) stays the error it is: the page says "not found" instead of loading it again.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  });
  hydrate(queryClient, request.state as DehydratedState);
  // The API's 404 as the browser's query would hold it: the very error the page tells "not found" by.
  for (const queryKey of request.notFound ?? [])
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey })
      .setState({ status: 'error', fetchStatus: 'idle', error: new ApiError(404, 'Not found') });
  const AdminApp = remotes.get(`${release.remote}/AdminApp`);
  return renderMarkup(
    AdminApp
      ? adminCheckApp({ url: request.url, queryClient, AdminApp })
      : serverApp({ url: new URL(request.url, 'http://localhost'), queryClient, remotes }),
  );
}

async function main() {
  const release = JSON.parse(process.env.RENDER_RELEASE ?? '{}') as RenderRelease;
  // Before any of the release's code loads. The page's data comes with each request: nothing here asks the API.
  confineReleaseCode(release.origins, join(dirname(fileURLToPath(import.meta.url)), 'render-hooks.js'));
  let remotes: Map<string, ComponentType>;
  try {
    remotes = await loadExposes(release);
  } catch (error) {
    send({ type: 'failed', message: (await whyEntryFailed(release)) ?? reason(error) });
    process.exit(1);
  }
  process.on('message', (message: RenderRequest) => {
    render(release, remotes, message).then(
      (markup) => send({ type: 'rendered', id: message.id, markup }),
      (error: unknown) => send({ type: 'render-failed', id: message.id, message: reason(error) }),
    );
  });
  // Orphaned (the host server died without stopping it): nothing would ever ask it to render again.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

void main();
