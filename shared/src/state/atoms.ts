import { atom } from 'jotai';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../config/constants';

export const sidebarAtom = atom(false);

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A button in a toast (Undo): it runs once, and the toast closes. */
export interface NotificationAction {
  label: string;
  run: () => void;
}

export interface Notification {
  visible: boolean;
  text: string;
  type: NotificationType;
  autoClose: number;
  action?: NotificationAction;
  /** Changes with every toast so a repeated text restarts the timer. */
  id: number;
}

export const notificationAtom = atom<Notification>({
  visible: false,
  text: '',
  type: 'info',
  autoClose: NOTIFICATION_AUTO_CLOSE_MS,
  id: 0,
});

export interface NotifyOptions {
  text: string;
  type?: string;
  autoClose?: number;
  action?: NotificationAction;
}

const asNotificationType = (type: string | undefined): NotificationType =>
  NOTIFICATION_TYPES.find((known) => known === type) ?? 'info';

/** Shows a toast; one at a time, the newest wins. Unknown types fall back to info. */
export const notifyAtom = atom(null, (get, set, options: NotifyOptions) => {
  set(notificationAtom, {
    visible: true,
    text: options.text,
    type: asNotificationType(options.type),
    autoClose: options.autoClose ?? NOTIFICATION_AUTO_CLOSE_MS,
    ...(options.action ? { action: options.action } : {}),
    id: get(notificationAtom).id + 1,
  });
});

export const dismissNotificationAtom = atom(null, (get, set) => {
  set(notificationAtom, { ...get(notificationAtom), visible: false });
});

export interface Modal {
  open: boolean;
  text: string;
  onConfirm?: () => void;
  /** Runs when the user says no (the button, Escape or a click outside). */
  onCancel?: () => void;
}

export const modalAtom = atom<Modal>({ open: false, text: '' });

/** Asks the host's confirm dialog; `onConfirm` runs only on "Yes, I'm sure", `onCancel` on any "no". */
export const confirmAtom = atom(
  null,
  (_get, set, request: { text: string; onConfirm: () => void; onCancel?: () => void }) => {
    set(modalAtom, { open: true, ...request });
  },
);

export const closeModalAtom = atom(null, (_get, set) => set(modalAtom, { open: false, text: '' }));
