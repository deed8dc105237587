import { type RenderOptions, renderWithProviders } from '@portfolio/ui/testing/render';
import AdminApp from '../AdminApp';

/** The admin remote as the host mounts it: every screen under `/admin/*`, starting at `path`. */
export const renderAdmin = (path: string, options: Pick<RenderOptions, 'queryClient'> = {}) =>
  renderWithProviders(<AdminApp />, { ...options, path, route: '/admin/*' });

/** A list answer as the API sends it. */
export const listOf = (key: string, items: unknown[], totalPages = 1) => ({
  status: 200,
  body: { [key]: items, totalPages },
});
