import { clearToken } from '@portfolio/shared/session';
import { sidebarAtom } from '@portfolio/shared/state';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { reloadPage } from '../../lib/full-page-navigation';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { ThemeToggle } from './ThemeToggle';
import { MenuIcon } from '../../components/icons';

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

/** Logout clears the session token and reloads: every cached admin datum goes with the old page. */
function logout() {
  clearToken();
  reloadPage();
}

const menuItemClass =
  'block w-full rounded-md px-3 py-2 text-left font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800';

export function AdminLayout() {
  const [open, setOpen] = useAtom(sidebarAtom);
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // The open drawer is modal: focus stays in it, Escape closes it, focus returns to the menu button.
  useFocusTrap(drawer, open, { onEscape: close });
  // Any navigation closes it too: the browser's back button, or a screen that navigates by itself.
  useEffect(close, [pathname, close]);

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex w-[90vw] max-w-5xl items-center gap-3 py-3">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={open}
            aria-controls="admin-drawer"
            onClick={() => setOpen(true)}
            className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
          >
            <MenuIcon className="h-6 w-6" />
          </button>
          <h1 className="flex-1 text-lg font-semibold">{adminTitle(pathname)}</h1>
          <ThemeToggle />
        </div>
      </header>
      {open && (
        <div className="fixed inset-0 z-30 bg-black/50" data-testid="drawer-backdrop" onClick={close} />
      )}
      <div
        ref={drawer}
        id="admin-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        className="fixed inset-y-0 left-0 z-40 w-64 max-w-[80vw] overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900"
      >
        <nav aria-label="Admin">
          <ul className="space-y-1">
            {MENU.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    `${menuItemClass} ${isActive ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50' : ''}`
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-slate-200 pt-1 dark:border-slate-700">
              <button type="button" onClick={logout} className={menuItemClass}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <main className="mx-auto w-[90vw] max-w-5xl py-6">
        <Outlet />
      </main>
    </div>
  );
}
