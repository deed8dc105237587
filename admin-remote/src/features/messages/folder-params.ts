import { MESSAGE_FOLDERS, type MessageFolder } from '@portfolio/shared/schemas';

/** The folder a `?folder=` names; the Inbox for anything else. */
export const folderFrom = (value: string | null): MessageFolder =>
  MESSAGE_FOLDERS.find((folder) => folder === value) ?? 'inbox';

/** Where a folder's list is: the Inbox is `/admin/messages` itself. */
export const folderHref = (folder: MessageFolder) =>
  folder === 'inbox' ? '/admin/messages' : `/admin/messages?folder=${folder}`;
