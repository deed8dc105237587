import { ADMIN_SECTIONS, adminHref, adminTitle } from '@portfolio/shared/admin-sections';
import { readToken, signOut, userQueries } from '@portfolio/shared/api';
import { useQuery } from '@portfolio/shared/query';
import { userIdFromToken } from '@portfolio/shared/session';
import { sidebarAtom, useAtom } from '@portfolio/shared/state';
import { type Ref, useCallback, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from '@portfolio/shared/router';
import { adminPageTitle } from '@portfolio/shared/page-titles';
import { loadPage } from '../../lib/full-page-navigation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { ThemeToggle } from './ThemeToggle';
import { Avatar } from '@portfolio/ui/Avatar';
import { ADMIN_SECTION_ICONS, CloseIcon, GlobeIcon, LogoutIcon, MenuIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';

/**
 * Logout ends the sign-in on the server (every tab of this browser hears it) and loads the sign-in page afresh:
 * every cached admin datum goes with the old page.
 */
async function logout() {
  await signOut();
  loadPage('/login');
}

const menuItemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800';
const activeItemClass = 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50';

/** The signed-in user's id: the session token's `sub`, or null while there is none to read. */
function signedInUserId(): number | null {
  const token = readToken();
  try {
    return token ? userIdFromToken(token) : null;
  } catch {
    return null;
  }
}

/** Who is signed in, named in the menu. */
function SignedInUser() {
  const id = signedInUserId();
  const user = useQuery({ ...userQueries.detail(id ?? 0), enabled: id !== null });
  if (!user.data) return null;
  const name = `${user.data.firstName} ${user.data.lastName}`.trim();
  return (
    <div className="mb-3 flex items-center gap-3 rounded-md px-3 py-2" data-testid="signed-in-user">
      <Avatar src={user.data.avatar ?? null} name={name} alt="" />
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Signed in</p>
      </div>
    </div>
  );
}

/** The sections, 'View site' and 'Logout': the same menu in the sidebar and in the drawer. */
function AdminMenu({
  firstLink,
  onNavigate,
}: {
  firstLink?: Ref<HTMLAnchorElement>;
  onNavigate?: () => void;
}) {
  return (
    <>
      <SignedInUser />
      <nav aria-label="Admin">
        <ul className="space-y-1">
          {ADMIN_SECTIONS.map(({ path, label, icon }, index) => {
            const Icon = ADMIN_SECTION_ICONS[icon];
            return (
              <li key={path}>
                {/* NavLink marks the current section with aria-current="page". */}
                <NavLink
                  ref={index === 0 ? firstLink : undefined}
                  to={adminHref(path)}
                  // Home is current only on /admin itself; a section also while one of its items is open.
                  end={path === ''}
                  onClick={onNavigate}
                  className={({ isActive }) => `${menuItemClass} ${isActive ? activeItemClass : ''}`}
                >
                  <Icon />
                  {label}
                </NavLink>
              </li>
            );
          })}
          <li className="border-t border-slate-200 pt-1 dark:border-slate-700">
            {/* A router link, not a page load: the site then knows the session this page holds (Admin in its
                header). */}
            <Link to="/" onClick={onNavigate} className={menuItemClass}>
              <GlobeIcon />
              View site
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => void logout()} className={menuItemClass}>
              <LogoutIcon />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}

/**
 * The admin frame (docs/product.md#admin-frame): from 1024 px a sidebar that stays; below, a modal drawer behind
 * 'Open menu'. Only one of them is ever displayed, so the page has one 'Admin' navigation.
 */
export function AdminLayout() {
  const [open, setOpen] = useAtom(sidebarAtom);
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // The open drawer is a modal dialog: focus starts on its first link and stays in it, Escape closes it, and
  // focus returns to the menu button.
  useModalDialog(drawer, open, firstLink);
  // Any navigation closes it too: the browser's back button, or a screen that navigates by itself.
  useEffect(close, [pathname, close]);
  // Widening the window past the drawer's breakpoint leaves no modal open over the sidebar.
  useEffect(() => {
    const wide = window.matchMedia?.('(min-width: 1024px)');
    if (!wide) return;
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);
  useDocumentTitle(adminPageTitle(pathname));

  return (
    <div className="min-h-screen lg:flex">
      <aside
        aria-label="Admin menu"
        className="sticky top-0 hidden h-screen w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-4 lg:block dark:border-slate-800 dark:bg-slate-900"
      >
        <p className="mb-3 px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          Admin
        </p>
        <AdminMenu />
      </aside>
      <div className="min-w-0 flex-1">
        {/* 64 px and its 1 px border at every width: a form's sticky Save bar sits right under it
            (`--admin-header-height`, 65 px, in the admin remote's ResourceFormPage). */}
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6">
            <button
              type="button"
              aria-label="Open menu"
              aria-expanded={open}
              aria-controls="admin-drawer"
              onClick={() => setOpen(true)}
              className="rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 lg:hidden dark:hover:bg-slate-800"
            >
              <MenuIcon className="h-6 w-6" />
            </button>
            <h1 className="flex-1 text-lg font-semibold">{adminTitle(pathname)}</h1>
            <ThemeToggle />
          </div>
        </header>
        <dialog
          ref={drawer}
          id="admin-drawer"
          aria-label="Menu"
          // Escape closed it.
          onClose={close}
          // The panel fills the dialog, so a click on the dialog itself is one on the backdrop beside it.
          onClick={(event) => {
            if (event.target === event.currentTarget) close();
          }}
          className="inset-y-0 right-auto left-0 h-full max-h-none w-64 max-w-[80vw] overflow-y-auto bg-white text-inherit shadow-xl backdrop:bg-black/50 lg:hidden dark:bg-slate-900"
        >
          <div className="min-h-full p-4">
            <div className="mb-3 flex items-center justify-between">
              <p className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                Admin
              </p>
              <button type="button" aria-label="Close menu" onClick={close} className={iconButtonClass}>
                <CloseIcon />
              </button>
            </div>
            {open && <AdminMenu firstLink={firstLink} onNavigate={close} />}
          </div>
        </dialog>
        {/* As wide as the tables need, up to 1152 px: no narrow column beside the sidebar. Room below for the
            toast, fixed at the bottom right (three lines at most, 112 px with its margin): scrolled to the end, a
            list's Next and a form's last field are above it, never under it. */}
        <main className="mx-auto w-full max-w-6xl px-4 pt-6 pb-32 sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
