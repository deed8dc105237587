import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';

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

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-70';

export const linkClass =
  'font-medium text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-400';

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
    <button type="submit" disabled={done || busy} className={primaryButtonClass}>
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
