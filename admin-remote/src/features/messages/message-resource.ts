import type { Message, MessageFolder } from '@portfolio/shared/schemas';
import { messagesDescriptor } from '@portfolio/shared/resources';

/**
 * The Inbox's admin half: no form and no 'New …', since its items are what visitors wrote; a list of each folder
 * and one message with what the owner does with it.
 */
export const messageResource = {
  ...messagesDescriptor,
  singular: 'message',
  quickCreate: false,
} as const;

export const FOLDER_LABELS: Record<MessageFolder, string> = {
  inbox: 'Inbox',
  spam: 'Spam',
  archive: 'Archive',
};

/** How the challenge went, in the owner's words: a message without JavaScript is not a suspect. */
export const VERIFICATION_LABELS: Record<Message['verification'], string> = {
  verified: 'Verified',
  unverified: 'Sent without JavaScript',
  failed: 'Challenge failed',
};

/** Why a message went to Spam, as `spamReasons` name it. */
export const SPAM_REASON_LABELS: Record<string, string> = {
  links: 'many links',
  repeated: 'repeated text',
  challenge: 'a bad challenge answer',
  burst: 'part of a burst of messages',
};

/** What the owner sees a toast say after each action. */
export const MESSAGE_TEXTS = {
  loadListFailed: 'Failed to load messages.',
  loadOneFailed: 'Failed to load message.',
  archived: 'Message archived.',
  movedToInbox: 'Message moved to the Inbox.',
  markedSpam: 'Message marked as spam.',
  markedUnread: 'Message marked as unread.',
  updateFailed: 'Failed to update message.',
  deleted: 'Message deleted.',
  restored: 'Message restored.',
  deleteFailed: 'Failed to delete message.',
};
