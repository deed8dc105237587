import { clearToken } from '@portfolio/shared/session';
import { sidebarAtom } from '@portfolio/shared/state';
import { useAtom } from 'jotai';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ThemeToggle } from './ThemeToggle';

const MENU = [
  { to: '/admin/', label: 'Home' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/experiences', label: 'Experiences' },
  { to: '/admin/technologies', label: 'Technologies' },
  { to: '/admin/tags', label: 'Tags' },
  { to: '/admin/profile', label: 'Profile' },
];

const TITLES: [string, string][] = [
  ['/admin/projects', 'Projects'],
  ['/admin/experiences', 'Experiences'],
  ['/admin/technologies', 'Technologies'],
  ['/admin/profile', 'Profile'],
  ['/admin/tags', 'Tags'],
];

/** The header title follows the path; Users is the default (SPEC.md section 2). */
export const adminTitle = (pathname: string) =>
  TITLES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'Users';

function logout() {
  clearToken();
  window.location.reload();
}

export function AdminLayout() {
  const [open, setOpen] = useAtom(sidebarAtom);
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <button type="button" aria-label="Open menu" onClick={() => setOpen(true)} className="rounded p-2">
          <span aria-hidden="true">☰</span>
        </button>
        <h1 className="flex-1 text-lg font-semibold">{adminTitle(pathname)}</h1>
        <ThemeToggle />
      </header>
      {open && (
        <div
          className="fixed inset-0 z-30 bg-black/40"
          data-testid="drawer-backdrop"
          onClick={() => setOpen(false)}
        />
      )}
      <nav
        aria-label="Admin"
        hidden={!open}
        className="fixed inset-y-0 left-0 z-40 w-64 bg-white p-4 shadow-xl dark:bg-slate-900"
      >
        <ul className="space-y-1">
          {MENU.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end onClick={() => setOpen(false)} className="block rounded px-3 py-2">
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={logout} className="block w-full rounded px-3 py-2 text-left">
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <main className="mx-auto w-[90vw] max-w-5xl py-6">
        <Outlet />
      </main>
    </div>
  );
}
