import { closeModalAtom, modalAtom, useAtomValue, useSetAtom } from '@portfolio/shared/state';
import { dangerButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useRef } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';

/**
 * The page's one confirm dialog, opened by any microfrontend through the shared modal atom: a native modal
 * `<dialog>`, which keeps the focus, closes on Escape and gives the focus back to the opener.
 */
export function ConfirmDialog() {
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const answer = (then: (() => void) | undefined) => {
    close();
    then?.();
  };
  const cancel = () => answer(modal.onCancel);
  // Cancel gets the focus: Enter on a destructive question must not destroy anything.
  useModalDialog(dialog, modal.open, cancelButton);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-text"
      // Escape closed it: that is a "No".
      onClose={() => modal.open && cancel()}
      // The panel fills the dialog, so a click on the dialog itself is one on the backdrop around it.
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white text-slate-900 shadow-xl backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-6">
        <p id="confirm-text" className="text-center text-lg">
          {modal.text}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={() => answer(modal.onConfirm)} className={dangerButtonClass}>
            Yes, I&apos;m sure
          </button>
          <button ref={cancelButton} type="button" onClick={cancel} className={secondaryButtonClass}>
            No, cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
