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
}

/**
 * Edit when read-only; Save and Cancel when editing or creating (docs/product.md#admin-forms). What Cancel does
 * is the screen's: an edit restores what is stored, a create goes back to the list.
 */
export function FormActions({
  form,
  mode,
  submitting,
  saveDisabled = false,
  onEdit,
  onCancel,
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
      <button type="button" onClick={onCancel} disabled={submitting} className={secondaryButtonClass}>
        Cancel
      </button>
    </div>
  );
}
