import { hydrate, QueryClientProvider, type DehydratedState } from '@portfolio/shared/query';
import {
  HOME_ISLANDS,
  type HomeIslandName,
  type HomeIsland,
  type HomeIslands,
  type HostIslandName,
  ISLAND_ATTRIBUTE,
} from '@portfolio/shared/remotes';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  type PageScripts,
  readPageData,
  SSR_STATE_ELEMENT_ID,
} from '../app/page-data';
import { queryClient } from '../app/query-client';
import { fetchRemotesConfig, loadRemoteModule, registerRemoteEntries } from '../app/remotes';
import {
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
} from '../page-start/island-triggers';
import { pageEventOf, reportPageEvent } from '../page-start/reporter';
import { hostIslands, isHostIsland } from './host-islands';
import { IslandRouter } from './island-router';
import { datedWhenServed } from './served-state';

const isHomeIsland = (name: string | null): name is HomeIslandName =>
  (HOME_ISLANDS as readonly (string | null)[]).includes(name);

/** The islands of the home page, from the release of the public remote the server rendered it with. */
let islandsLoad: Promise<HomeIslands> | undefined;
const loadHomeIslands = () =>
  (islandsLoad ??= loadRemoteModule<{ islands: HomeIslands }>('publicRemote', 'HomePage').then(
    (module) => module.islands,
  ));

/** An island of the public remote's pages, or one of the host's own pages. */
const loadIsland = async (name: HomeIslandName | HostIslandName): Promise<HomeIsland> =>
  isHostIsland(name) ? hostIslands[name]() : (await loadHomeIslands())[name];

/** Says the island is hydrated: its effects, which run after those of everything before it, ran. */
function MarkHydrated({ container }: { container: Element }) {
  useEffect(() => {
    container.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { detail: container }));
  }, [container]);
  return null;
}

const started = new WeakSet<Element>();

/** The address the server rendered the page at. */
const renderedAt = () =>
  (readPageData(PAGE_SCRIPTS_ELEMENT_ID) as PageScripts | undefined)?.url ??
  window.location.pathname + window.location.search;

/**
 * Hydrates one island's container with its component alone: its own root, with the page's one QueryClient and
 * address (context does not cross roots), and an `identifierPrefix` of its own.
 */
async function hydrateIsland(container: Element) {
  if (started.has(container)) return;
  started.add(container);
  const name = container.getAttribute(ISLAND_ATTRIBUTE);
  if (!isHomeIsland(name) && !isHostIsland(name)) return;
  let island: HomeIsland;
  try {
    island = await loadIsland(name);
    await island.load?.();
  } catch (error) {
    // The server's HTML stays, its links and the theme toggle working: only the in-place extras are missing.
    console.error(`The ${name} island stays as the server rendered it:`, error);
    reportPageEvent(pageEventOf(error));
    container.setAttribute(ISLAND_FAILED_ATTRIBUTE, '');
    // A filter chosen while it loaded changed the address only: the server renders the page at it.
    if (window.location.pathname + window.location.search !== renderedAt()) window.location.reload();
    return;
  }
  // A transition: hydration yields to the browser every few milliseconds, so a tap during it is answered.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <IslandRouter renderedAt={renderedAt()}>
            <island.Component />
            <MarkHydrated container={container} />
          </IslandRouter>
        </QueryClientProvider>
      </StrictMode>,
      {
        identifierPrefix: `${name}-`,
        // Each counts against the public remote's release the page was served with (the page's reporter).
        onUncaughtError: (error) => {
          if (!container.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE))
            reportPageEvent({ type: 'hydration-error', island: name });
          reportError(error);
        },
        onRecoverableError: (error) => {
          reportPageEvent({ type: 'hydration-error', island: name });
          console.error(error);
        },
      },
    );
  });
}

/**
 * A server-rendered page is never hydrated whole: the page-start script asks for each island when the visitor
 * reaches for it or it comes into view, and the first ask brings this module. The query state the server
 * rendered with fills the QueryClient (no request to the API), and the remotes are registered as the server
 * chose them (the release it rendered with).
 */
export async function hydrateIslands() {
  registerRemoteEntries(await fetchRemotesConfig());
  const serverState = readPageData(SSR_STATE_ELEMENT_ID);
  if (serverState !== undefined)
    hydrate(queryClient, datedWhenServed(serverState as DehydratedState, performance.timeOrigin));
  document.addEventListener(ISLAND_WANTED_EVENT, (event) => {
    const container = (event as CustomEvent<unknown>).detail;
    if (container instanceof Element) void hydrateIsland(container);
  });
  for (const container of document.querySelectorAll(`[${ISLAND_WANTED_ATTRIBUTE}]`))
    void hydrateIsland(container);
}
