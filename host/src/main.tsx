import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fetchRemotesConfig, registerRemoteEntries } from './app/remotes';
import './index.css';

// Remotes are registered before the first render so every lazy route can load them;
// a missing or broken remotes.json still renders the shell, with a fallback where each remote goes.
async function start() {
  registerRemoteEntries(await fetchRemotesConfig());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
