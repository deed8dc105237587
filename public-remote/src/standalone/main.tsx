import { QueryClient, QueryClientProvider } from '@portfolio/shared/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portfolio/shared/router';
import HomePage from '../HomePage';
import './standalone.css';

// Standalone development: the providers the host gives the remote in production.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <main className="mx-auto w-[90vw] max-w-3xl">
          <HomePage />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
