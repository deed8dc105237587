import { QueryClient, QueryClientProvider } from '@portfolio/shared/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@portfolio/shared/router';
import AdminApp from '../AdminApp';
import { StandaloneFeedback } from './StandaloneFeedback';
import './standalone.css';

// Standalone development: the providers, the router and the /admin/* mount point the host gives in production,
// and a stand-in for its toaster and confirm dialog.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <main className="mx-auto w-[90vw] max-w-3xl py-6">
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/admin/projects" replace />} />
          </Routes>
          <StandaloneFeedback />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
