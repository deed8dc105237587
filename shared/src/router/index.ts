/**
 * The router as the microfrontends use it, and the one module of it they share (federation.shared.ts). Sharing
 * react-router-dom itself made the host ship the whole package (63 kB gzipped) to every visitor, and its data
 * router alone was 30 kB of what was left: this list is what the host and both remotes import, with our own
 * `BrowserRouter` and `useBlocker` (navigation-guard.ts) in place of the data router's, and it is still one
 * router context for the page. ESLint sends every other router import here; tests may use the package directly.
 */
export {
  createPath,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator, RouteObject, To } from 'react-router-dom';
export { BrowserRouter, GuardedRouter, useBlocker, type Blocker } from './guarded-router';
