import { closeModalAtom, modalAtom, useAtomValue, useSetAtom } from '@portfolio/shared/state';
import { dangerButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useRef } from 'react';
import { useFocusTrap } from '../../lib/use-focus-trap';

/** The page's one confirm dialog, opened by any microfrontend through the shared modal atom. */
export function ConfirmDialog() {
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  const dialog = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const answer = (then: (() => void) | undefined) => {
    close();
    then?.();
  };
  const cancel = () => answer(modal.onCancel);
  // Cancel gets the focus: Enter on a destructive question must not destroy anything.
  useFocusTrap(dialog, modal.open, { initialFocus: cancelButton, onEscape: cancel });
  if (!modal.open) return null;

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      data-testid="confirm-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
        className="w-full max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
      >
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
    </div>
  );
}
