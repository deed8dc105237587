export {
  closeModalAtom,
  confirmAtom,
  dismissNotificationAtom,
  modalAtom,
  notificationAtom,
  notifyAtom,
  NOTIFICATION_TYPES,
  sidebarAtom,
  themeAtom,
} from './atoms';
export type { Modal, Notification, NotificationType, NotifyOptions, Theme } from './atoms';
