import { messagesApi, queryKeys } from '@portfolio/shared/api';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@portfolio/shared/config';
import { useMutation, useQueryClient } from '@portfolio/shared/query';
import type { Message, MessageFolder, MessageUpdate } from '@portfolio/shared/schemas';
import { atom, notifyAtom, useAtomValue, useSetAtom } from '@portfolio/shared/state';
import { useCallback } from 'react';
import { useNotify } from '../../lib/use-notify';
import { MESSAGE_TEXTS } from './message-resource';

/**
 * Messages deleted a moment ago, hidden from every list while their toast offers Undo: the API is told only when
 * the toast's time is up, so Undo needs nothing from the server and a page closed meanwhile loses nothing.
 */
const pendingDeletesAtom = atom<ReadonlySet<number>>(new Set<number>());

export const usePendingDeletes = () => useAtomValue(pendingDeletesAtom);

const MOVED: Record<MessageFolder, string> = {
  inbox: MESSAGE_TEXTS.movedToInbox,
  archive: MESSAGE_TEXTS.archived,
  spam: MESSAGE_TEXTS.markedSpam,
};

/** What the owner does with a message: read, file, delete with Undo; each refreshes the lists and the badges. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const { success, failure } = useNotify();
  const notify = useSetAtom(notifyAtom);
  const setPending = useSetAtom(pendingDeletesAtom);

  // The lists, the message, the menu's badge (all under 'messages') and the admin home's unread count.
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.all('messages') }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
    [queryClient],
  );

  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: MessageUpdate; toast?: string }) =>
      messagesApi.update(id, change),
    onSuccess: (message, { toast }) => {
      queryClient.setQueryData(queryKeys.detail('messages', message.id), message);
      if (toast) success(toast);
      return refresh();
    },
    onError: (error) => failure(error, MESSAGE_TEXTS.updateFailed),
  });

  const setPendingDelete = useCallback(
    (id: number, pending: boolean) =>
      setPending((current) => {
        const next = new Set(current);
        if (pending) next.add(id);
        else next.delete(id);
        return next;
      }),
    [setPending],
  );

  const remove = useCallback(
    (message: Message) => {
      setPendingDelete(message.id, true);
      const timer = setTimeout(() => {
        messagesApi
          .remove(message.id)
          .catch((error: unknown) => failure(error, MESSAGE_TEXTS.deleteFailed))
          .finally(() => {
            setPendingDelete(message.id, false);
            void refresh();
          });
      }, NOTIFICATION_AUTO_CLOSE_MS);
      notify({
        text: MESSAGE_TEXTS.deleted,
        type: 'success',
        autoClose: NOTIFICATION_AUTO_CLOSE_MS,
        action: {
          label: 'Undo',
          run: () => {
            clearTimeout(timer);
            setPendingDelete(message.id, false);
            success(MESSAGE_TEXTS.restored);
          },
        },
      });
    },
    [failure, notify, refresh, setPendingDelete, success],
  );

  return {
    markRead: (message: Message, read: boolean) =>
      update.mutate({
        id: message.id,
        change: { read },
        ...(read ? {} : { toast: MESSAGE_TEXTS.markedUnread }),
      }),
    move: (message: Message, folder: MessageFolder) =>
      update.mutate({ id: message.id, change: { folder }, toast: MOVED[folder] }),
    remove,
    busy: update.isPending,
  };
}
