import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from './features/feedback/Toaster';

/** Shows where the router is, so a test can assert navigation like a user reading the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/**
 * Renders `element` at `path` (matched by `route`) with a fresh jotai store, the host's toaster and a stub
 * page at every other route, as the app would.
 */
export function renderRoute(element: ReactElement, { path, route }: { path: string; route: string }) {
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
