import { ADMIN_SECTIONS, adminHref, adminTitle } from '@portfolio/shared/admin-sections';
import { clearToken } from '@portfolio/shared/session';
import { sidebarAtom, useAtom } from '@portfolio/shared/state';
import { useCallback, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from '@portfolio/shared/router';
import { adminPageTitle } from '@portfolio/shared/page-titles';
import { reloadPage } from '../../lib/full-page-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { ThemeToggle } from './ThemeToggle';
import { ADMIN_SECTION_ICONS, CloseIcon, LogoutIcon, MenuIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';

/** Logout clears the session token and reloads: every cached admin datum goes with the old page. */
function logout() {
  clearToken();
  reloadPage();
}

const menuItemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800';

export function AdminLayout() {
  const [open, setOpen] = useAtom(sidebarAtom);
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDivElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // The open drawer is modal: focus starts on its first link and stays in it, Escape closes it, and focus
  // returns to the menu button.
  useFocusTrap(drawer, open, { initialFocus: firstLink, onEscape: close });
  // Any navigation closes it too: the browser's back button, or a screen that navigates by itself.
  useEffect(close, [pathname, close]);
  useDocumentTitle(adminPageTitle(pathname));

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex w-[90vw] max-w-3xl items-center gap-3 py-3">
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
        <div className="mb-3 flex items-center justify-between">
          <p className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            Admin
          </p>
          <button type="button" aria-label="Close menu" onClick={close} className={iconButtonClass}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Admin">
          <ul className="space-y-1">
            {ADMIN_SECTIONS.map(({ path, label, icon }, index) => {
              const Icon = ADMIN_SECTION_ICONS[icon];
              return (
                <li key={path}>
                  <NavLink
                    ref={index === 0 ? firstLink : undefined}
                    to={adminHref(path)}
                    // Home is active only on /admin itself; a section also while one of its items is open.
                    end={path === ''}
                    onClick={close}
                    className={({ isActive }) =>
                      `${menuItemClass} ${isActive ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50' : ''}`
                    }
                  >
                    <Icon />
                    {label}
                  </NavLink>
                </li>
              );
            })}
            <li className="border-t border-slate-200 pt-1 dark:border-slate-700">
              <button type="button" onClick={logout} className={menuItemClass}>
                <LogoutIcon />
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </div>
      {/* The content is 90vw wide, at most 768 px (docs/product.md#constants). */}
      <main className="mx-auto w-[90vw] max-w-3xl py-6">
        <Outlet />
      </main>
    </div>
  );
}
