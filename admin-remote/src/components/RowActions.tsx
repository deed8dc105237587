import { PencilIcon, TrashIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';
import { Link } from '@portfolio/shared/router';

interface RowActionsProps {
  id: number;
  label: string;
  /** Absent when the row may not be deleted (your own user). */
  onDelete?: () => void;
}

/** A row's Edit (to the relative route `{id}`) and Delete (through the confirm dialog) buttons. */
export function RowActions({ id, label, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Link to={String(id)} aria-label={`Edit ${label}`} title="Edit" className={iconButtonClass}>
        <PencilIcon />
      </Link>
      {onDelete && (
        <button
          type="button"
          aria-label={`Delete ${label}`}
          title="Delete"
          onClick={onDelete}
          className={`${iconButtonClass} hover:text-red-700 dark:hover:text-red-400`}
        >
          <TrashIcon />
        </button>
      )}
    </div>
  );
}
