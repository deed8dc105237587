import { isHomeSection } from '@portfolio/shared/config';
import { hasSignedInHint } from '@portfolio/shared/signed-in-hint';
import { followCurrentSection } from './current-section';
import { scrollToSection } from './smooth-scroll';

/** The page's content, where 'Skip to content' leads. */
export const MAIN_ID = 'main';
/** Marks the header's links to the home sections, its value the section. */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';
/** Marks 'Skip to content'. */
export const SKIP_LINK_ATTRIBUTE = 'data-skip-link';
/** Marks the owner's avatar link: 'Sign in', or 'Admin' for a browser that is signed in. */
export const ACCOUNT_LINK_ATTRIBUTE = 'data-account-link';

/** Where the avatar leads and what it is called, signed in or not. */
export const accountLink = (signedIn: boolean) =>
  signedIn ? { href: '/admin', label: 'Admin' } : { href: '/login', label: 'Sign in' };

/**
 * On a server-rendered page (one markup for every visitor), turns the avatar into 'Admin' when the browser's
 * `signed_in` hint says it holds a sign-in: the page-start script does it as the page is parsed, before anything
 * could ask the API.
 */
export function markSignedIn() {
  if (!hasSignedInHint(document.cookie)) return;
  const link = document.querySelector<HTMLAnchorElement>(`[${ACCOUNT_LINK_ATTRIBUTE}]`);
  if (!link) return;
  const { href, label } = accountLink(true);
  link.setAttribute('href', href);
  link.setAttribute('aria-label', label);
  link.title = label;
}

/** Dispatched on `window` when the header changed the address in place (the islands follow it). */
export const ADDRESS_CHANGED_EVENT = 'portfolio:address-changed';

/**
 * Changes the address to `url` (on this page) without loading it, tells the islands (which follow the address),
 * and scrolls to the home section its hash names: what an anchor of the header, or a filter chosen in an island
 * before it is hydrated, does.
 */
export function changeAddressInPlace(url: string, replace = false) {
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED_EVENT));
  const section = new URL(url, window.location.href).hash.slice(1);
  if (isHomeSection(section)) scrollToSection(section);
}

/** A click that asks for the browser's own behaviour (a new tab, a new window). */
export const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The header's behaviour on a server-rendered page, whose header React never hydrates (PublicLayout does the
 * same in a page the browser renders): on `/` an anchor scrolls smoothly to its section (the browser jumps
 * without JavaScript) and the section being read is marked; 'Skip to content' focuses the content without
 * writing `#main` in the address. Returns a function that stops it.
 */
export function enhanceHeaderLinks(): () => void {
  const onHome = location.pathname === '/';
  const sectionLinks = [...document.querySelectorAll<HTMLAnchorElement>(`[${SECTION_LINK_ATTRIBUTE}]`)];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || modified(event)) return;
    if (link.hasAttribute(SKIP_LINK_ATTRIBUTE)) {
      event.preventDefault();
      document.getElementById(MAIN_ID)?.focus();
      return;
    }
    const section = link.getAttribute(SECTION_LINK_ATTRIBUTE);
    if (!onHome || !section || !isHomeSection(section)) return;
    event.preventDefault();
    changeAddressInPlace(`/#${section}`);
  };
  document.addEventListener('click', onClick);
  const stopFollowing = onHome
    ? followCurrentSection((current) => {
        for (const link of sectionLinks) {
          if (link.getAttribute(SECTION_LINK_ATTRIBUTE) === current)
            link.setAttribute('aria-current', 'true');
          else link.removeAttribute('aria-current');
        }
      })
    : () => {};
  return () => {
    document.removeEventListener('click', onClick);
    stopFollowing();
  };
}
