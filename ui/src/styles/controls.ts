// Class names of the controls every microfrontend draws, written once so a button or an input looks the same in
// the shell, the home page and the admin. Whole class names, so each app's Tailwind finds them.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

/**
 * The look of every text field, select and text area. Locked (disabled, as a read-only form is) it loses its fill
 * and its border turns dashed, in both themes, so it does not read as a field waiting for input.
 */
export const fieldBoxClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-sky-500 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-400 disabled:bg-transparent disabled:text-slate-800 disabled:opacity-100 disabled:placeholder:text-transparent aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:border-slate-600 dark:disabled:bg-transparent dark:disabled:text-slate-200 dark:aria-invalid:border-red-400';

/** The height every single-line control shares, so fields, selects and buttons side by side line up. */
export const controlHeight = 'h-10';

/** A single-line text field or a select. */
export const inputClass = `${fieldBoxClass} ${controlHeight} py-0`;

// 40 px tall like a field (py-2 and a 24 px line): an outline is a ring, not a border, so it adds nothing.
const buttonBase = `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium ${focusRing} disabled:cursor-not-allowed disabled:opacity-70`;

export const primaryButtonClass = `${buttonBase} bg-sky-700 text-white hover:bg-sky-800`;

export const secondaryButtonClass = `${buttonBase} bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-100 dark:ring-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

export const dangerButtonClass = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;

/** A square button around a single icon; its accessible name comes from `aria-label`. */
export const iconButtonClass = `inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-950 ${focusRing} disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`;

/** A text link, in the owner's accent on public pages (`styles/accent.ts`), the sky blue elsewhere. */
export const linkClass = `font-medium underline-offset-2 hover:underline ${focusRing} text-[var(--accent-text,#0369a1)] dark:text-[var(--accent-text,#38bdf8)]`;

/** The same ring on a card whose stretched link has the keyboard focus (the link covers the whole card). */
export const cardFocusRing =
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-sky-500';
