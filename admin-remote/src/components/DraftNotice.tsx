import { type Draft } from '../lib/drafts-api';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { Spinner } from '@portfolio/ui/Spinner';
import { secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useId } from 'react';
import { formatVersionTime } from '../lib/history-words';

export const DRAFT_SAVED = 'Draft saved: visitors still see the published version.';
export const DRAFT_SAVE_FAILED = 'Failed to save the draft.';
export const DRAFT_PUBLISHED = 'Draft published.';
export const DRAFT_PUBLISH_FAILED = 'Failed to publish the draft.';
export const DRAFT_DISCARDED = 'Draft discarded.';
export const DRAFT_DISCARD_FAILED = 'Failed to discard the draft.';
export const DRAFT_PREVIEW_FAILED = 'Failed to open the preview.';

type DraftAction = 'preview' | 'publish' | 'discard';

interface DraftNoticeProps {
  draft: Draft;
  singular: string;
  /** Which action is under way, if any: its button spins, and all three wait. */
  busy: DraftAction | null;
  /** Editing: the buttons wait until the typing is saved (as a draft or published) or cancelled. */
  locked: boolean;
  /** What the form could not take from the draft (a technology deleted since), and what to do about it. */
  note?: string | null;
  onPreview: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}

const smallButton = `${secondaryButtonClass} px-3 py-1 text-sm`;

/**
 * The item's unpublished changes (docs/history.md#drafts-and-preview): when they were saved, and Preview (the real
 * page with them, for the owner only), Publish (one save) and Discard (after a confirm). The form shows the
 * draft's values, so what Edit changes is the draft.
 */
export function DraftNotice({
  draft,
  singular,
  busy,
  locked,
  note,
  onPreview,
  onPublish,
  onDiscard,
}: DraftNoticeProps) {
  const id = useId();
  const confirm = useSetAtom(confirmAtom);
  const by = draft.savedBy ? ` by ${draft.savedBy.name}` : '';
  const disabled = busy !== null || locked;
  const button = (action: DraftAction, label: string, onClick: () => void) => (
    <button type="button" className={smallButton} disabled={disabled} onClick={onClick}>
      {busy === action && <Spinner />}
      {label}
    </button>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p id={`${id}-title`} className="text-sm">
        <span className="font-semibold">Unpublished changes</span> saved{' '}
        <time dateTime={draft.savedAt}>{formatVersionTime(draft.savedAt)}</time>
        {by}. Visitors see the published {singular} until you publish them.
        {note && <span className="mt-1 block">{note}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {button('preview', 'Preview', onPreview)}
        {button('publish', 'Publish', onPublish)}
        {button('discard', 'Discard', () =>
          confirm({
            text: `Discard the unpublished changes of this ${singular}? The published ${singular} stays as it is.`,
            onConfirm: onDiscard,
          }),
        )}
      </div>
    </section>
  );
}
