import { renderWithProviders } from '@portfolio/ui/testing/render';
import type { ReactElement } from 'react';
import { Toaster } from './features/feedback/Toaster';

export { LocationProbe } from '@portfolio/ui/testing/render';

/** Renders `element` at `path` (matched by `route`) with the shared providers and the host's real toaster. */
export const renderRoute = (element: ReactElement, { path, route }: { path: string; route: string }) =>
  renderWithProviders(element, { path, route, extras: <Toaster /> });

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
