import { CalendarIcon, DownloadIcon, MailIcon } from '@portfolio/ui/icons';
import { actionDetail, actionLinkProps, type ResolvedAction } from '@portfolio/ui/PrimaryAction';
import { accentFillClass } from '@portfolio/ui/styles/accent';
import { focusRing } from '@portfolio/ui/styles/controls';

const ICONS = { 'get-in-touch': MailIcon, 'book-a-call': CalendarIcon, 'download-cv': DownloadIcon };

/** The hero's one primary action: a filled pill in the accent, the same height as the outlined links after it. */
export function PrimaryActionButton({ action }: { action: ResolvedAction }) {
  const Icon = ICONS[action.kind];
  const detail = actionDetail(action);
  return (
    <a
      {...actionLinkProps(action)}
      {...(detail ? { 'aria-label': `${action.label} ${detail}` } : {})}
      data-primary-action={action.kind}
      className={`inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold shadow-sm hover:underline hover:underline-offset-4 ${accentFillClass} ${focusRing}`}
    >
      <Icon className="size-4" />
      {action.label}
    </a>
  );
}
