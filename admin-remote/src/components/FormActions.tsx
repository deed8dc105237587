import { Spinner } from '@portfolio/ui/Spinner';
import { PencilIcon } from '@portfolio/ui/icons';
import { primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';

export type FormMode = 'read' | 'edit' | 'create';

interface FormActionsProps {
  /** The form Save submits: the bar sits above it, outside it, to stay in view over what follows the form. */
  form: string;
  mode: FormMode;
  submitting: boolean;
  /** Save waits for this too (an image still uploading, a saved create on its way to the list). */
  saveDisabled?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Keeps the typing as a draft instead (an item that can have one, while editing it). */
  onSaveDraft?: () => void;
}

/**
 * Edit when read-only; Save and Cancel when editing or creating (docs/product.md#admin-forms), and Save draft
 * when editing an item that can have one (docs/history.md#drafts-and-preview). What Cancel does
 * is the screen's: an edit restores what is stored, a create goes back to the list.
 */
export function FormActions({
  form,
  mode,
  submitting,
  saveDisabled = false,
  onEdit,
  onCancel,
  onSaveDraft,
}: FormActionsProps) {
  if (mode === 'read') {
    return (
      <button type="button" onClick={onEdit} className={primaryButtonClass}>
        <PencilIcon className="size-4" />
        Edit
      </button>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" form={form} disabled={submitting || saveDisabled} className={primaryButtonClass}>
        {submitting && <Spinner />}
        Save
      </button>
      {onSaveDraft && mode === 'edit' && (
        <button
          type="button"
          onClick={onSaveDraft}
          disabled={submitting || saveDisabled}
          className={secondaryButtonClass}
        >
          Save draft
        </button>
      )}
      <button type="button" onClick={onCancel} disabled={submitting} className={secondaryButtonClass}>
        Cancel
      </button>
    </div>
  );
}
