import { DEFAULT_AVAILABILITY } from '@portfolio/shared/config';
import { actionDetail, actionLinkProps, type ResolvedAction } from '@portfolio/ui/PrimaryAction';
import { focusRing } from '@portfolio/ui/styles/controls';

// The values that invite contact get the green dot, and lead to the owner's primary action; the others stay text.
const OPEN_TO_WORK = new Set(['Available for hire', 'Available for freelance', 'Looking']);

const BADGE = 'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset';
const OPEN =
  'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30';
const CLOSED =
  'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30';

export function AvailabilityBadge({
  availability,
  action,
}: {
  availability: string | null;
  /** Where "Available for hire" leads: the hero's primary action. */
  action: ResolvedAction;
}) {
  const text = availability?.trim() || DEFAULT_AVAILABILITY;
  const open = OPEN_TO_WORK.has(text);
  const dot = (
    <span aria-hidden="true" className={`size-2 rounded-full ${open ? 'bg-emerald-500' : 'bg-slate-400'}`} />
  );
  if (!open) {
    return (
      <p data-open={false} className={`${BADGE} ${CLOSED}`}>
        {dot}
        {text}
      </p>
    );
  }
  // The visible words start the name (WCAG 2.5.3); what the click does follows them.
  const detail = actionDetail(action);
  return (
    <p>
      <a
        data-open={true}
        {...actionLinkProps(action)}
        aria-label={[text, '–', action.label, detail].filter(Boolean).join(' ')}
        className={`${BADGE} ${OPEN} underline-offset-4 hover:underline ${focusRing}`}
      >
        {dot}
        {text}
      </a>
    </p>
  );
}
