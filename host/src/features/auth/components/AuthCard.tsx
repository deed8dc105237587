import type { ReactNode } from 'react';
import { Link } from '@portfolio/shared/router';
import { CheckIcon } from '@portfolio/ui/icons';
import { linkClass, primaryButtonClass } from '@portfolio/ui/styles/controls';

/** The frame of the sign-in, recovery and change-password screens. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto my-10 w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The submit button of a one-shot form: once the request succeeded it shows `doneLabel` with a check and stays
 * disabled, so the same e-mail or password is not sent twice.
 */
export function DoneButton({
  done,
  busy,
  label,
  doneLabel,
}: {
  done: boolean;
  busy: boolean;
  label: string;
  doneLabel: string;
}) {
  return (
    <button type="submit" disabled={done || busy} className={`${primaryButtonClass} w-full`}>
      {done ? (
        <>
          <CheckIcon />
          {doneLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

export function BackToLoginLink() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className={linkClass}>
        Back to login
      </Link>
    </p>
  );
}
