/**
 * The router as the microfrontends use it, and the one module of it they share (federation.shared.ts). Sharing
 * react-router-dom itself made the host ship the whole package (63 kB gzipped) to every visitor; this list is
 * what the host and both remotes import, so the shared copy holds only that, and it is still one router
 * context for the page. ESLint sends every other router import here; tests may use the package directly.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
