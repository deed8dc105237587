import { type RefObject, useEffect } from 'react';

/**
 * Shows `dialog` as the browser's modal dialog while `open` (`showModal()`): the browser keeps focus inside it,
 * puts the rest of the page out of reach, closes it on Escape and, once closed, gives focus back to whatever had
 * it before (the button that opened it). A dialog the browser closed fires `close`: its owner updates its state
 * there. `initialFocus` then takes the focus the browser gave to the dialog's first focusable element.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open === open) return;
    if (!open) return element.close();
    element.showModal();
    initialFocus.current?.focus();
  }, [dialog, open, initialFocus]);
}
