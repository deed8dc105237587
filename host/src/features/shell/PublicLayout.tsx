import { userQueries } from '@portfolio/shared/api';
import { HOME_SECTIONS, type HomeSection, OWNER_USER_ID } from '@portfolio/shared/config';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { scrollToElement, whenElementAppears } from './smooth-scroll';
import { ThemeToggle } from './ThemeToggle';
import { PersonIcon } from '@portfolio/ui/icons';

const SECTION_LABELS: Record<HomeSection, string> = {
  about: 'About',
  experience: 'Experience',
  'my-stack': 'My stack',
  projects: 'Projects',
};

const isHomeSection = (value: string): value is HomeSection =>
  (HOME_SECTIONS as readonly string[]).includes(value);

/**
 * On `/#section`, scrolls smoothly to the section once it is in the page. It runs on every navigation (a
 * click on an anchor is one), so it also works when arriving from another route or opening a shared link.
 */
function useScrollToSection() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const section = hash.slice(1);
    if (pathname !== '/' || !isHomeSection(section)) return;
    let cancelScroll = () => {};
    const stopWaiting = whenElementAppears(section, (element) => {
      cancelScroll = scrollToElement(element);
    });
    return () => {
      stopWaiting();
      cancelScroll();
    };
  }, [pathname, hash, key]);
}

export function PublicLayout() {
  const navigate = useNavigate();
  useScrollToSection();

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, section: HomeSection) => {
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({ pathname: '/', hash: `#${section}` });
  };

  return (
    <>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-slate-50/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex w-[90vw] max-w-3xl items-center gap-2 py-2 sm:gap-4 sm:py-3">
          <OwnerAvatarLink />
          <nav aria-label="Main" className="min-w-0 flex-1">
            <ul className="flex flex-wrap gap-x-2.5 gap-y-1 text-xs font-medium sm:gap-x-5 sm:text-sm md:text-base">
              {HOME_SECTIONS.map((section) => (
                <li key={section}>
                  <a
                    href={`/#${section}`}
                    onClick={(event) => goToSection(event, section)}
                    className="rounded px-0.5 py-1 hover:text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:text-sky-300"
                  >
                    {SECTION_LABELS[section]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-[90vw] max-w-3xl">
        <Outlet />
      </main>
    </>
  );
}

/** The owner's avatar when the profile has one (shared cache with the home page), a person icon otherwise. */
function OwnerAvatarLink() {
  const owner = useQuery(userQueries.detail(OWNER_USER_ID));
  const avatar = owner.data?.avatar;
  return (
    <Link
      to="/login"
      aria-label="Sign in"
      className="flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sky-700 text-white ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 sm:h-10 sm:w-10"
    >
      {avatar ? <img src={avatar} alt="" className="h-full w-full object-cover" /> : <PersonIcon />}
    </Link>
  );
}
