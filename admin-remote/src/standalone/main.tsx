import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminApp from '../AdminApp';
import { StandaloneToast } from './StandaloneToast';
import './standalone.css';

// Standalone development: the providers and the /admin/* mount point the host gives in production.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <main className="mx-auto w-[90vw] max-w-5xl py-6">
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<Navigate to="/admin/projects" replace />} />
          </Routes>
        </main>
        <StandaloneToast />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
