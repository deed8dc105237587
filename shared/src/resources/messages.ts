import type { ResourceDescriptor } from './resource-descriptor';

/** What visitors write through the contact form: the owner's Inbox, with its Spam and Archive folders. */
export const messagesDescriptor = {
  name: 'messages',
  label: 'Inbox',
  icon: 'inbox',
  // A message is read in the admin alone: no other screen shows it.
  affects: [],
} as const satisfies ResourceDescriptor;
