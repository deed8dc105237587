import { QueryClientProvider } from '@portfolio/shared/query';
import { createBrowserRouter, RouterProvider } from '@portfolio/shared/router';
import { queryClient } from './query-client';
import { routes } from './routes';

// A data router: screens can block a navigation (an admin form with unsaved changes asks first).
const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
