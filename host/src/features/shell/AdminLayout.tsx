import {
  ADMIN_SECTION_GROUPS,
  ADMIN_SECTIONS,
  type AdminSection,
  adminHref,
  adminTitle,
} from '@portfolio/shared/admin-sections';
import { messageQueries, readToken, signOut, userQueries } from '@portfolio/shared/api';
import { messagesDescriptor } from '@portfolio/shared/resources';
import { useQuery } from '@portfolio/shared/query';
import { userIdFromToken } from '@portfolio/shared/session';
import { sidebarAtom, useAtom } from '@portfolio/shared/state';
import { type Ref, useCallback, useEffect, useId, useRef } from 'react';
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

/** How often the menu asks whether messages came in: the owner sees one within a minute without reloading. */
const UNREAD_REFRESH_MS = 60_000;

/** The Inbox entry's count of unread messages; nothing when there are none. */
function UnreadBadge() {
  const unread = useQuery({ ...messageQueries.unread(), refetchInterval: UNREAD_REFRESH_MS });
  if (!unread.data) return null;
  // The space keeps the link's name 'Inbox 3 unread', not 'Inbox3 unread'.
  return (
    <>
      {' '}
      <span
        data-testid="unread-badge"
        className="ml-auto rounded-full bg-sky-700 px-2 text-xs leading-5 font-semibold text-white tabular-nums"
      >
        {unread.data} <span className="sr-only">unread</span>
      </span>
    </>
  );
}

/** One section's link; the first one of the menu takes `ref` (the drawer focuses it when it opens). */
function SectionLink({
  section: { path, label, icon },
  ref,
  onNavigate,
}: {
  section: AdminSection;
  ref?: Ref<HTMLAnchorElement>;
  onNavigate?: () => void;
}) {
  const Icon = ADMIN_SECTION_ICONS[icon];
  return (
    <li>
      {/* NavLink marks the current section with aria-current="page". */}
      <NavLink
        ref={ref}
        to={adminHref(path)}
        // Home is current only on /admin itself; a section also while one of its items is open.
        end={path === ''}
        onClick={onNavigate}
        className={({ isActive }) => `${menuItemClass} ${isActive ? activeItemClass : ''}`}
      >
        <Icon />
        {label}
        {path === messagesDescriptor.name && <UnreadBadge />}
      </NavLink>
    </li>
  );
}

/**
 * The sections, 'View site' and 'Logout': the same menu in the sidebar and in the drawer. The content screens come
 * first; what ships the site sits apart, under its group's name.
 */
function AdminMenu({
  firstLink,
  onNavigate,
}: {
  firstLink?: Ref<HTMLAnchorElement>;
  onNavigate?: () => void;
}) {
  const deploymentsId = useId();
  const inGroup = (group: AdminSection['group']) =>
    ADMIN_SECTIONS.filter((section) => section.group === group);
  return (
    <>
      <SignedInUser />
      <nav aria-label="Admin">
        <ul className="space-y-1">
          {inGroup('content').map((section, index) => (
            <SectionLink
              key={section.path}
              section={section}
              ref={index === 0 ? firstLink : undefined}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
        <p
          id={deploymentsId}
          className="mt-4 border-t border-slate-200 px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400"
        >
          {ADMIN_SECTION_GROUPS.deployments}
        </p>
        <ul aria-labelledby={deploymentsId} className="space-y-1">
          {inGroup('deployments').map((section) => (
            <SectionLink key={section.path} section={section} onNavigate={onNavigate} />
          ))}
        </ul>
        <ul className="mt-4 space-y-1">
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
