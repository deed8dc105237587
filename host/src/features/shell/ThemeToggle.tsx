import { themeAtom } from '@portfolio/shared/state';
import { useAtom } from 'jotai';

export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <button
      type="button"
      aria-label="Toggle theme"
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      className="rounded-full p-2 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
