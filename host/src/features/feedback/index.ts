// The page's one toaster and one confirm dialog.
export { ConfirmDialog } from './ConfirmDialog';
export { Toaster } from './Toaster';
