import { hydrate, type DehydratedState } from '@portfolio/shared/query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readPageData, SSR_STATE_ELEMENT_ID } from './app/page-data';
import { queryClient } from './app/query-client';
import { fetchRemotesConfig, registerRemoteEntries } from './app/remotes';
import './index.css';

// Remotes are registered before the first render so every lazy route can load them;
// a missing or broken remotes.json still renders the shell, with a fallback where each remote goes.
async function start() {
  registerRemoteEntries(await fetchRemotesConfig());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The host server hands over the data it fetched for the page: the queries start from it, with no second
  // request. When it also rendered the markup, React adopts it instead of drawing it again.
  const serverState = readPageData(SSR_STATE_ELEMENT_ID);
  if (serverState !== undefined) hydrate(queryClient, serverState as DehydratedState);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap or a scroll during it is answered at once.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
