import { themeAtom, useAtom } from '@portfolio/shared/state';
import { useEffect, useLayoutEffect } from 'react';
import { readStoredTheme } from './theme-storage';

/**
 * Restores the visitor's remembered theme once, then keeps the `dark` class on <body> in step with the theme
 * atom. The host alone sets that class; every microfrontend's `dark:` styles follow it.
 */
export function ThemeSync() {
  const [theme, setTheme] = useAtom(themeAtom);
  useLayoutEffect(() => {
    const stored = readStoredTheme();
    if (stored) setTheme(stored);
  }, [setTheme]);
  useEffect(() => {
    document.body.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return null;
}
