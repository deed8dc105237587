import { themeAtom, useAtom } from '@portfolio/shared/state';
import { MoonIcon, SunIcon } from '@portfolio/ui/icons';
import { storeTheme } from './theme-storage';

/** Switches dark and light; the choice is remembered for the next visit. */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    storeTheme(next);
  };
  return (
    <button
      type="button"
      aria-label="Toggle theme"
      aria-pressed={theme === 'dark'}
      onClick={toggle}
      className="rounded-full p-2 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
