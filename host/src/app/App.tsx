import { QueryClientProvider } from '@portfolio/shared/query';
import { BrowserRouter } from '@portfolio/shared/router';
import { AppRoutes } from './routes';
import { queryClient } from './query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
