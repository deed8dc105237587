import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemotesConfig, registerRemoteEntries } from './app/remotes';
import { startReporting } from './page-start/reporter';
import './index.css';

// A page the browser renders reports like a server-rendered one (whose page-start script started it already).
startReporting(() => import('./page-start/vitals'));

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A page the server rendered is complete: its islands are hydrated one by one, when asked for.
  if (root.hasChildNodes()) {
    const { hydrateIslands } = await import('./islands/hydrate-islands');
    return hydrateIslands();
  }
  // Remotes are registered before the first render so every lazy route can load them;
  // a missing or broken remotes.json still renders the shell, with a fallback where each remote goes.
  // The shell (routes, layouts, guards) only here: a page of islands never renders it.
  const [{ App }, remotes] = await Promise.all([import('./app/App'), fetchRemotesConfig()]);
  registerRemoteEntries(remotes);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
