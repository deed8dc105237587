import type { ReactNode } from 'react';

/** A small neutral label beside a row's name ('Hidden', 'You'). */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
      {children}
    </span>
  );
}
