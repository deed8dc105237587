// The page's client state and the jotai hooks that read it, shared as ONE federation module: the atoms and
// the store they live in must exist once per page, and one share instead of two spares every microfrontend the
// plugin's loading code for the second. ESLint sends imports of jotai here.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export {
  closeModalAtom,
  confirmAtom,
  dismissNotificationAtom,
  modalAtom,
  notificationAtom,
  notifyAtom,
  NOTIFICATION_TYPES,
  sidebarAtom,
} from './atoms';
export type { Modal, Notification, NotificationAction, NotificationType, NotifyOptions } from './atoms';
