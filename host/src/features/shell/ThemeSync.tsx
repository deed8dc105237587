import { themeAtom } from '@portfolio/shared/state';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** The host alone puts the `dark` class on <body>; every microfrontend's `dark:` styles follow it. */
export function ThemeSync() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.body.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return null;
}
