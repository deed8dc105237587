import { userQueries } from '@portfolio/shared/api';
import {
  CONTACT_PATH,
  HOME_SECTIONS,
  type HomeSection,
  isHomeSection,
  OWNER_USER_ID,
  SECTION_PAGES,
} from '@portfolio/shared/config';
import { useQuery } from '@portfolio/shared/query';
import { type MouseEvent, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '@portfolio/shared/router';
import { useSignedIn } from '../auth';
import { SiteFooter } from './SiteFooter';
import {
  ACCOUNT_LINK_ATTRIBUTE,
  accountLink,
  MAIN_ID,
  SECTION_LINK_ATTRIBUTE,
  SKIP_LINK_ATTRIBUTE,
} from './header-links';
import { scrollToSection } from './smooth-scroll';
import { ThemeToggle } from './ThemeToggle';
import { useCurrentSection } from './use-current-section';
import { MailIcon, PersonIcon } from '@portfolio/ui/icons';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';
import { ACCENT_SCOPE_ATTRIBUTE, accentFillClass, accentScopeStyle } from '@portfolio/ui/styles/accent';
import { focusRing } from '@portfolio/ui/styles/controls';

/**
 * On `/#section`, scrolls smoothly to the section once it is in the page. It runs on every navigation (a
 * click on an anchor is one), so it also works when arriving from another route or opening a shared link.
 */
function useScrollToSection() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const section = hash.slice(1);
    if (pathname !== '/' || !isHomeSection(section)) return;
    return scrollToSection(section);
  }, [pathname, hash, key]);
}

// In the owner's accent: the scope around the page defines it for the theme shown.
const HEADER_LINK = `inline-flex min-h-9 items-center rounded underline-offset-4 sm:px-0.5 hover:text-(--accent-text) hover:underline aria-[current]:text-(--accent-text) aria-[current]:underline aria-[current]:decoration-2 ${focusRing}`;

export function PublicLayout() {
  const navigate = useNavigate();
  // The owner's accent, from the profile the page's server render fetched too: in the markup, so no flash.
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  const { pathname } = useLocation();
  useScrollToSection();
  const currentSection = useCurrentSection(pathname === '/');

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, section: HomeSection) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ pathname: '/', hash: `#${section}` });
  };

  // Focus moves to the content without `#main` landing in the address (and in every link copied from it).
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <div {...{ [ACCENT_SCOPE_ATTRIBUTE]: '' }} style={accentScopeStyle(owner.data?.accent)}>
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        {...{ [SKIP_LINK_ATTRIBUTE]: '' }}
        className={`sr-only rounded-md bg-white font-medium focus:px-4 focus:py-2 text-sky-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 dark:bg-slate-900 dark:text-sky-300 ${focusRing}`}
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-slate-50/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex w-[90vw] max-w-3xl items-center gap-1.5 py-2 sm:gap-4 sm:py-3">
          <OwnerAvatarLink />
          <nav aria-label="Main" className="min-w-0 flex-1">
            {/* Readable 14 px text on a phone too, each link a target 36 px tall (WCAG 2.5.8 asks 24 × 24 px): the
                four still fit one line from 360 px, set a little tighter there (Inter is wider than the system
                fonts it replaced). */}
            <ul className="flex flex-wrap gap-x-1.5 text-sm font-medium tracking-tight sm:gap-x-5 sm:tracking-normal md:text-base">
              {HOME_SECTIONS.map(({ id, label }) => {
                const page = SECTION_PAGES[id];
                return (
                  <li key={id}>
                    {page ? (
                      <Link
                        to={page}
                        aria-current={
                          pathname === page || pathname.startsWith(`${page}/`) ? 'page' : undefined
                        }
                        className={HEADER_LINK}
                      >
                        {label}
                      </Link>
                    ) : (
                      <a
                        href={`/#${id}`}
                        onClick={(event) => goToSection(event, id)}
                        {...{ [SECTION_LINK_ATTRIBUTE]: id }}
                        aria-current={id === currentSection ? 'true' : undefined}
                        className={HEADER_LINK}
                      >
                        {label}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          {/* An icon beside the theme toggle from 640 px: on a phone the four anchors fill the line, and the
              footer's mail icon leads there. A page of its own the server renders, so a plain link. */}
          <a
            href={CONTACT_PATH}
            aria-label="Contact"
            title="Contact"
            aria-current={pathname === CONTACT_PATH ? 'page' : undefined}
            className={`hidden rounded-full p-2 hover:bg-slate-200 sm:block aria-[current=page]:text-(--accent-text) dark:hover:bg-slate-800 ${focusRing}`}
          >
            <MailIcon className="h-5 w-5" />
          </a>
          <ThemeToggle />
        </div>
      </header>
      {/* At least a window tall: the footer starts below the first screen, so it never jumps down the page
          while the content arrives, and never sits halfway up a short page. */}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto min-h-dvh w-[90vw] max-w-3xl focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

const AVATAR_PX = 40;

/**
 * The owner's avatar (shared cache with the home page), a person icon without one: the way to sign in, or for
 * the signed-in owner the way back to the admin area.
 */
function OwnerAvatarLink() {
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  const { href, label } = accountLink(useSignedIn());
  const avatar = owner.data?.avatar;
  return (
    <Link
      to={href}
      aria-label={label}
      title={label}
      {...{ [ACCOUNT_LINK_ATTRIBUTE]: '' }}
      className={`flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full ${accentFillClass} sm:h-10 sm:w-10 ${focusRing}`}
    >
      {avatar ? (
        <ResponsiveImage
          src={avatar}
          width={AVATAR_PX}
          height={AVATAR_PX}
          sizes={`${AVATAR_PX}px`}
          lazy={false}
          className="h-full w-full object-cover"
        />
      ) : (
        <PersonIcon />
      )}
    </Link>
  );
}
