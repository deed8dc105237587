import { closeModalAtom, modalAtom } from '@portfolio/shared/state';
import { useAtomValue, useSetAtom } from 'jotai';

/** The page's one confirm dialog, opened by any microfrontend through the shared modal atom. */
export function ConfirmDialog() {
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  if (!modal.open) return null;

  const confirm = () => {
    modal.onConfirm?.();
    close();
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirm-text"
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <p id="confirm-text" className="text-center text-lg">
          {modal.text}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={confirm}
            className="rounded-md bg-red-600 px-4 py-2 font-medium text-white"
          >
            Yes, I&apos;m sure
          </button>
          <button type="button" onClick={close} className="rounded-md border px-4 py-2 font-medium">
            No, cancel
          </button>
        </div>
      </div>
    </div>
  );
}
