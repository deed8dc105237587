import type { ReactNode } from 'react';

/** Nothing to show (an empty list, a failed one): said plainly in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
