import { DEFAULT_AVAILABILITY } from '@portfolio/shared/config';

// The values that invite contact get the green dot; the others stay neutral.
const OPEN_TO_WORK = new Set(['Available for hire', 'Available for freelance', 'Looking']);

export function AvailabilityBadge({ availability }: { availability: string | null }) {
  const text = availability?.trim() || DEFAULT_AVAILABILITY;
  const open = OPEN_TO_WORK.has(text);
  return (
    <p
      data-open={open}
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${
        open
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30'
          : 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${open ? 'bg-emerald-500' : 'bg-slate-400'}`}
      />
      {text}
    </p>
  );
}
