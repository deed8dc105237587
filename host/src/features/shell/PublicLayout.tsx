import { HOME_SECTIONS } from '@portfolio/shared/config';
import { Link, Outlet } from 'react-router-dom';
import { ThemeToggle } from './ThemeToggle';

const SECTION_LABELS: Record<(typeof HOME_SECTIONS)[number], string> = {
  about: 'About',
  experience: 'Experience',
  'my-stack': 'My stack',
  projects: 'Projects',
};

export function PublicLayout() {
  return (
    <>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-slate-50/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <nav aria-label="Main" className="mx-auto flex w-[90vw] max-w-3xl items-center gap-4 py-3">
          <Link to="/login" aria-label="Sign in" className="h-9 w-9 shrink-0 rounded-full bg-sky-600" />
          <ul className="flex flex-1 flex-wrap gap-x-4 text-sm">
            {HOME_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`/#${section}`} className="hover:underline">
                  {SECTION_LABELS[section]}
                </a>
              </li>
            ))}
          </ul>
          <ThemeToggle />
        </nav>
      </header>
      <main className="mx-auto w-[90vw] max-w-3xl">
        <Outlet />
      </main>
    </>
  );
}
