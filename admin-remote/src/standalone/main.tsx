import { QueryClient, QueryClientProvider } from '@portfolio/shared/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@portfolio/shared/router';
import AdminApp from '../AdminApp';
import { StandaloneFeedback } from './StandaloneFeedback';
import './standalone.css';

// Standalone development: the providers, the data router and the /admin/* mount point the host gives in
// production, and a stand-in for its toaster and confirm dialog.
const router = createBrowserRouter([
  {
    element: (
      <main className="mx-auto w-[90vw] max-w-3xl py-6">
        <Outlet />
        <StandaloneFeedback />
      </main>
    ),
    children: [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <Navigate to="/admin/projects" replace /> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
