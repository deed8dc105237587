import { MoonIcon, SunIcon } from '@portfolio/ui/icons';
import { useSyncExternalStore } from 'react';

const isDark = () => document.body.classList.contains('dark');
/** Pages are dark until the page's first script says otherwise: the server draws the dark theme's toggle. */
const darkOnServer = () => true;

function subscribeToTheme(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Switches dark and light; the choice is remembered for the next visit. What a click does is the page's first
 * inline script (host/index.html), so the button works before any module ran and on a page React never hydrates;
 * this component draws it and follows the `dark` class on <body>. The icon follows the class through CSS alone.
 */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribeToTheme, isDark, darkOnServer);
  return (
    <button
      type="button"
      data-theme-toggle
      aria-label="Toggle theme"
      aria-pressed={dark}
      // Without scripts nothing would answer it: left out, like the carousel's controls.
      className="rounded-full p-1.5 noscript:hidden sm:p-2 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
    >
      <SunIcon className="hidden h-5 w-5 dark:block" />
      <MoonIcon className="h-5 w-5 dark:hidden" />
    </button>
  );
}
